import { describe, expect, it } from 'vitest'

import type { LeadKind } from '@/domain/leads/kinds'
import { leadAttributesSchema, leadFormSchema, type LeadSchemaOptions } from '@/forms/lead-schema'

/**
 * The messages as words, not as our constants, so a changed constant is caught: the spec's verbatim
 * texts (finance §5 "This is a required field.", "*You must agree to the terms of use before
 * submitting.", "Invalid postcode. Please enter a 4-digit number.") and our own wording for the rest.
 */
const M = {
  required: 'This is a required field.',
  tooLong: (max: number) => `Please use no more than ${max} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '*You must agree to the terms of use before submitting.',
  preferredTime: 'Please choose a date and time in the future.',
  car: 'This car is no longer available on this site.',
  notReservable: 'This car cannot be reserved online. Please enquire instead.',
  location: 'This location is not part of the dealership selling this car.',
  kind: 'Choose one of the enquiry forms.',
  leadAttributes: 'The page history sent with this enquiry is not valid.',
}
/** spec: finance §3 "Request Photos form carries a hidden preset field with 'Please send photos for this car'". */
const REQUEST_PHOTOS_PRESET_MESSAGE = 'Please send photos for this car'

const valid = {
  name: 'Casey',
  email: 'casey@example.com',
  phone: '0412 345 678',
  message: 'Is it available?',
  car_id: 'car-0',
}
const options: LeadSchemaOptions = { kind: 'enquiry', messageOptional: false, requireTerms: false }

/** The first message for each field, or {} when the input is valid. */
function fieldErrors(input: Record<string, unknown>, opts: Partial<LeadSchemaOptions> = {}) {
  const result = leadFormSchema({ ...options, ...opts }).safeParse(input)
  const fields: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message
  return fields
}
const parse = (input: Record<string, unknown>, opts: Partial<LeadSchemaOptions> = {}) =>
  leadFormSchema({ ...options, ...opts }).parse(input)

describe('leadFormSchema — field rules (finance §5 "Enquiry and lead forms")', () => {
  it('accepts a complete enquiry', () => {
    expect(fieldErrors(valid)).toEqual({})
  })

  it('names every missing required field with the same message', () => {
    expect(fieldErrors({})).toEqual({
      name: M.required,
      email: M.required,
      phone: M.required,
      message: M.required,
      car_id: M.required,
    })
  })

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['name is trimmed before the required check', { name: '   ' }, { name: M.required }],
    ['name at most 100 characters', { name: 'x'.repeat(101) }, { name: M.tooLong(100) }],
    ['email must be an address', { email: 'not-an-email' }, { email: M.email }],
    ['phone: an Australian number', { phone: '12345' }, { phone: M.phone }],
    ['phone: letters are not allowed', { phone: '0412 abc 678' }, { phone: M.phone }],
    ['postcode: exactly 4 digits when given (finance §5)', { postcode: '200' }, { postcode: M.postcode }],
    ['postcode: digits only', { postcode: '20a0' }, { postcode: M.postcode }],
    ['postcode: 5 digits', { postcode: '20000' }, { postcode: M.postcode }],
    [
      'rego: at most 12 characters (ours; finance §5 gives no limit)',
      { rego: 'X'.repeat(13) },
      { rego: M.tooLong(12) },
    ],
    ['message at most 2000 characters', { message: 'x'.repeat(2001) }, { message: M.tooLong(2000) }],
    ['a null field reads as a missing one', { name: null }, { name: M.required }],
  ])('%s', (_case, change, expected) => {
    expect(fieldErrors({ ...valid, ...change })).toEqual(expected)
  })

  it('accepts an empty postcode and optional last name', () => {
    expect(fieldErrors({ ...valid, postcode: '', last_name: '' })).toEqual({})
    expect(parse({ ...valid, postcode: ' 2000 ', last_name: ' Lee ' })).toMatchObject({
      postcode: '2000',
      last_name: 'Lee',
    })
  })

  it('rego is optional and stored in capitals (finance §5 "Rego is optional, placeholder \'Rego - Helps us better assist your enquiry\'")', () => {
    expect(fieldErrors({ ...valid, rego: '' })).toEqual({})
    expect(parse(valid).rego).toBe('')
    expect(parse({ ...valid, rego: ' abc12d ' }).rego).toBe('ABC12D')
  })

  it('stores the phone as finance §5 sends it: digits, leading 61 → 0', () => {
    expect(parse({ ...valid, phone: '+61 412 345 678' }).phone).toBe('0412345678')
  })

  // finance §5 says "Opt-in checkbox optional, default true"; we depart on purpose: consent to marketing
  // is given, not assumed (Spam Act 2003; docs/features/leads.md "Marketing consent", src/forms/consent.ts).
  it('opt-in is false unless the box is sent ticked', () => {
    expect(parse(valid).opt_in).toBe(false)
    expect(parse({ ...valid, opt_in: true }).opt_in).toBe(true)
    expect(parse({ ...valid, opt_in: false }).opt_in).toBe(false)
  })
})

describe('message required or optional — finance §5 "Comments message is required unless a site flag relaxes it… Request Photos: message optional. Test drive: … message optional"', () => {
  it.each<[LeadKind, boolean, boolean]>([
    // [kind, site flag enquiry_message_optional, required]
    ['enquiry', false, true],
    ['enquiry', true, false],
    ['similar_car', false, true],
    ['similar_car', true, false],
    ['request_photos', false, false],
    ['test_drive', false, false],
  ])('%s with the flag %s: required %s', (kind, messageOptional, required) => {
    expect(fieldErrors({ ...valid, message: '' }, { kind, messageOptional })).toEqual(
      required ? { message: M.required } : {},
    )
  })
})

describe('terms — finance §5 "Some sites require agreeing to terms… message \'*You must agree to the terms of use before submitting.\'"', () => {
  it.each([
    [false, undefined, {}],
    [true, undefined, { terms: M.terms }],
    [true, false, { terms: M.terms }],
    [true, true, {}],
  ])('require_terms %s, terms %s', (requireTerms, terms, expected) => {
    expect(fieldErrors({ ...valid, terms }, { requireTerms })).toEqual(expected)
  })
})

describe('preferred time — finance §5 "Test drive: the date-time booking … optional"', () => {
  const future = new Date(Date.now() + 86_400_000).toISOString()
  it.each<[string, LeadKind, string, Record<string, string>]>([
    ['empty is fine', 'test_drive', '', {}],
    ['a future ISO instant', 'test_drive', future, {}],
    ['a future datetime-local value', 'test_drive', '2099-05-01T10:30', {}],
    ['a past time', 'test_drive', '2001-05-01T10:30', { preferred_time: M.preferredTime }],
    ['not a date', 'test_drive', 'tomorrow at ten', { preferred_time: M.preferredTime }],
    ['ignored on other forms', 'enquiry', 'tomorrow at ten', {}],
  ])('%s', (_case, kind, preferred_time, expected) => {
    expect(fieldErrors({ ...valid, preferred_time }, { kind })).toEqual(expected)
  })

  it('is dropped from forms other than the test drive', () => {
    expect(parse({ ...valid, preferred_time: '2099-05-01T10:30' }).preferred_time).toBe('')
    expect(parse({ ...valid, preferred_time: '2099-05-01T10:30' }, { kind: 'test_drive' }).preferred_time).toBe(
      '2099-05-01T10:30',
    )
  })
})

describe('hidden fields — finance §3 "A hidden location_id… Request Photos form carries a hidden preset field with \'Please send photos for this car\'"', () => {
  it('keeps location_id and car_id', () => {
    expect(parse({ ...valid, location_id: '12' })).toMatchObject({ location_id: '12', car_id: 'car-0' })
  })

  it.each<[LeadKind, string]>([
    ['request_photos', REQUEST_PHOTOS_PRESET_MESSAGE],
    ['enquiry', ''],
    ['test_drive', ''],
  ])('%s carries preset %j, whatever the client sent', (kind, preset) => {
    expect(parse({ ...valid, preset_message: 'Send me money' }, { kind }).preset_message).toBe(preset)
  })
})

describe('lead_attributes — finance §3 "lead_attributes (visited_pages, linked_query_params)", bounded', () => {
  it('defaults to empty lists', () => {
    expect(leadAttributesSchema.parse(undefined)).toEqual({ visited_pages: [], linked_query_params: {} })
  })
  it.each([
    ['21 visited pages', { visited_pages: Array(21).fill('/') }],
    [
      '21 query parameters',
      { linked_query_params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
    ],
    ['an unknown key', { extra: 1 }],
    ['a non-string value', { linked_query_params: { a: 1 } }],
  ])('rejects %s', (_case, value) => {
    expect(leadAttributesSchema.safeParse(value).success).toBe(false)
  })
})
