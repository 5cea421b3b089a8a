import type { LeadKind } from '@/domain/leads/constants'
import type { LeadPayloadExtras } from '@/domain/leads/extras'
import type { LeadFormValues } from '@/forms/lead-schema'
import { PENDING_DELIVERY } from '@/integrations/lead-delivery'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { queueLeadDeliveryJob } from './lead-delivery'

import type { CarWithRelations } from './cars'
import { payloadClient } from './payload'
import type { SiteContext } from './sites'

type Id = number | string

/** Whether the location belongs to this dealership (and tenant); a malformed id is simply not one. */
export async function isLocationOfDealership(locationId: string, dealershipId: Id, tenantId: Id): Promise<boolean> {
  const payload = await payloadClient()
  try {
    const { totalDocs } = await payload.count({
      collection: 'locations',
      where: { and: [{ id: { equals: locationId } }, { dealership: { equals: dealershipId } }, { tenant: { equals: tenantId } }] },
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
  car: CarWithRelations
  values: LeadFormValues
  eventId: number
  extras: LeadPayloadExtras
  /** The sender's Idempotency-Key and a hash of what it sent with it. */
  idempotency?: { key: string; fingerprint: string }
}

/** The message a dealer reads: the Request Photos preset first, then whatever the shopper wrote. */
const leadMessage = ({ preset_message, message }: LeadFormValues) => [preset_message, message].filter(Boolean).join('\n\n') || null

/**
 * Store the lead with the local API (leads are create-denied to everyone else), in the site's tenant.
 * Throws when the database does; the caller answers the shopper.
 */
export async function storeLead({ site, kind, car, values, eventId, extras, idempotency }: NewLead, req?: PayloadRequest) {
  const payload = await payloadClient()
  return payload.create({
    collection: 'leads',
    overrideAccess: true,
    req,
    data: {
      tenant: site.tenantId as number,
      site: site.id as number,
      car: car.id,
      dealership: car.dealership.id,
      location_id: values.location_id || null,
      type: kind,
      status: 'new',
      event_id: eventId,
      category: extras.category,
      subcategory: extras.subcategory,
      name: values.name,
      last_name: values.last_name || null,
      email: values.email,
      phone: values.phone,
      postcode: values.postcode || null,
      rego: values.rego || null,
      message: leadMessage(values),
      preferred_time: values.preferred_time ? new Date(values.preferred_time).toISOString() : null,
      opt_in: values.opt_in,
      source: extras.source,
      payload: { ...extras, rego: values.rego || null, preset_message: values.preset_message || null, delivery: PENDING_DELIVERY },
      idempotency_key: idempotency?.key ?? null,
      idempotency_fingerprint: idempotency?.fingerprint ?? null,
    },
  })
}

/**
 * Store the lead and queue its delivery job in one transaction (ARCHITECTURE "Lead durability"):
 * both are written or neither is, so no stored lead lacks its job. On SQLite, where Payload's adapter
 * runs without transactions (libsql would block the event loop waiting on a second writer), the two
 * writes follow each other, and the jobs' sweep (src/jobs/sweep-leads.ts) queues the job of a
 * lead that a crash or a fault in between left without one.
 */
export async function storeLeadWithDelivery(lead: NewLead) {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const own = await initTransaction(req)
  try {
    const doc = await storeLead(lead, req)
    try {
      await queueLeadDeliveryJob(payload, doc.id, { req })
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

/** The lead this site already stored under an Idempotency-Key, if any. */
export async function findLeadByIdempotencyKey(siteId: Id, key: string): Promise<{ id: Id; fingerprint: string | null } | null> {
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
