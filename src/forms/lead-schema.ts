import { z } from 'zod'

import { CONTACT_CATEGORIES, DEFAULT_CONTACT_CATEGORY } from '@/domain/leads/category'
import { LEAD_LIMITS } from '@/domain/leads/extras'
import { ADDITIONAL_SERVICES_LIMITS } from '@/domain/leads/form-options'
import { CAR_OPTIONAL_KINDS, type LeadKind } from '@/domain/leads/kinds'
import { isAustralianPhone, normalisePhone } from '@/domain/leads/phone'
import { ADJUSTMENT_QUESTIONS, REGO_STATES } from '@/domain/trade-in/valuation'
import { OPT_IN_DEFAULT } from '@/forms/consent'

import { LEAD_MESSAGES as M, REQUEST_PHOTOS_PRESET_MESSAGE } from './lead-messages'
import { isMessageRequired } from './lead-rules'

export type LeadSchemaOptions = {
  kind: LeadKind
  /** site flag enquiry_message_optional (finance §5 "unless a site flag relaxes it") */
  messageOptional: boolean
  /** site flag require_terms (finance §5 "Some sites require agreeing to terms") */
  requireTerms: boolean
  /**
   * spec: finance §5 "Preferred-dealership select is required when the site has several dealerships
   * and the field is not removed" (and the form names no car, whose dealership it would be).
   */
  dealershipRequired?: boolean
  /** spec: finance §5 "Location select is required when shown." */
  locationRequired?: boolean
}

/** Whether a form must name a car of the site (the vehicle page's forms); the site's own pages may not. */
export const isCarRequired = (kind: LeadKind) => !CAR_OPTIONAL_KINDS.includes(kind)

/** The trade-in's first registration year: 1950 to next year (ours; the spec gives no bounds). */
const tradeYearOk = (v: string) => /^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= new Date().getFullYear() + 1
/** Kilometres as digits, with the separators the km input shows (finance §5 "Kilometre input: suffix ' kms'"). */
const kmDigits = (v: string) => v.replace(/[\s,]|kms?$/gi, '')
const ADJUSTMENT_KEYS = new Set<string>(ADJUSTMENT_QUESTIONS.map((q) => q.key))

/** Built once: a schema made inside a refine was built again for every lead. */
const EMAIL = z.email()

/** A datetime-local value ('2030-05-01T10:30') or an ISO date-time with an offset. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/
const isFutureDateTime = (v: string) => DATE_TIME.test(v) && Date.parse(v) > Date.now()

// Every text field defaults to '' through the schema itself (prefault), so a missing field and an
// empty input read the same, and the messages are the spec's rather than zod's type errors.
const text = (max: number) => z.string({ error: M.required }).trim().max(max, M.tooLong(max)).prefault('')
const requiredText = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, M.tooLong(max)).prefault('')

/**
 * The one schema of the vehicle-page lead forms, used by the form (react-hook-form's resolver) and by
 * POST /api/enquiries alike. The shape is the same for every option; the options only switch rules on.
 */
