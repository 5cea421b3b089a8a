import { z } from 'zod'

import { CODE_LENGTH, isCodePhone, VERIFICATION_MESSAGES as M, VERIFICATION_PURPOSES } from '@/domain/verification'

/**
 * A phone a code can go to: required, an Australian mobile (finance §5 "validated before a code is
 * sent"), or also a landline where the site allows it (`sms_landlines`).
 */
export const codePhone = (landlines = false) => {
  const invalid = landlines ? M.invalidCodePhone : M.invalidPhone
  return z
    .string({ error: M.required })
    .trim()
    .min(1, M.required)
    .max(32, invalid)
    .refine((v) => isCodePhone(v, landlines), invalid)
}

/** spec: finance §5 "Code is required and exactly 6 characters. Messages: 'This is a required field.' and 'Code must be 6 digits.'" */
export const verificationCode = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .refine((v) => v.length === CODE_LENGTH && /^\d+$/.test(v), M.codeLength)

/** POST /api/rate-limit: send a code to this phone. `landlines`: the site's `sms_landlines`. */
export const sendCodeBody = (landlines = false) =>
  z.object({
    phone: codePhone(landlines),
    purpose: z.enum(VERIFICATION_PURPOSES).default('finance'),
    dealership_slug: z.string().trim().max(120).optional(),
  })

/** POST /api/verify-code: the code the shopper typed. */
export const checkCodeBody = (landlines = false) =>
  z.object({
    phone: codePhone(landlines),
    code: verificationCode,
    purpose: z.enum(VERIFICATION_PURPOSES).default('finance'),
    dealership_slug: z.string().trim().max(120).optional(),
  })
