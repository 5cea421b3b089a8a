import type { Id } from '@/domain/ids'
import { LEAD_EVENT_IDS } from '@/domain/leads/event-id'
import { LEAD_SOURCE } from '@/domain/leads/extras'
import { PENDING_DELIVERY } from '@/integrations/lead-delivery'
import type { Dealership } from '@/payload-types'

import { type CarWithRelations, loadCarForSite, slugOfSiteCar } from './cars'
import { createLead, storeWithDelivery } from './leads'
import { payloadClient } from './payload'
import type { SiteContext } from './sites'

type FinanceSite = Pick<SiteContext, 'id' | 'tenantId' | 'dealerships' | 'settings' | 'primaryDealership'>

/** spec: finance §3 "category ('Finance Enquiry'), tags (YouX)". */
export const FINANCE_CATEGORY = 'Finance Enquiry'
export const FINANCE_TAGS = ['YouX']
/** The lead the local lender stores for an application (ours: finance §7 leaves the lender's side open). */
export const FINANCE_APPLICATION_SUBCATEGORY = 'Finance Application'

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

export type FinanceLead = {
  site: FinanceSite
  car: CarWithRelations | null
  dealership: Dealership | null
  subcategory: string | null
  contact: { name: string; last_name: string; email: string; phone: string; postcode: string | null; opt_in: boolean }
  message: string
  payload: Record<string, unknown>
}

/** spec: finance §9 event ids "14 (new), 15 (used) … 22 general enquiry default". */
const eventOf = (car: CarWithRelations | null) =>
  !car
    ? LEAD_EVENT_IDS.generalEnquiry
    : car.car_type === 'used'
      ? LEAD_EVENT_IDS.usedEnquiry
      : LEAD_EVENT_IDS.newEnquiry

/** A finance lead (the enquiry, or the local lender's application), stored with its delivery job. */
export function storeFinanceLead(lead: FinanceLead): Promise<{ id: Id }> {
  return storeWithDelivery((req) =>
    createLead(
      {
        tenant: lead.site.tenantId as number,
        site: lead.site.id as number,
        car: (lead.car?.id ?? null) as number | null,
        dealership: (lead.dealership?.id ?? null) as number | null,
        type: 'finance',
        status: 'new',
        event_id: eventOf(lead.car),
        category: FINANCE_CATEGORY,
        subcategory: lead.subcategory,
        source: LEAD_SOURCE,
        name: lead.contact.name,
        last_name: lead.contact.last_name || null,
        email: lead.contact.email,
        phone: lead.contact.phone,
        postcode: lead.contact.postcode || null,
        opt_in: lead.contact.opt_in,
        message: lead.message,
        payload: { ...lead.payload, category: FINANCE_CATEGORY, tags: FINANCE_TAGS, delivery: PENDING_DELIVERY },
      },
      req,
    ),
  )
}