export function leadFormSchema({
  kind,
  messageOptional,
  requireTerms,
  dealershipRequired = false,
  locationRequired = false,
}: LeadSchemaOptions) {
  const messageRequired = isMessageRequired({ kind, messageOptional })
  const tradeIn = kind === 'trade_in'
  /** A trade-in field: required on the trade-in form, dropped from any other. */
  const tradeText = (max: number, ok: (v: string) => boolean, message: string) =>
    text(max)
      .refine((v) => !tradeIn || v !== '', M.required)
      .refine((v) => !tradeIn || v === '' || ok(v), message)
      .transform((v) => (tradeIn ? v : ''))
  const offer = kind === 'offer_accepted'
  return z.object({
    name: requiredText(LEAD_LIMITS.name),
    last_name: text(LEAD_LIMITS.name),
    email: requiredText(LEAD_LIMITS.email).refine((v) => v === '' || EMAIL.safeParse(v).success, M.email),
    // spec: finance §5 "removing non-digits; a leading 61 becomes 0" — stored in that form.
    phone: requiredText(40)
      .refine((v) => v === '' || isAustralianPhone(v), M.phone)
      .transform(normalisePhone),
    // spec: finance §5 "Postcode (trade-in contact form): required, exactly 4 digits".
    postcode: text(4 + 10).refine((v) => (v === '' ? !tradeIn : /^\d{4}$/.test(v)), M.postcode),
    // spec: finance §5 "Rego is optional". Plates are stored as written on them: upper case.
    rego: text(LEAD_LIMITS.rego).transform((v) => v.toUpperCase()),
    // Which vehicle: the one to test drive when no car is chosen, the one to service (the service
    // form picks it from this schema). Optional; the shopper's own words.
    vehicle: text(LEAD_LIMITS.vehicle),
    message: text(LEAD_LIMITS.message).refine((v) => !messageRequired || v !== '', M.required),
    // Test drive only: any other form's value is dropped.
    preferred_time: text(40)
      .refine((v) => kind !== 'test_drive' || v === '' || isFutureDateTime(v), M.preferredTime)
      .transform((v) => (kind === 'test_drive' ? v : '')),
    opt_in: z.boolean().default(OPT_IN_DEFAULT),
    terms: z
      .boolean()
      .prefault(false)
      .refine((v) => !requireTerms || v, M.terms),
    location_id: text(50).refine((v) => !locationRequired || v !== '', M.required),
    car_id: isCarRequired(kind) ? requiredText(200) : text(200),
    // spec: finance §3 the Request Photos form's hidden preset; never taken from the client.
    preset_message: text(200).transform(() => (kind === 'request_photos' ? REQUEST_PHOTOS_PRESET_MESSAGE : '')),
    // --- the site's own forms (finance §2, §5); dropped from any form that does not show them.
    // spec: finance §5 "Category select (default 'General Enquiry') is required when the event is 22 or the category is General Enquiry."
    category: z
      .union([z.enum(CONTACT_CATEGORIES), z.literal('')], { error: M.category })
      .prefault(kind === 'contact' ? DEFAULT_CONTACT_CATEGORY : '')
      .refine((v) => kind !== 'contact' || v !== '', M.required)
      .transform((v) => (kind === 'contact' ? v : '')),
    /** The preferred dealership's slug (a group site's select). */
    dealership: text(200).refine((v) => !dealershipRequired || v !== '', M.required),
    // spec: finance §3 payload extras "rego, regoState, adjustmentAnswers" (the trade-in steps).
    regoState: z
      .union([z.enum(REGO_STATES), z.literal('')], { error: M.regoState })
      .prefault('')
      .transform((v) => (tradeIn ? v : '')),
    trade_make: tradeText(60, () => true, M.required),
    trade_model: tradeText(60, () => true, M.required),
    trade_year: tradeText(4, tradeYearOk, M.tradeYear),
    trade_km: tradeText(12, (v) => /^\d{1,7}$/.test(kmDigits(v)), M.tradeKm).transform((v) => (v ? kmDigits(v) : '')),
    // spec: finance §5 "checked options marked 'check_option' become an additional_services list"
    // (src/domain/leads/form-options.ts gathers them before this schema reads the body).
    additional_services: z
      .array(z.string({ error: M.additionalServices }).trim().min(1).max(ADDITIONAL_SERVICES_LIMITS.length), {
        error: M.additionalServices,
      })
      .max(ADDITIONAL_SERVICES_LIMITS.count, M.additionalServices)
      .prefault([])
      .transform((list) => [...new Set(list)]),
    // The amount the shopper accepts (finance §5 "Money input"), as digits: required to accept an offer, dropped elsewhere.
    offer_amount: text(12)
      .transform((v) => v.replace(/[\s,$]/g, ''))
      .refine((v) => !offer || v !== '', M.required)
      .refine((v) => !offer || v === '' || (/^\d{1,9}$/.test(v) && Number(v) > 0), M.offerAmount)
      .transform((v) => (offer ? v : '')),
    adjustmentAnswers: z
      // An unanswered radio question holds null in the form: the questions are optional.
      .record(z.string().max(40), z.string().max(40).nullable(), { error: M.adjustmentAnswers })
      .prefault({})
      .refine((r) => Object.keys(r).every((k) => ADJUSTMENT_KEYS.has(k)), M.adjustmentAnswers)
      .transform((r): Record<string, string> =>
        tradeIn ? Object.fromEntries(Object.entries(r).filter((e): e is [string, string] => Boolean(e[1]))) : {},
      ),
  })
}

export type LeadFormSchema = ReturnType<typeof leadFormSchema>

const builtSchemas = new Map<string, LeadFormSchema>()
/**
 * leadFormSchema built once per set of options: the options are a few flags, and building (and zod's
 * first-parse compilation of) a schema per request cost every lead POST its share of CPU.
 */
export function leadFormSchemaFor(options: LeadSchemaOptions): LeadFormSchema {
  const key = [
    options.kind,
    options.messageOptional,
    options.requireTerms,
    options.dealershipRequired ?? false,
    options.locationRequired ?? false,
  ].join('|')
  let schema = builtSchemas.get(key)
  if (!schema) builtSchemas.set(key, (schema = leadFormSchema(options)))
  return schema
}
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
