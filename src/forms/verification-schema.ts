import { z } from 'zod'

import { CODE_LENGTH, isMobileNumber, VERIFICATION_MESSAGES as M, VERIFICATION_PURPOSES } from '@/domain/verification'

/** A phone a code can go to: required, an Australian mobile (finance §5 "validated before a code is sent"). */
export const mobilePhone = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(32, M.invalidPhone)
  .refine(isMobileNumber, M.invalidPhone)

/** spec: finance §5 "Code is required and exactly 6 characters. Messages: 'This is a required field.' and 'Code must be 6 digits.'" */
export const verificationCode = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .refine((v) => v.length === CODE_LENGTH && /^\d+$/.test(v), M.codeLength)

/** POST /api/rate-limit: send a code to this phone. */
export const SendCodeBody = z.object({
  phone: mobilePhone,
  purpose: z.enum(VERIFICATION_PURPOSES).default('finance'),
  dealership_slug: z.string().trim().max(120).optional(),
})

/** POST /api/verify-code: the code the shopper typed. */
export const CheckCodeBody = z.object({
  phone: mobilePhone,
  code: verificationCode,
  purpose: z.enum(VERIFICATION_PURPOSES).default('finance'),
  dealership_slug: z.string().trim().max(120).optional(),
})
