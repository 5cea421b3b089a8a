import { describe, expect, it } from 'vitest'

import { leadFormOptions } from '@/forms/form-options'
import { leadFormSchema, type LeadSchemaOptions } from '@/forms/lead-schema'

/** The messages as words (finance §5 verbatim where the spec words them). */
const M = {
  required: 'This is a required field.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  category: 'Choose one of the enquiry categories.',
  tradeYear: 'Please enter the year as 4 digits, e.g. 2019.',
  tradeKm: 'Please enter the kilometres as a number.',
  adjustmentAnswers: 'Please answer the questions about the vehicle.',
  regoState: 'Choose the state the vehicle is registered in.',
}

const person = { name: 'Casey', email: 'casey@example.com', phone: '0412 345 678' }
const base: LeadSchemaOptions = { kind: 'contact', messageOptional: false, requireTerms: false }
const errors = (input: Record<string, unknown>, opts: Partial<LeadSchemaOptions> = {}) => {
  const result = leadFormSchema({ ...base, ...opts }).safeParse(input)
  const fields: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message
  return fields
}

describe('the contact form — finance §5 "Enquiry and lead forms"', () => {
  it.each<[string, Record<string, unknown>, Partial<LeadSchemaOptions>, Record<string, string>]>([
    ['a contact enquiry needs no car', { ...person, message: 'Hi' }, {}, {}],
    [
      '"Category select (default \'General Enquiry\')": a missing category takes the default',
      { ...person, message: 'Hi' },
      {},
      {},
    ],
    [
      '"is required when … the category is General Enquiry": an empty choice is refused',
      { ...person, message: 'Hi', category: '' },
      {},
      { category: M.required },
    ],
    ['an unknown category is refused', { ...person, message: 'Hi', category: 'Spam' }, {}, { category: M.category }],
    ['"Comments message is required unless a site flag relaxes it"', person, {}, { message: M.required }],
    ['… and the flag relaxes it', person, { messageOptional: true }, {}],
    [
      '"Location select is required when shown"',
      { ...person, message: 'Hi' },
      { locationRequired: true },
      { location_id: M.required },
    ],
    [
      '"Preferred-dealership select is required when the site has several dealerships"',
      { ...person, message: 'Hi' },
      { dealershipRequired: true },
      { dealership: M.required },
    ],
    ['a vehicle form still needs its car', { ...person, message: 'Hi' }, { kind: 'enquiry' }, { car_id: M.required }],
  ])('%s', (_case, input, opts, expected) => expect(errors(input, opts)).toEqual(expected))

  it('the default category is General Enquiry; Careers Enquiry passes through for the route to convert', () => {
    expect(leadFormSchema(base).parse({ ...person, message: 'Hi' }).category).toBe('General Enquiry')
    expect(leadFormSchema(base).parse({ ...person, message: 'Hi', category: 'Careers Enquiry' }).category).toBe(
      'Careers Enquiry',
    )
    // another form drops it
    expect(
      leadFormSchema({ ...base, kind: 'enquiry' }).parse({
        ...person,
        message: 'Hi',
        car_id: 'c',
        category: 'Careers Enquiry',
      }).category,
    ).toBe('')
  })
})

describe('the test-drive form — finance §5 "Test drive: the date-time booking and message are optional"', () => {
  it('no car, no date, no message is a valid booking', () => expect(errors(person, { kind: 'test_drive' })).toEqual({}))
})

describe('the trade-in form — finance §2 contact form, §5 postcode rule, §3 rego/regoState/adjustmentAnswers', () => {
  const trade = {
    ...person,
    postcode: '2000',
    trade_make: 'Toyota',
    trade_model: 'Corolla',
    trade_year: '2021',
    trade_km: '45,000 kms',
  }
  const opts = { kind: 'trade_in' as const }
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete trade-in, no message needed', trade, {}],
    ['"Postcode (trade-in contact form): required"', { ...trade, postcode: '' }, { postcode: M.postcode }],
    ['"exactly 4 digits"', { ...trade, postcode: '200' }, { postcode: M.postcode }],
    ['letters are not a postcode', { ...trade, postcode: 'abcd' }, { postcode: M.postcode }],
    [
      'make, model, year and km by hand when no rego provider',
      { ...person, postcode: '2000' },
      { trade_make: M.required, trade_model: M.required, trade_year: M.required, trade_km: M.required },
    ],
    ['a year of 2 digits', { ...trade, trade_year: '21' }, { trade_year: M.tradeYear }],
    ['km that are not a number', { ...trade, trade_km: 'lots' }, { trade_km: M.tradeKm }],
    ['an unknown state', { ...trade, regoState: 'XX' }, { regoState: M.regoState }],
    [
      'an adjustment answer to a question we never asked',
      { ...trade, adjustmentAnswers: { hacked: 'yes' } },
      { adjustmentAnswers: M.adjustmentAnswers },
    ],
  ])('%s', (_case, input, expected) => expect(errors(input, opts)).toEqual(expected))

  it('km are stored as digits, the trade fields are dropped from other forms', () => {
    const out = leadFormSchema({ ...base, ...opts }).parse({
      ...trade,
      regoState: 'NSW',
      adjustmentAnswers: { accident_history: 'No' },
    })
    expect(out).toMatchObject({ trade_km: '45000', regoState: 'NSW', adjustmentAnswers: { accident_history: 'No' } })
    const other = leadFormSchema(base).parse({ ...trade, message: 'Hi' })
    expect(other).toMatchObject({ trade_make: '', trade_km: '', regoState: '', adjustmentAnswers: {} })
  })
})

describe('leadFormOptions — the page and POST /api/enquiries decide the rules the same way (finance §5)', () => {
  const one = { dealerships: [1] }
  const group = { dealerships: [1, 2] }
  it.each<
    [
      string,
      { dealerships: unknown[]; features?: Record<string, unknown> },
      Parameters<typeof leadFormOptions>[1],
      boolean,
      Partial<LeadSchemaOptions>,
    ]
  >([
    [
      'a single-dealership site: no dealership select',
      one,
      'contact',
      false,
      { dealershipRequired: false, locationRequired: true },
    ],
    ['a group site: the preferred dealership is required', group, 'contact', false, { dealershipRequired: true }],
    [
      '… unless the field is removed',
      { ...group, features: { remove_preferred_dealership: true } },
      'contact',
      false,
      { dealershipRequired: false },
    ],
    ['… or the form names a car (its dealership)', group, 'test_drive', true, { dealershipRequired: false }],
    ['vehicle forms never ask', group, 'enquiry', false, { dealershipRequired: false, locationRequired: false }],
    [
      'the location select can be turned off, and is then not required',
      { ...one, features: { contact_location_select: false } },
      'contact',
      false,
      { locationRequired: false },
    ],
    [
      'terms where the site requires them',
      { ...one, features: { require_terms: true } },
      'trade_in',
      false,
      { requireTerms: true },
    ],
  ])('%s', (_case, site, kind, namesCar, expected) =>
    expect(leadFormOptions(site, kind, namesCar)).toMatchObject(expected),
  )
})
