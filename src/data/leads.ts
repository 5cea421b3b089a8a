import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
} from 'payload'

import type { LeadColumns } from '@/db/lead-sql'
import type { Id } from '@/domain/ids'
import type { LeadPayloadExtras } from '@/domain/leads/extras'
import type { LeadKind } from '@/domain/leads/kinds'
import type { LeadFormValues } from '@/forms/lead-schema'
import { PENDING_DELIVERY } from '@/integrations/lead-delivery'

import type { CarWithRelations } from './cars'
import { intakeSuspected, noteStoredLead } from './intake-context'
import { queueLeadDeliveryJob } from './lead-delivery'
import { leadWriter } from './lead-writer'
import { payloadClient } from './payload'
import type { SiteContext } from './sites'

/** Whether the location belongs to this dealership (and tenant); a malformed id is simply not one. */
export async function isLocationOfDealership(locationId: string, dealershipId: Id, tenantId: Id): Promise<boolean> {
  const payload = await payloadClient()
  try {
    const { totalDocs } = await payload.count({
      collection: 'locations',
      where: {
        and: [
          { id: { equals: locationId } },
          { dealership: { equals: dealershipId } },
          { tenant: { equals: tenantId } },
        ],
      },
      overrideAccess: true,
    })
    return totalDocs > 0
  } catch {
    return false
  }
}

/** Whether the location belongs to one of these dealerships (the site's) in this tenant: the wall for leads without a car. */
export async function isLocationOfDealerships(locationId: string, dealershipIds: Id[], tenantId: Id): Promise<boolean> {
  if (!dealershipIds.length) return false
  const payload = await payloadClient()
  try {
    const { totalDocs } = await payload.count({
      collection: 'locations',
      where: {
        and: [{ id: { equals: locationId } }, { dealership: { in: dealershipIds } }, { tenant: { equals: tenantId } }],
      },
      overrideAccess: true,
    })
    return totalDocs > 0
  } catch {
    return false
  }
}

export type NewLead = {
  site: Pick<SiteContext, 'id' | 'tenantId'>
  kind: LeadKind
  /** null for a form of the site's own pages sent without a car (contact, test drive, trade-in) */
  car: CarWithRelations | null
  /** the dealership of a lead without a car: the one the shopper chose, or the site's only one */
  dealershipId?: Id | null
  /** the trade-in's indicative valuation, when one was made (src/integrations/trade-in) */
  valuation?: unknown
  values: LeadFormValues
  eventId: number
  extras: LeadPayloadExtras
  /** The sender's Idempotency-Key and a hash of what it sent with it. */
  idempotency?: { key: string; fingerprint: string }
}

/** The message a dealer reads: the Request Photos preset first, then whatever the shopper wrote. */
const leadMessage = ({ preset_message, message }: LeadFormValues) =>
  [preset_message, message].filter(Boolean).join('\n\n') || null

/** spec: finance §3 payload extras "rego, regoState, adjustmentAnswers" and the vehicle a trade-in is about. */
const tradeInPayload = (values: LeadFormValues, valuation: unknown) =>
  values.trade_make
    ? {
        regoState: values.regoState || null,
        adjustmentAnswers: values.adjustmentAnswers,
        trade_in: {
          make: values.trade_make,
          model: values.trade_model,
          year: Number(values.trade_year),
          km: Number(values.trade_km),
        },
        valuation: valuation ?? null,
      }
    : {}

/**
 * Write one lead with the local API (leads are create-denied to everyone else) and answer its id.
 * Every lead form stores through here. The id is all a caller needs: Payload's create otherwise
 * answers the stored lead at depth 2, reading back its site, car, dealership and tenant with their
 * own relations (about twenty queries, most of the intake's database time) for nobody to use. The
 * id comes with any selection; one small field keeps the read-back short. A lead of a suspected
 * write (src/data/intake-context.ts) is stored held: flagged, and never delivered until released.
 */
export async function createLead(
  data: RequiredDataFromCollectionSlug<'leads'>,
  req?: PayloadRequest,
): Promise<{ id: Id }> {
  const payload = await payloadClient()
  const held = intakeSuspected() ? ({ suspected: true, delivery_status: 'held' } as const) : {}
  const doc = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    req,
    depth: 0,
    select: { type: true },
    data: { ...data, ...held },
  })
  noteStoredLead(doc.id)
  return doc
}

/** The shopper's contact details as a lead stores them (every lead form asks the same ones). */
type LeadContact = {
  name: string
  last_name?: string | null
  email: string
  phone: string
  postcode?: string | null
  rego?: string | null
  opt_in: boolean
}

/**
 * The columns every new lead shares, whatever the form: its tenant and site, 'new', its analytics
 * event, the shopper's contact details and the sender's Idempotency-Key.
 */
