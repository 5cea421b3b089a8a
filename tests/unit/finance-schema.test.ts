import { describe, expect, it } from 'vitest'

import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import {
  CreateCustomerBody,
  financeEnquirySchema,
  FinanceLeadBody,
  financeStepOneSchema,
  QuoteBody,
} from '@/forms/finance-schema'

// src/forms/finance-schema.ts: the one schema the enquiry form and the finance routes share
// (finance §3 "Finance enquiry form values", §5 "Finance enquiry", §8).

const details = {
  name: 'Casey',
  last_name: '',
  email: 'casey@example.com',
  phone: '0412 345 678',
  code: '123456',
}
/** The messages zod gives, by field. */
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('step 1 defaults (finance §5)', () => {
  it('"default 30000", term "default 5", "GREAT (default)", helper name empty', () =>
    expect(financeStepOneSchema.parse({})).toEqual({
      amount: 30_000,
      term: 5,
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: '',
    }))
})

describe('the purchase price (finance §5 "accepts digits only; stored value is clamped to 10000 to 200000; default 30000")', () => {
  it.each<[string, string | number, number]>([
    ['digits', '45000', 45_000],
    ['non-digits dropped', '$45,000', 45_000],
    ['below 10,000 → 10,000', '5000', 10_000],
    ['above 200,000 → 200,000', '950000', 200_000],
    ['nothing typed → 30,000', '', 30_000],
    ['a number', 12_345, 12_345],
  ])('%s', (_, amount, expected) => expect(financeStepOneSchema.parse({ amount }).amount).toBe(expected))
})

describe('term and credit rating (finance §5 "slider 1 to 7 years, step 1"; "GREAT (default), DECENT, POOR")', () => {
  it.each<[unknown, boolean]>([
    [1, true],
    [7, true],
    ['3', true],
    [0, false],
    [8, false],
    [2.5, false],
  ])('term %s valid: %s', (term, ok) => expect(financeStepOneSchema.safeParse({ term }).success).toBe(ok))
  it.each<[string, boolean]>([
    ['GREAT', true],
    ['DECENT', true],
    ['POOR', true],
    ['EXCELLENT', false],
    ['great', false],
  ])('credit rating %s valid: %s', (selfAssessedCreditScore, ok) =>
    expect(financeStepOneSchema.safeParse({ selfAssessedCreditScore }).success).toBe(ok),
  )
})

describe('helper name (finance §5 "Helper name is optional, hint \'Enter name or leave blank\'")', () => {
  it('blank is fine', () => expect(financeStepOneSchema.parse({ whoIsHelping: '   ' }).whoIsHelping).toBe(''))
  it('a name is kept, trimmed', () =>
    expect(financeStepOneSchema.parse({ whoIsHelping: ' Sam ' }).whoIsHelping).toBe('Sam'))
  it('a very long one is refused', () =>
    expect(financeStepOneSchema.safeParse({ whoIsHelping: 'x'.repeat(81) }).success).toBe(false))
})

describe('step 2: the details (finance §5, §8)', () => {
  const schema = financeEnquirySchema(false)
  it('all good', () =>
    expect(schema.parse(details)).toMatchObject({
      name: 'Casey',
      phone: '0412 345 678',
      code: '123456',
      subscribe: false, // not sent: not opted in (src/forms/consent.ts, Spam Act 2003)
    }))

  it('the offers box is opted in only when ticked', () => {
    expect(schema.parse({ ...details, subscribe: true }).subscribe).toBe(true)
    expect(schema.parse({ ...details, subscribe: false }).subscribe).toBe(false)
  })

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'nothing: "This is a required field." for name, email, phone and code',
      {},
      {
        name: 'This is a required field.',
        email: 'This is a required field.',
        phone: 'This is a required field.',
        code: 'This is a required field.',
      },
    ],
    ['"Code must be 6 digits.": five', { ...details, code: '12345' }, { code: 'Code must be 6 digits.' }],
    ['"Code must be 6 digits.": seven', { ...details, code: '1234567' }, { code: 'Code must be 6 digits.' }],
    ['"Code must be 6 digits.": letters', { ...details, code: '12a456' }, { code: 'Code must be 6 digits.' }],
    [
      'a landline gets no code',
      { ...details, phone: '02 9876 5432' },
      { phone: 'Please enter a valid Australian mobile number.' },
    ],
    ['a bad e-mail', { ...details, email: 'casey@' }, { email: 'Please enter a valid email address.' }],
  ])('%s', (_, input, expected) => expect(messagesOf(schema.safeParse(input))).toEqual(expected))

  it('"+61 412 345 678" is a mobile too', () =>
    expect(schema.safeParse({ ...details, phone: '+61 412 345 678' }).success).toBe(true))
})

