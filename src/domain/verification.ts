import { isAustralianPhone, normalisePhone } from './leads/phone'

/** spec: finance §9 "code length 6". */
export const CODE_LENGTH = 6

/** A code is good for ten minutes after it is sent (docs/features/finance.md "Phone codes"). */
export const CODE_TTL_MS = 10 * 60 * 1000

/**
 * The fifth wrong try kills the code; even the right code is refused after it (docs/features/finance.md "Phone
 * codes").
 */
export const MAX_WRONG_TRIES = 5

/** spec: finance §9 "send-code timeout 15000 ms". */
export const SMS_SEND_TIMEOUT_MS = 15_000

/** A verified phone may finish its form for this long (the proof the verify call hands back). */
export const VERIFIED_PROOF_TTL_MS = 30 * 60 * 1000

/** spec: finance §3 "Verification record … verification_type (sms sent, verify completed)". */
export const VERIFICATION_TYPES = ['sms sent', 'verify completed'] as const
export type VerificationType = (typeof VERIFICATION_TYPES)[number]

/** What a code is for; the text message names it, and the verification record keeps it. */
export const VERIFICATION_PURPOSES = ['finance', 'sign-in'] as const
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number]

/** Spec messages, verbatim (finance §5, §8). */
export const VERIFICATION_MESSAGES = {
  tooMany: 'Too many verification attempts. Please try again later.',
  invalidCode: 'The verification code is invalid. Please try again.',
  required: 'This is a required field.',
  codeLength: 'Code must be 6 digits.',
  unknown: 'An unknown error occurred.',
  unknownDuringVerification: 'An unknown error occurred during verification.',
  // Not in the spec: the send failed at the gateway (a red alert under the code field, finance §8).
  sendFailed: 'We could not send the code. Please check the number and try again.',
  invalidPhone: 'Please enter a valid Australian mobile number.',
  // Not in the spec: the same, where the site lets landlines have codes too.
  invalidCodePhone: 'Please enter a valid Australian mobile or landline number.',
} as const

export { normalisePhone }

/** An Australian mobile (04xx xxx xxx) after normalising: the numbers a text message reaches. */
export const isMobileNumber = (raw: string): boolean => isAustralianPhone(raw) && /^04\d{8}$/.test(normalisePhone(raw))

/** An Australian geographic landline (02, 03, 07, 08 and eight digits), which some gateways read aloud. */
export const isLandlineNumber = (raw: string): boolean =>
  isAustralianPhone(raw) && /^0[2378]\d{8}$/.test(normalisePhone(raw))

/**
 * Whether a code may go to this number: Australian mobiles only, unless the site lets landlines have
 * codes too (the `sms_landlines` site feature). Numbers abroad and premium or short numbers never:
 * every code sent is a text the dealer pays for (docs/features/security.md "Security").
 */
export const isCodePhone = (raw: string, landlines: boolean): boolean =>
  isMobileNumber(raw) || (landlines && isLandlineNumber(raw))

/** The international form a gateway wants: 0412 345 678 → +61412345678. */
export const toE164 = (raw: string): string => `+61${normalisePhone(raw).slice(1)}`

/** Exactly six digits (finance §5 "Code must be 6 digits."). */
export const isCodeShape = (code: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)

/**
 * A new code from a source of uniform random integers in [0, max) (node's crypto.randomInt in the
 * service): six digits, leading zeros kept.
 */
export const makeCode = (randomInt: (max: number) => number): string =>
  String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')

export type AttemptVerdict = 'verified' | 'wrong' | 'expired' | 'exhausted' | 'none'

/**
 * The outcome of one try at a code. `attempt` counts this try (1 for the first); the store counts
 * every try before comparing, so racing guesses cannot get past the limit. Tries 1–5 may verify;
 * from the sixth on the code is dead, even if right.
 */
export function judgeAttempt(input: {
  exists: boolean
  attempt: number
  expiresAt: number
  now: number
  matches: boolean
}): AttemptVerdict {
  if (!input.exists) return 'none'
  if (input.now >= input.expiresAt) return 'expired'
  if (input.attempt > MAX_WRONG_TRIES) return 'exhausted'
  return input.matches ? 'verified' : 'wrong'
}