export const newLeadColumns = (
  site: Pick<SiteContext, 'id' | 'tenantId'>,
  eventId: number,
  contact: LeadContact,
  idempotency?: { key: string; fingerprint: string },
) => ({
  tenant: site.tenantId as number,
  site: site.id as number,
  status: 'new' as const,
  event_id: eventId,
  name: contact.name,
  last_name: contact.last_name || null,
  email: contact.email,
  phone: contact.phone,
  postcode: contact.postcode || null,
  rego: contact.rego || null,
  opt_in: contact.opt_in,
  idempotency_key: idempotency?.key ?? null,
  idempotency_fingerprint: idempotency?.fingerprint ?? null,
})

/** The lead as Payload's data: what storeLead creates, and what the direct writer stores as columns. */
const leadData = ({ site, kind, car, values, eventId, extras, idempotency, dealershipId, valuation }: NewLead) =>
  ({
    ...newLeadColumns(site, eventId, values, idempotency),
    car: car?.id ?? null,
    dealership: (car?.dealership.id ?? dealershipId ?? null) as number | null,
    location_id: values.location_id || null,
    type: kind,
    category: extras.category,
    subcategory: extras.subcategory,
    message: leadMessage(values),
    preferred_time: values.preferred_time ? new Date(values.preferred_time).toISOString() : null,
    source: extras.source,
    payload: {
      ...extras,
      rego: values.rego || null,
      preset_message: values.preset_message || null,
      ...tradeInPayload(values, valuation),
      additional_services: values.additional_services,
      ...(values.offer_amount ? { offer_amount: Number(values.offer_amount) } : {}),
      delivery: PENDING_DELIVERY,
    },
  }) satisfies RequiredDataFromCollectionSlug<'leads'>

/**
 * Store the lead in the site's tenant. Throws when the database does; the caller answers the shopper.
 */
export async function storeLead(lead: NewLead, req?: PayloadRequest) {
  return createLead(leadData(lead), req)
}

/** The same lead as the columns of its row (src/data/lead-writer.ts). */
const leadColumns = (lead: NewLead): LeadColumns => {
  const { tenant, site, car, dealership, ...rest } = leadData(lead)
  return { ...rest, tenant_id: tenant, site_id: site, car_id: car, dealership_id: dealership }
}

/**
 * Store a lead (`store` writes it with the given req) and queue its delivery job in one transaction (ARCHITECTURE "Lead durability"):
 * both are written or neither is, so no stored lead lacks its job. On SQLite, where Payload's adapter
 * runs without transactions (libsql would block the event loop waiting on a second writer), the two
 * writes follow each other, and the jobs' sweep (src/jobs/sweep-leads.ts) queues the job of a
 * lead that a crash or a fault in between left without one. `store` is told whether a failure rolls
 * back what it wrote before (`rollsBack`), so that without a transaction it can undo its own writes.
 */
export async function storeWithDelivery<T extends { id: Id }>(
  store: (req: PayloadRequest, tx: { rollsBack: boolean }) => Promise<T>,
): Promise<T> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const own = await initTransaction(req)
  try {
    const doc = await store(req, { rollsBack: own })
    try {
      // A suspected lead is held: its job is queued when a person releases it (README "Security").
      if (!intakeSuspected()) await queueLeadDeliveryJob(payload, doc.id, { req })
    } catch (err) {
      if (own) throw err // the lead is rolled back with its job: the shopper is told to try again
      // No transaction (SQLite): the lead is stored and stays pending; the sweep queues its job.
      console.error(`[lead-delivery] lead ${doc.id} stored but its delivery job was not queued; the sweep will`, err)
    }
    if (own) await commitTransaction(req)
    return doc
  } catch (err) {
    if (own) await killTransaction(req)
    throw err
  }
}

const WRITER = Symbol.for('forecourt.leadWriter')
type WriterHolder = { [WRITER]?: ReturnType<typeof leadWriter> }

/**
 * A lead of any form about a car (or none), stored with its delivery job: on SQL databases by the
 * group-committing writer, else (MongoDB) through Payload's create in a transaction.
 */
export async function storeLeadWithDelivery(lead: NewLead): Promise<{ id: Id }> {
  const payload = await payloadClient()
  const writer = ((globalThis as WriterHolder)[WRITER] ??= leadWriter(payload))
  // The group writer queues every lead's job with it; a suspected lead is held without one.
  if (!writer.supported || intakeSuspected()) return storeWithDelivery((req) => storeLead(lead, req))
  const id = await writer.insert(leadColumns(lead))
  noteStoredLead(id)
  return { id }
}

/** The lead this site already stored under an Idempotency-Key, if any. */
export async function findLeadByIdempotencyKey(
  siteId: Id,
  key: string,
): Promise<{ id: Id; fingerprint: string | null } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ site: { equals: siteId } }, { idempotency_key: { equals: key } }] },
    depth: 0,
    limit: 1,
    select: { idempotency_fingerprint: true },
    overrideAccess: true,
  })
  const doc = docs[0] as { id: Id; idempotency_fingerprint?: string | null } | undefined
  return doc ? { id: doc.id, fingerprint: doc.idempotency_fingerprint ?? null } : null
}
