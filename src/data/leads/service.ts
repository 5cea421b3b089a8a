import type { ServiceLeadKind } from '@/domain/leads/kinds'
import { formatKm } from '@/domain/text/number'
import type { ServiceLeadValues } from '@/forms/service-lead-schema'

import type { DirectoryDealership, SiteLocation } from '../sites/locations'
import type { LeadDraft } from './draft'

export type NewServiceLead = {
  kind: ServiceLeadKind
  location: SiteLocation
  dealership: DirectoryDealership
  values: ServiceLeadValues
  eventId: number
  extras: Record<string, unknown>
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`

/** What the dealer reads first: the booking facts, then the shopper's words. */
function serviceMessage({ preferred_date, odometer, message, vehicle }: ServiceLeadValues) {
  const facts = [
    vehicle ? `Vehicle: ${vehicle}` : null,
    preferred_date ? `Preferred date: ${ddmmyyyy(preferred_date)}` : null,
    odometer !== null ? `Odometer: ${formatKm(odometer)}` : null,
  ].filter(Boolean)
  return [facts.join('\n'), message].filter(Boolean).join('\n\n') || null
}

/**
 * A service booking or parts enquiry (a lead with no car) for the location's dealership, as the
 * intake stores it (src/data/leads/intake.ts).
 */
export const serviceLeadDraft = ({
  kind,
  location,
  dealership,
  values,
  eventId,
  extras,
}: NewServiceLead): LeadDraft => ({
  type: kind,
  car: null,
  dealership: dealership.id,
  location_id: String(location.id),
  event_id: eventId,
  category: String(extras.category),
  subcategory: null,
  source: String(extras.source),
  contact: values,
  message: serviceMessage(values),
  payload: {
    ...extras,
    rego: values.rego || null,
    vehicle: values.vehicle || null,
    odometer: values.odometer,
    preferred_date: values.preferred_date || null,
  },
})
