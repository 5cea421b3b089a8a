import type { PayloadRequest } from 'payload'

import type { ServiceLeadKind } from '@/domain/leads/kinds'
import { formatKm } from '@/domain/text/number'
import type { ServiceLeadValues } from '@/forms/service-lead-schema'
import { PENDING_DELIVERY } from '@/integrations/lead-delivery'

import { createLead, newLeadColumns } from './leads'
import type { DirectoryDealership, SiteLocation } from './locations'
import type { SiteContext } from './sites'

export type NewServiceLead = {
  site: Pick<SiteContext, 'id' | 'tenantId'>
  kind: ServiceLeadKind
  location: SiteLocation
  dealership: DirectoryDealership
  values: ServiceLeadValues
  eventId: number
  extras: Record<string, unknown>
  idempotency?: { key: string; fingerprint: string }
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`

/** What the dealer reads first: the booking facts, then the shopper's words. */
function serviceMessage({ preferred_date, odometer, message }: ServiceLeadValues) {
  const facts = [
    preferred_date ? `Preferred date: ${ddmmyyyy(preferred_date)}` : null,
    odometer !== null ? `Odometer: ${formatKm(odometer)}` : null,
  ].filter(Boolean)
  return [facts.join('\n'), message].filter(Boolean).join('\n\n') || null
}

/**
 * Store a service booking or parts enquiry (a lead with no car) with the local API, in the site's
 * tenant, for the location's dealership, within the caller's transaction (`storeWithDelivery`).
 * Throws when the database does; the caller answers.
 */
export async function storeServiceLead(
  { site, kind, location, dealership, values, eventId, extras, idempotency }: NewServiceLead,
  req?: PayloadRequest,
) {
  return createLead(
    {
      ...newLeadColumns(site, eventId, values, idempotency),
      car: null,
      dealership: dealership.id as number,
      location_id: String(location.id),
      type: kind,
      category: String(extras.category),
      subcategory: null,
      message: serviceMessage(values),
      source: String(extras.source),
      payload: {
        ...extras,
        rego: values.rego || null,
        odometer: values.odometer,
        preferred_date: values.preferred_date || null,
        delivery: PENDING_DELIVERY,
      },
    },
    req,
  )
}
