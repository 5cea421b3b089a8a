/** spec: finance §9 "code length 6". */
export const CODE_LENGTH = 6

/** A code is good for ten minutes after it is sent (issue 12 "expire after 10 minutes"). */
export const CODE_TTL_MS = 10 * 60 * 1000

/** The fifth wrong try kills the code; even the right code is refused after it (issue 12). */
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
} as const