describe('postcode (finance §5 "Postcode is required on one site variant (placeholder 1234)")', () => {
  it.each<[string, boolean, string | undefined, string | null]>([
    ['the site asks: empty is refused', true, '', 'Invalid postcode. Please enter a 4-digit number.'],
    ['the site asks: missing is refused', true, undefined, 'Invalid postcode. Please enter a 4-digit number.'],
    ['the site asks: 4 digits pass', true, '2232', null],
    ['the site asks: 3 digits are refused', true, '223', 'Invalid postcode. Please enter a 4-digit number.'],
    ['the site does not ask: empty passes', false, '', null],
    ['the site does not ask: missing passes', false, undefined, null],
    [
      'the site does not ask: a given postcode must still be 4 digits',
      false,
      '22a2',
      'Invalid postcode. Please enter a 4-digit number.',
    ],
  ])('%s', (_, required, postcode, message) => {
    const result = financeEnquirySchema(required).safeParse({ ...details, postcode })
    expect(messagesOf(result).postcode ?? null).toBe(message)
  })
})

describe('the routes reuse the form rules', () => {
  it('POST /api/youx/quote: clamps the price, defaults the rating, refuses a term of 8', () => {
    expect(QuoteBody.parse({ purchasePrice: '1000', loanTerm: 5 })).toMatchObject({
      purchasePrice: 10_000,
      loanTerm: 5,
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: '',
    })
    expect(QuoteBody.safeParse({ purchasePrice: '30000', loanTerm: 8 }).success).toBe(false)
  })

  it('POST /api/finance/lead needs the verification proof (ours)', () => {
    const body = FinanceLeadBody(false)
    expect(messagesOf(body.safeParse({ ...details, verification: '' })).verification).toBe(FINANCE_MESSAGES.notVerified)
    expect(body.safeParse({ ...details, verification: 'proof' }).success).toBe(true)
  })

  it('POST /api/youx/create-customer normalises the phone (finance §5 "a leading 61 becomes 0")', () => {
    const parsed = CreateCustomerBody.parse({
      data: {
        selfAssessedCreditScore: 'DECENT',
        purchasePrice: '25000',
        loanTerm: 4,
        phoneNumber: '+61 412 345 678',
        firstName: 'Casey',
        email: 'casey@example.com',
      },
      verification: 'proof',
    })
    expect(parsed.data).toMatchObject({
      phoneNumber: '0412345678',
      purchasePrice: 25_000,
      postCode: null,
      subscribe: false, // not sent: not opted in (src/forms/consent.ts)
    })
  })
})

describe("the messages are the spec's words (finance §8)", () => {
  it.each(
    Object.entries({
      leadFailed: 'Lead submission failed',
      customerRejected: 'Failed to create customer with YouX',
      customerNotOk: 'Failed to create YouX customer',
      noRedirect: 'Failed to create customer or no redirect URL received.',
      quoteFailed: 'Failed to get YouX quick quote',
      unknown: 'An unknown error occurred.',
      unknownVerification: 'An unknown error occurred during verification.',
      unknownStep: 'An unknown error occurred while advancing step.',
    }),
  )('%s: %s', (key, text) => expect(FINANCE_MESSAGES[key as keyof typeof FINANCE_MESSAGES]).toBe(text))
})
