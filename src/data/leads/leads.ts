import type { Id } from '@/domain/ids'
import type { LeadPayloadExtras } from '@/domain/leads/extras'
import type { LeadKind } from '@/domain/leads/kinds'
import type { LeadFormValues } from '@/forms/lead-schema'

import type { CarWithRelations } from '../cars/cars'
import { payloadClient } from '../runtime/payload'
import type { LeadDraft } from './draft'

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
}

/**
 * The message a dealer reads: the Request Photos preset first, the vehicle a test drive without a
 * car is for, then whatever the shopper wrote.
 */
const leadMessage = ({ preset_message, message }: LeadFormValues, vehicle: string | null) =>
  [preset_message, vehicle ? `Vehicle: ${vehicle}` : null, message].filter(Boolean).join('\n\n') || null

/** The vehicle the shopper named: only on a test drive without a car (a car's lead names its car). */
const namedVehicle = (kind: string, car: unknown, values: LeadFormValues) =>
  kind === 'test_drive' && !car && values.vehicle ? values.vehicle : null

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

/** A lead of a form about a car (or none) as the intake stores it (src/data/leads/intake.ts). */
export const enquiryDraft = ({ kind, car, values, eventId, extras, dealershipId, valuation }: NewLead): LeadDraft => ({
  type: kind,
  car: car?.id ?? null,
  dealership: car?.dealership.id ?? dealershipId ?? null,
  location_id: values.location_id || null,
  event_id: eventId,
  category: extras.category,
  subcategory: extras.subcategory,
  source: extras.source,
  contact: values,
  message: leadMessage(values, namedVehicle(kind, car, values)),
  preferred_time: values.preferred_time ? new Date(values.preferred_time).toISOString() : null,
  payload: {
    ...extras,
    rego: values.rego || null,
    vehicle: namedVehicle(kind, car, values),
    preset_message: values.preset_message || null,
    ...tradeInPayload(values, valuation),
    additional_services: values.additional_services,
    ...(values.offer_amount ? { offer_amount: Number(values.offer_amount) } : {}),
  },
})
