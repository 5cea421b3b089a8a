import { z } from 'zod'

import { LEAD_KINDS } from '@/domain/leads/kinds'
import { isAustralianPhone } from '@/domain/leads/phone'
import { REGO_STATES } from '@/domain/trade-in/valuation'
import { CreateCustomerBody, FinanceLeadBody, QuoteBody } from '@/forms/finance-schema'
import { LEAD_MESSAGES as M } from '@/forms/lead-messages'
import { leadAttributesSchema, leadFormSchemaFor } from '@/forms/lead-schema'
import { checkCodeBody, sendCodeBody } from '@/forms/verification-schema'

import { contract, LeadAccepted } from './define'

/** What every POST /api/enquiries carries beside the form's fields: which form, and the page history. */
export const EnquiryEnvelope = z.object({
  kind: z.enum(LEAD_KINDS, { error: M.kind }),
  lead_attributes: leadAttributesSchema,
})

/**
 * The enquiry as documented: the envelope and the lead form's fields (src/forms/lead-schema.ts).
 * Which fields are required depends on the kind and the site's flags; the route builds that schema
 * per request with the same function.
 */
const EnquiryBody = EnquiryEnvelope.and(
  leadFormSchemaFor({ kind: 'enquiry', messageOptional: false, requireTerms: false }),
)

/** The vehicle step of the trade-in form (finance §2); the same bounds as the lead schema's trade fields. */
export const TradeInValuationBody = z.object({
  make: z.string({ error: M.required }).trim().min(1, M.required).max(60, M.tooLong(60)),
  model: z.string({ error: M.required }).trim().min(1, M.required).max(60, M.tooLong(60)),
  year: z.coerce
    .number({ error: M.tradeYear })
    .int(M.tradeYear)
    .min(1950, M.tradeYear)
    .refine((y) => y <= new Date().getFullYear() + 1, M.tradeYear),
  km: z.coerce.number({ error: M.tradeKm }).int(M.tradeKm).min(0, M.tradeKm).max(9_999_999, M.tradeKm),
})

/** finance §3 "rego, regoState": the plate (the lead's rego bound) and the state that issued it. */
export const TradeInRegoBody = z.object({
  rego: z.string({ error: M.required }).trim().min(1, M.required).max(12, M.tooLong(12)),
  state: z.enum(REGO_STATES, { error: M.required }),
})

/** finance §7 check-if-contact-exists: the one query parameter. */
export const ContactPhoneQuery = z.object({
  phone_number: z
    .string({ error: 'Send the phone_number to look up.' })
    .trim()
    .min(1, 'Send the phone_number to look up.')
    .max(32, 'That is not a phone number.')
    .refine(isAustralianPhone, 'That is not a phone number.'),
})

const Quote = z.object({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
})

/** src/domain/trade-in/valuation.ts `Valuation`: a range, or why there is none. */
const TradeInValuation = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('estimate'),
    low: z.number(),
    high: z.number(),
    comparables: z.number(),
    note: z.string(),
  }),
  z.object({
    status: z.enum(['no_online_estimate', 'too_few_comparables']),
    low: z.null(),
    high: z.null(),
    comparables: z.number(),
    note: z.string(),
  }),
])

export const leadContracts = {
  enquiries: contract({
    method: 'POST',
    path: '/api/enquiries',
    summary: 'Every lead form (vehicle page, contact, test drive, trade-in, service and parts)',
    audience: 'public',
    request: EnquiryBody,
    response: LeadAccepted,
    status: 201,
    errors: [400, 404, 413, 415, 422, 429, 503],
    idempotent: true,
  }),
  'custom-form': contract({
    method: 'POST',
    path: '/api/custom-forms/{slug}',
    summary: "A staff-defined form's answers, by field name",
    audience: 'public',
    request: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])),
    params: z.object({ slug: z.string().min(1).max(200) }),
    response: LeadAccepted,
    status: 201,
    errors: [400, 404, 413, 415, 422, 429, 503],
    idempotent: true,
  }),
  'finance-lead': contract({
    method: 'POST',
    path: '/api/finance/lead',
    summary: "The finance enquiry's lead (finance §4), keyed by its verification proof",
    audience: 'public',
    request: FinanceLeadBody(false),
    response: LeadAccepted,
    status: 201,
    errors: [400, 403, 404, 413, 429, 503],
    idempotent: true,
  }),
  'finance-quote': contract({
    method: 'POST',
    path: '/api/youx/quote',
    summary: "The lender's instant quote for a car (finance §7)",
    audience: 'public',
    request: QuoteBody,
    response: Quote,
    status: 200,
    errors: [400, 404, 413, 429, 502],
    idempotent: true,
  }),
  'finance-customer': contract({
    method: 'POST',
    path: '/api/youx/create-customer',
    summary: 'Creates the finance customer with the lender (finance §7)',
    audience: 'public',
    request: CreateCustomerBody,
    response: z.object({ redirectUrl: z.string() }),
    status: 200,
    errors: [400, 403, 404, 413, 429, 502],
    idempotent: true,
  }),
  'send-code': contract({
    method: 'POST',
    path: '/api/rate-limit',
    summary: 'Texts a phone code (finance §4 "Code sending")',
    audience: 'public',
    request: sendCodeBody(),
    response: z.object({ ok: z.literal(true), expires_at: z.string().optional() }),
    status: 200,
    errors: [400, 404, 413, 429, 502, 503],
    idempotent: true,
  }),
  'verify-code': contract({
    method: 'POST',
    path: '/api/verify-code',
    summary: 'Checks a phone code; answers the proof the finance submit carries',
    audience: 'public',
    request: checkCodeBody(),
    response: z.object({ ok: z.literal(true), verification: z.string() }),
    status: 200,
    errors: [400, 404, 413, 422, 429, 503],
    idempotent: true,
  }),
  'contact-exists': contract({
    method: 'GET',
    path: '/api/check-if-contact-exists',
    summary: "Whether the site's tenant has a contact with this number (finance §7)",
    audience: 'public',
    request: ContactPhoneQuery,
    response: z.object({ exists: z.boolean() }),
    status: 200,
    errors: [400, 404, 429, 503],
  }),
  'trade-in-rego': contract({
    method: 'POST',
    path: '/api/trade-in/rego',
    summary:
      'The vehicle of a rego and state, for the trade-in form to fill in (finance §4 "rego plus regoState lookup")',
    audience: 'public',
    request: TradeInRegoBody,
    response: z.object({
      vehicle: z.object({ make: z.string(), model: z.string(), year: z.number(), badge: z.string().nullable() }),
    }),
    status: 200,
    errors: [400, 404, 429, 503],
  }),
  'trade-in-valuation': contract({
    method: 'POST',
    path: '/api/trade-in/valuation',
    summary: "The trade-in form's indicative range, from the site's own stock",
    audience: 'public',
    request: TradeInValuationBody,
    response: TradeInValuation,
    status: 200,
    errors: [400, 404, 429, 503],
    idempotent: true,
  }),
} as const
