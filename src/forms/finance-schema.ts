import { z } from 'zod'

import {
  clampQuotePrice,
  CREDIT_RATINGS,
  QUOTE_PRICE_DEFAULT,
  QUOTE_TERM_DEFAULT,
  QUOTE_TERM_MAX,
  QUOTE_TERM_MIN,
} from '@/domain/finance/quote'
import { LEAD_LIMITS } from '@/domain/leads/extras'
import { isAustralianPhone, normalisePhone } from '@/domain/leads/phone'
import { OPT_IN_DEFAULT } from '@/forms/consent'

import { FINANCE_MESSAGES } from './finance-messages'
import { LEAD_MESSAGES as M } from './lead-messages'
import { leadAttributesSchema } from './lead-schema'
import { codePhone, verificationCode } from './verification-schema'

const text = (max: number) => z.string({ error: M.required }).trim().max(max, M.tooLong(max)).prefault('')
const requiredText = (max: number) => text(max).refine((v) => v !== '', M.required)

/**
 * Step 1, the quick estimate (finance §5): price digits only, clamped to 10,000–200,000 (default
 * 30,000); term 1–7 whole years (default 5); credit rating GREAT (default), DECENT or POOR; helper
 * name optional.
 */
export const financeQuoteFields = {
  amount: z
    .union([z.string().max(20), z.number()])
    .prefault(String(QUOTE_PRICE_DEFAULT))
    .transform((v) => clampQuotePrice(v)),
  term: z.coerce.number().int().min(QUOTE_TERM_MIN).max(QUOTE_TERM_MAX).prefault(QUOTE_TERM_DEFAULT),
  selfAssessedCreditScore: z.enum(CREDIT_RATINGS).prefault('GREAT'),
  whoIsHelping: text(80),
}

/**
 * Step 2, from the name field on (finance §2 "Its form has two steps, split at the name field").
 * `landlines`: the site lets a landline have the code (the `sms_landlines` site feature).
 */
export const financeDetailFields = (postcodeRequired: boolean, landlines = false) => ({
  name: requiredText(LEAD_LIMITS.name),
  last_name: text(LEAD_LIMITS.name),
  email: requiredText(LEAD_LIMITS.email).refine((v) => v === '' || z.email().safeParse(v).success, M.email),
  phone: codePhone(landlines),
  code: verificationCode,
  // spec: finance §5 "Postcode is required on one site variant (placeholder 1234)".
  postcode: text(4 + 10).refine((v) => (v === '' ? !postcodeRequired : /^\d{4}$/.test(v)), M.postcode),
  subscribe: z.boolean().prefault(OPT_IN_DEFAULT),
})

/** The whole form, as react-hook-form validates it and the finance lead route checks it. */
export const financeEnquirySchema = (postcodeRequired: boolean, landlines = false) =>
  z.object({ ...financeQuoteFields, ...financeDetailFields(postcodeRequired, landlines) })
export const financeStepOneSchema = z.object(financeQuoteFields)

export type FinanceEnquiryInput = z.input<ReturnType<typeof financeEnquirySchema>>
export type FinanceEnquiryValues = z.output<ReturnType<typeof financeEnquirySchema>>

/** What the page adds: the car (id), the preferred dealership, and the page history. */
export const financeContextFields = {
  car_id: text(200),
  dealership_slug: text(200),
  lead_attributes: leadAttributesSchema,
}

/** POST /api/youx/quote (finance §7): the estimate's inputs and the car. */
export const QuoteBody = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_RATINGS).prefault('GREAT'),
  purchasePrice: z.union([z.string().max(20), z.number()]).transform((v) => clampQuotePrice(v)),
  loanTerm: financeQuoteFields.term,
  year: z.coerce.number().int().min(1900).max(2100).nullable().optional(),
  vin: z.string().trim().max(20).nullable().optional(),
  nvic: z.string().trim().max(20).nullable().optional(),
  whoIsHelping: text(80),
  car_id: text(200),
})

/** POST /api/finance/lead: the enquiry (the code already verified: `verification` proves it). */
export const FinanceLeadBody = (postcodeRequired: boolean, landlines = false) =>
  z.object({
    ...financeQuoteFields,
    ...financeDetailFields(postcodeRequired, landlines),
    code: text(10), // checked already; the proof stands for it
    ...financeContextFields,
    verification: z.string().trim().min(1, FINANCE_MESSAGES.notVerified).max(200),
  })

/** POST /api/youx/create-customer (finance §7): {data, additionalData}, plus the verification proof. */
export const CreateCustomerBody = z.object({
  data: z.object({
    nvic: z.string().trim().max(20).nullable().prefault(null),
    vin: z.string().trim().max(20).nullable().prefault(null),
    selfAssessedCreditScore: z.enum(CREDIT_RATINGS),
    purchasePrice: z.union([z.string().max(20), z.number()]).transform((v) => clampQuotePrice(v)),
    year: z.coerce.number().int().min(1900).max(2100).nullable().prefault(null),
    loanTerm: financeQuoteFields.term,
    phoneNumber: z.string().trim().max(40).refine(isAustralianPhone, M.phone).transform(normalisePhone),
    firstName: requiredText(LEAD_LIMITS.name),
    lastName: text(LEAD_LIMITS.name),
    email: requiredText(LEAD_LIMITS.email).refine((v) => v === '' || z.email().safeParse(v).success, M.email),
    subscribe: z.boolean().prefault(OPT_IN_DEFAULT),
    postCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, M.postcode)
      .nullable()
      .prefault(null),
  }),
  // spec: finance §7 "additionalData (whole enquiry incl. car_id, dealership_slug, car_type, lead_attributes …, category)".
  additionalData: z
    .object({ ...financeContextFields, category: text(60), car_type: text(20), whoIsHelping: text(80) })
    .prefault({}),
  verification: z.string().trim().min(1, FINANCE_MESSAGES.notVerified).max(200),
})
