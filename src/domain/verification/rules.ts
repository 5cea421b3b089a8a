import { isAustralianPhone, normalisePhone } from '../leads/phone'

import { CODE_LENGTH, MAX_WRONG_TRIES } from './constants'

export { normalisePhone }

/** An Australian mobile (04xx xxx xxx) after normalising: the only numbers a text message reaches. */
export const isMobileNumber = (raw: string): boolean => isAustralianPhone(raw) && /^04\d{8}$/.test(normalisePhone(raw))

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
