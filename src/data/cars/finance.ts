import { createHash } from 'node:crypto'

import { CREDIT_RATING_LABELS, type CreditRating } from '@/domain/finance/quote'
import type { Id } from '@/domain/ids'
import { LEAD_EVENT_IDS } from '@/domain/leads/event-id'
import { LEAD_SOURCE } from '@/domain/leads/extras'
import { formatPrice } from '@/domain/pricing/format'
import type { Dealership } from '@/payload-types'

import type { IdempotencyClaim, IntakeSite, LeadContact, LeadDraft } from '../leads/draft'
import { attachToLead, intakeLead } from '../leads/intake'
import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'
import { type CarWithRelations, loadCarForSite, slugOfSiteCar } from './cars'

type FinanceSite = Pick<SiteContext, 'id' | 'tenantId' | 'dealerships' | 'settings' | 'primaryDealership'>

/** spec: finance §3 "category ('Finance Enquiry'), tags (YouX)". */
export const FINANCE_CATEGORY = 'Finance Enquiry'
export const FINANCE_TAGS = ['YouX']

/**
 * The car a finance page or call names (finance §2 "car_id={id}"): an id or a slug, through the same
 * walls as its page (the site's tenant and dealerships). A stray '?' and what follows are ignored.
 */
export async function carForFinance(
  site: FinanceSite,
  carId: string | null | undefined,
): Promise<CarWithRelations | null> {
  const ref = ((carId ?? '').split('?')[0] ?? '').trim()
  if (!ref || ref.length > 200) return null
  if (!/^\d+$/.test(ref)) return loadCarForSite(site, ref)
  const slug = await slugOfSiteCar(site, ref)
  return slug ? loadCarForSite(site, slug) : null
}

/** The dealership that quotes: the car's, else the one the shopper chose on the site, else the site's first. */
export async function dealershipForFinance(
  site: FinanceSite,
  car: CarWithRelations | null,
  slug?: string | null,
): Promise<Dealership | null> {
  if (car) return car.dealership
  const chosen = site.dealerships.find((d) => d.slug === slug) ?? site.primaryDealership ?? site.dealerships[0]
  if (!chosen) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'dealerships',
    where: { and: [{ id: { equals: chosen.id } }, { tenant: { equals: site.tenantId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * One finance enquiry (finance §3 "Finance enquiry form values"), as either call of the final submit
 * carries it: the lead call's body, or the customer's `data` and `additionalData` ("the whole enquiry").
 */
export type FinanceEnquiry = {
  car: CarWithRelations | null
  dealership: Dealership | null
  contact: LeadContact
  amount: number
  term: number
  selfAssessedCreditScore: CreditRating
  whoIsHelping: string | null
  lead_attributes: unknown
}

/** spec: finance §9 event ids "14 (new), 15 (used) … 22 general enquiry default". */
const eventOf = (car: CarWithRelations | null) =>
  !car
    ? LEAD_EVENT_IDS.generalEnquiry
    : car.car_type === 'used'
      ? LEAD_EVENT_IDS.usedEnquiry
      : LEAD_EVENT_IDS.newEnquiry

/** The finance enquiry's one lead (category 'Finance Enquiry', tags YouX), the same whichever call stores it. */
export function financeEnquiryDraft(e: FinanceEnquiry): LeadDraft {
  const credit = CREDIT_RATING_LABELS[e.selfAssessedCreditScore].toLowerCase()
  return {
    type: 'finance',
    car: e.car?.id ?? null,
    dealership: e.dealership?.id ?? null,
    event_id: eventOf(e.car),
    category: FINANCE_CATEGORY,
    subcategory: null,
    source: LEAD_SOURCE,
    contact: e.contact,
    message: `Finance enquiry: ${formatPrice(e.amount)} over ${e.term} years, credit ${credit}${e.whoIsHelping ? `, helped by ${e.whoIsHelping}` : ''}.`,
    payload: {
      amount: e.amount,
      term: e.term,
      selfAssessedCreditScore: e.selfAssessedCreditScore,
      whoIsHelping: e.whoIsHelping || null,
      subscribe: e.contact.opt_in,
      car_year: e.car?.year ?? null,
      car_description: e.car?.name ?? null,
      car_type: e.car?.car_type ?? null,
      lead_attributes: e.lead_attributes,
      category: FINANCE_CATEGORY,
      tags: FINANCE_TAGS,
    },
  }
}

/**
 * The key of a finance enquiry's lead: its verification proof, which both calls of the final submit
 * carry (finance §4 "send the lead and create the finance customer in parallel") and which names one
 * enquiry (a code verifies once, src/data/customers/phone-verification.ts). Whichever call arrives first
 * stores the lead; the other, and any retry, finds it. Both calls claim the same fingerprint.
 */
export function financeEnquiryClaim(proof: string): IdempotencyClaim {
  const key = `finance:${createHash('sha256').update(proof).digest('base64url')}`
  return { key, fingerprint: key }
}

/**
 * The finance enquiry's one lead, through the intake (src/data/leads/intake.ts): stored by the first
 * of the two calls that carries this proof, found by the other and by any retry (`replayed`).
 */
export async function intakeFinanceEnquiry(site: IntakeSite, enquiry: FinanceEnquiry, proof: string) {
  const lead = await intakeLead(site, financeEnquiryDraft(enquiry), { idempotency: financeEnquiryClaim(proof) })
  // Cannot happen: both calls claim the key as its own fingerprint.
  if (!lead.ok) throw new Error('finance: the enquiry’s key was refused')
  return lead
}

/** The lender's reply to the enquiry (finance §7 create-customer), kept on its lead so a retry is answered the same. */
export type LenderReply = { provider: string; redirectUrl: string; application: unknown; additionalData: unknown }

export const attachLenderReply = (site: IntakeSite, leadId: Id, reply: LenderReply) =>
  attachToLead(site, leadId, {
    finance_application: reply.application,
    additionalData: reply.additionalData,
    lender: { provider: reply.provider, redirectUrl: reply.redirectUrl },
  })

/** The lender's reply a finance enquiry's lead carries (src/app/api/youx/create-customer), if it has one yet. */
export async function lenderReplyOf(leadId: Id): Promise<{ redirectUrl: string } | null> {
  const payload = await payloadClient()
  const lead = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    select: { payload: true },
    overrideAccess: true,
    disableErrors: true,
  })
  const lender = (lead?.payload as { lender?: { redirectUrl?: unknown } } | null | undefined)?.lender
  return typeof lender?.redirectUrl === 'string' ? { redirectUrl: lender.redirectUrl } : null
}
