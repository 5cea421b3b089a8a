import type { RequiredDataFromCollectionSlug } from 'payload'

import type { LeadColumns } from '@/db/lead-sql'
import type { Id } from '@/domain/ids'
import { PENDING_DELIVERY } from '@/integrations/lead-delivery'
import type { Lead } from '@/payload-types'

import type { SiteContext } from '../sites/sites'

/** The shopper's contact details as a lead stores them (a staff-defined form may lack any of them). */
export type LeadContact = {
  name: string | null
  last_name?: string | null
  email: string | null
  phone: string | null
  postcode?: string | null
  rego?: string | null
  opt_in: boolean
}

/**
 * A validated lead as a route decides it (docs/features/leads.md "Lead forms"): what the shopper sent and what it is
 * about. The intake (src/data/leads/intake.ts) adds the rest: tenant, site, status 'new', the
 * Idempotency-Key, the pending delivery, and the hold of a suspected write.
 */
export type LeadDraft = {
  type: Lead['type']
  car?: Id | null
  /** the car's dealership, or the one the lead is for (chosen, the location's, the site's only one) */
  dealership: Id | null
  location_id?: string | null
  /** spec: finance §9 event ids */
  event_id: number
  category: string | null
  subcategory: string | null
  source: string | null
  contact: LeadContact
  message: string | null
  preferred_time?: string | null
  /** the form's own data (finance §3 "Payload extras") */
  payload: Record<string, unknown>
}

export type IntakeSite = Pick<SiteContext, 'id' | 'tenantId'>

/** The sender's key and a hash of what it sent with it (docs/features/security.md "Idempotent leads"). */
export type IdempotencyClaim = { key: string; fingerprint: string }

/** The lead as Payload's data: what Payload's create stores. */
export const leadData = (site: IntakeSite, draft: LeadDraft, claim?: IdempotencyClaim) =>
  ({
    tenant: site.tenantId as number,
    site: site.id as number,
    car: (draft.car ?? null) as number | null,
    dealership: draft.dealership as number | null,
    location_id: draft.location_id || null,
    type: draft.type,
    status: 'new' as const,
    event_id: draft.event_id,
    category: draft.category,
    subcategory: draft.subcategory,
    source: draft.source,
    name: draft.contact.name,
    last_name: draft.contact.last_name || null,
    email: draft.contact.email,
    phone: draft.contact.phone,
    postcode: draft.contact.postcode || null,
    rego: draft.contact.rego || null,
    opt_in: draft.contact.opt_in,
    message: draft.message,
    preferred_time: draft.preferred_time || null,
    payload: { ...draft.payload, delivery: PENDING_DELIVERY },
    idempotency_key: claim?.key ?? null,
    idempotency_fingerprint: claim?.fingerprint ?? null,
  }) satisfies RequiredDataFromCollectionSlug<'leads'>

/** The same lead as the columns of its row (the group writer, src/data/leads/writer.ts). */
export const leadColumns = (site: IntakeSite, draft: LeadDraft, claim?: IdempotencyClaim): LeadColumns => {
  const { tenant, site: siteId, car, dealership, ...rest } = leadData(site, draft, claim)
  return { ...rest, tenant_id: tenant, site_id: siteId, car_id: car, dealership_id: dealership }
}
