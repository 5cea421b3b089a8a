import { z } from 'zod'

import type { ServiceLeadKind } from '@/domain/leads/kinds'

import { LEAD_MESSAGES as M } from './lead-messages'
import { leadFormSchema } from './lead-schema'

/** Our wording (the spec leaves these forms' messages "not shown"). */
export const SERVICE_LEAD_MESSAGES = {
  odometer: 'Please enter the odometer reading in km, digits only.',
  preferredDate: 'Please choose today or a later date.',
  closedThatDay: 'That location is closed on this day. Please choose another date.',
  location: 'Choose one of our locations.',
} as const

/** Odometer readings above this are typing mistakes (ours; 2 million km). */
export const ODOMETER_MAX = 2_000_000

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

export type ServiceLeadSchemaOptions = {
  kind: ServiceLeadKind
  /** site flag require_terms (finance §5) */
  requireTerms: boolean
  /** 'YYYY-MM-DD': the earliest preferred date (today where the location is) */
  today: string
}

/**
 * The service booking and parts enquiry forms (docs/features/locations.md "Locations, hours, service and reviews",
 * "Service and parts leads"): the vehicle forms' contact fields and rules (the same schema,
 * picked), a location, and for a service the rego, odometer, preferred date and the work wanted;
 * for parts, the parts wanted. Used by the form and by POST /api/enquiries alike.
 */
export function serviceLeadSchema({ kind, requireTerms, today }: ServiceLeadSchemaOptions) {
  const contact = leadFormSchema({ kind: 'enquiry', messageOptional: false, requireTerms }).pick({
    name: true,
    last_name: true,
    email: true,
    phone: true,
    postcode: true,
    rego: true,
    vehicle: true,
    message: true,
    opt_in: true,
    terms: true,
  })
  return contact.extend({
    location_id: z
      .string({ error: M.required })
      .trim()
      .min(1, SERVICE_LEAD_MESSAGES.location)
      .max(50, SERVICE_LEAD_MESSAGES.location)
      .prefault(''),
    odometer: z
      .string({ error: M.required })
      .trim()
      .max(12, SERVICE_LEAD_MESSAGES.odometer)
      .prefault('')
      .transform((v) => v.replace(/[,\s]/g, '').replace(/km$/i, ''))
      .refine((v) => v === '' || (/^\d{1,7}$/.test(v) && Number(v) <= ODOMETER_MAX), SERVICE_LEAD_MESSAGES.odometer)
      .transform((v) => (kind === 'service' && v !== '' ? Number(v) : null)),
    preferred_date: z
      .string({ error: M.required })
      .trim()
      .max(10, SERVICE_LEAD_MESSAGES.preferredDate)
      .prefault('')
      .refine(
        (v) => v === '' || (DATE_ONLY.test(v) && !Number.isNaN(Date.parse(v)) && v >= today),
        SERVICE_LEAD_MESSAGES.preferredDate,
      )
      .transform((v) => (kind === 'service' ? v : '')),
  })
}

export type ServiceLeadSchema = ReturnType<typeof serviceLeadSchema>
export type ServiceLeadInput = z.input<ServiceLeadSchema>
export type ServiceLeadValues = z.output<ServiceLeadSchema>
