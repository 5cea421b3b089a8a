import { describe, expect, it } from 'vitest'

import {
  CODE_LENGTH,
  CODE_TTL_MS,
  isCodePhone,
  isCodeShape,
  isMobileNumber,
  judgeAttempt,
  makeCode,
  MAX_WRONG_TRIES,
  normalisePhone,
  SMS_SEND_TIMEOUT_MS,
  toE164,
  VERIFICATION_MESSAGES,
} from '@/domain/verification'
import { checkCodeBody, sendCodeBody } from '@/forms/verification-schema'

const SendCodeBody = sendCodeBody()
const CheckCodeBody = checkCodeBody()

describe('verification constants (docs/features/finance.md "Phone codes"; finance §9 "send-code timeout 15000 ms; code length 6")', () => {
  it('are the numbers the spec and docs/features/finance.md "Phone codes" give', () => {
    expect(CODE_LENGTH).toBe(6)
    expect(CODE_TTL_MS).toBe(10 * 60 * 1000)
    expect(MAX_WRONG_TRIES).toBe(5)
    expect(SMS_SEND_TIMEOUT_MS).toBe(15_000)
    expect(VERIFICATION_MESSAGES.tooMany).toBe('Too many verification attempts. Please try again later.')
    expect(VERIFICATION_MESSAGES.invalidCode).toBe('The verification code is invalid. Please try again.')
  })
})

// spec: finance §5 "Phone numbers are converted for sending by removing non-digits; a leading 61 becomes 0."
describe('phones', () => {
  it.each([
    ['0412 345 678', '0412345678', true, '+61412345678'],
    ['+61 412 345 678', '0412345678', true, '+61412345678'],
    ['61412345678', '0412345678', true, '+61412345678'],
    ['(04) 1234-5678', '0412345678', true, '+61412345678'],
    ['02 9000 0000', '0290000000', false, '+61290000000'],
    ['0412 345 67', '041234567', false, null],
    ['04123456789', '04123456789', false, null],
    ['0412a345678', '0412345678', false, null],
  ])('%s → %s (mobile: %s)', (raw, national, mobile, e164) => {
    expect(normalisePhone(raw)).toBe(national)
    expect(isMobileNumber(raw)).toBe(mobile)
    if (e164) expect(toE164(raw)).toBe(e164)
  })
})

describe('codes', () => {
  it.each([
    [0, '000000'],
    [42, '000042'],
    [999_999, '999999'],
    [123_456, '123456'],
  ])('random %i → %s (six digits, leading zeros kept)', (n, code) => {
    let asked = 0
    expect(makeCode((max) => ((asked = max), n))).toBe(code)
    expect(asked).toBe(1_000_000)
  })

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('shape of %j: %s', (code, ok) => expect(isCodeShape(code)).toBe(ok))
})

// docs/features/finance.md "Phone codes": a code expires after 10 minutes, and dies after 5 wrong tries
describe('judgeAttempt', () => {
  const base = { exists: true, attempt: 1, expiresAt: 1_000, now: 0, matches: true }
  it.each([
    ['no code was sent', { exists: false }, 'none'],
    ['first try, right code', {}, 'verified'],
    ['first try, wrong code', { matches: false }, 'wrong'],
    ['fifth try, right code (four wrong before)', { attempt: 5 }, 'verified'],
    ['fifth try, wrong code', { attempt: 5, matches: false }, 'wrong'],
    ['sixth try, right code: dead after 5 wrong', { attempt: 6 }, 'exhausted'],
    ['at the expiry instant', { now: 1_000 }, 'expired'],
    ['a millisecond before expiry', { now: 999 }, 'verified'],
    ['expired and exhausted: expired', { now: 2_000, attempt: 9 }, 'expired'],
  ] as const)('%s → %s', (_why, change, verdict) => expect(judgeAttempt({ ...base, ...change })).toBe(verdict))
})

const message = (
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => r.error?.issues.find((i) => i.path[0] === field)?.message

// spec: finance §5 "Code is required and exactly 6 characters. Messages: 'This is a required field.' and 'Code must be 6 digits.'"
describe('one schema for the form and the endpoints', () => {
  it.each([
    ['', 'This is a required field.'],
    ['12345', 'Code must be 6 digits.'],
    ['1234567', 'Code must be 6 digits.'],
    ['abcdef', 'Code must be 6 digits.'],
  ])('code %j: %s', (code, text) =>
    expect(message(CheckCodeBody.safeParse({ phone: '0412345678', code }), 'code')).toBe(text),
  )
  it('phone is required and must be a mobile before a code is sent (finance §5)', () => {
    expect(message(SendCodeBody.safeParse({ phone: '' }), 'phone')).toBe('This is a required field.')
    expect(message(SendCodeBody.safeParse({ phone: '02 9000 0000' }), 'phone')).toBe(VERIFICATION_MESSAGES.invalidPhone)
    expect(SendCodeBody.parse({ phone: '0412 345 678' })).toEqual({ phone: '0412 345 678', purpose: 'finance' })
  })
})

// docs/features/security.md "Security" (SMS pumping): codes go to Australian mobiles (04…) only, unless the site lets
// landlines have them (the `sms_landlines` feature); numbers abroad, 13/1300/1800/19 numbers never.
describe('which numbers a code may go to', () => {
  it.each([
    ['0412 345 678', true, true],
    ['+61 412 345 678', true, true],
    ['02 9000 0000', false, true],
    ['(03) 9000 0000', false, true],
    ['07 3000 0000', false, true],
    ['08 9000 0000', false, true],
    ['05 5000 0000', false, false], // not a geographic area code
    ['1300 000 000', false, false],
    ['1800 000 000', false, false],
    ['1900 000 000', false, false],
    ['13 00 00', false, false],
    ['+1 415 555 0100', false, false],
    ['+44 20 7946 0000', false, false],
    ['0412 345 67', false, false],
  ])('%s: mobile-only site %s, site with landlines %s', (raw, mobileOnly, withLandlines) => {
    expect(isCodePhone(raw, false)).toBe(mobileOnly)
    expect(isCodePhone(raw, true)).toBe(withLandlines)
  })

  it('the send and check bodies follow the site: a landline passes only where landlines are allowed', () => {
    expect(message(sendCodeBody(false).safeParse({ phone: '02 9000 0000' }), 'phone')).toBe(
      VERIFICATION_MESSAGES.invalidPhone,
    )
    expect(sendCodeBody(true).parse({ phone: '02 9000 0000' }).phone).toBe('02 9000 0000')
    expect(checkCodeBody(true).parse({ phone: '02 9000 0000', code: '123456' }).code).toBe('123456')
    expect(message(sendCodeBody(true).safeParse({ phone: '1300 000 000' }), 'phone')).toBe(
      VERIFICATION_MESSAGES.invalidCodePhone,
    )
  })
})
