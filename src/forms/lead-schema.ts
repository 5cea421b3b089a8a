import { z } from 'zod'

import { LEAD_LIMITS, type LeadKind } from '@/domain/leads/constants'
import { isAustralianPhone, normalisePhone } from '@/domain/leads/phone'

import { LEAD_MESSAGES as M, REQUEST_PHOTOS_PRESET_MESSAGE } from './lead-messages'

export type LeadSchemaOptions = {
  kind: LeadKind
  /** site flag enquiry_message_optional (finance §5 "unless a site flag relaxes it") */
  messageOptional: boolean
  /** site flag require_terms (finance §5 "Some sites require agreeing to terms") */
  requireTerms: boolean
}

/** spec: finance §5 "Comments message is required unless a site flag relaxes it … Request Photos: message optional. Test drive: the date-time booking and message are optional." */
export const isMessageRequired = ({ kind, messageOptional }: Pick<LeadSchemaOptions, 'kind' | 'messageOptional'>) =>
  !messageOptional && kind !== 'request_photos' && kind !== 'test_drive' && kind !== 'reserve'

/** A datetime-local value ('2030-05-01T10:30') or an ISO date-time with an offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/
const isFutureDateTime = (v: string) => DATE_TIME.test(v) && Date.parse(v) > Date.now()

// Every text field defaults to '' through the schema itself (prefault), so a missing field and an
// empty input read the same, and the messages are the spec's rather than zod's type errors.
const text = (max: number) => z.string({ error: M.required }).trim().max(max, M.tooLong(max)).prefault('')
const requiredText = (max: number) => z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong(max)).prefault('')

/**
 * The one schema of the vehicle-page lead forms, used by the form (react-hook-form's resolver) and by
 * POST /api/leads alike. The shape is the same for every option; the options only switch rules on.
 */
export function leadFormSchema({ kind, messageOptional, requireTerms }: LeadSchemaOptions) {
  const messageRequired = isMessageRequired({ kind, messageOptional })
  return z.object({
    name: requiredText(LEAD_LIMITS.name),
    last_name: text(LEAD_LIMITS.name),
    email: requiredText(LEAD_LIMITS.email).refine((v) => v === '' || z.email().safeParse(v).success, M.email),
    // spec: finance §5 "removing non-digits; a leading 61 becomes 0" — stored in that form.
    phone: requiredText(40)
      .refine((v) => v === '' || isAustralianPhone(v), M.phone)
      .transform(normalisePhone),
    postcode: text(4 + 10).refine((v) => v === '' || /^\d{4}$/.test(v), M.postcode),
    // spec: finance §5 "Rego is optional". Plates are stored as written on them: upper case.
    rego: text(LEAD_LIMITS.rego).transform((v) => v.toUpperCase()),
    message: text(LEAD_LIMITS.message).refine((v) => !messageRequired || v !== '', M.required),
    // Test drive only: any other form's value is dropped.
    preferred_time: text(40)
      .refine((v) => kind !== 'test_drive' || v === '' || isFutureDateTime(v), M.preferredTime)
      .transform((v) => (kind === 'test_drive' ? v : '')),
    opt_in: z.boolean().default(true),
    terms: z
      .boolean()
      .prefault(false)
      .refine((v) => !requireTerms || v, M.terms),
    location_id: text(50),
    car_id: requiredText(200),
    // spec: finance §3 the Request Photos form's hidden preset; never taken from the client.
    preset_message: text(200).transform(() => (kind === 'request_photos' ? REQUEST_PHOTOS_PRESET_MESSAGE : '')),
  })
}

export type LeadFormSchema = ReturnType<typeof leadFormSchema>
/** What the form holds (every field may be missing). */
export type LeadFormInput = z.input<LeadFormSchema>
/** What a valid submission becomes: trimmed, phone normalised, preset filled in. */
export type LeadFormValues = z.output<LeadFormSchema>

/**
 * spec: finance §3 "lead_attributes (visited_pages, linked_query_params)". Sent by the page when it
 * has them; bounded so a shopper cannot store an arbitrary document.
 */
export const leadAttributesSchema = z
  .object({
    visited_pages: z.array(z.string().max(LEAD_LIMITS.url)).max(LEAD_LIMITS.visitedPages).default([]),
    linked_query_params: z
      .record(z.string().max(100), z.string().max(500))
      .refine((r) => Object.keys(r).length <= LEAD_LIMITS.linkedQueryParams, M.leadAttributes)
      .default({}),
  })
  .strict()
  .default({ visited_pages: [], linked_query_params: {} })

export type LeadAttributes = z.output<typeof leadAttributesSchema>
