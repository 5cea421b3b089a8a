import { describe, expect, it } from 'vitest'

import { collectFormOptions } from '@/domain/leads/form-options'
import { MONEY_QUICK_PICKS, MONEY_QUICK_PICKS_HIGH, usesHighMoneyPicks } from '@/domain/leads/inputs'
import { leadFormSchema } from '@/forms/lead-schema'

// spec: finance §5 "Form-field keys containing the radio-options marker are dropped; checked options
// marked 'check_option' become an additional_services list."
describe('collectFormOptions — finance §5 radio-options marker and check_option', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'a form without marked keys is passed on as it is',
      { name: 'Casey', opt_in: true },
      { name: 'Casey', opt_in: true },
    ],
    [
      '"keys containing the radio-options marker are dropped", wherever the marker sits',
      { name: 'Casey', finance_radio_options: 'yes', radio_options: ['a'], 'x.radio_options.y': 1 },
      { name: 'Casey' },
    ],
    [
      '"checked options marked \'check_option\' become an additional_services list": a ticked box sends its value',
      { name: 'Casey', check_option_tint: 'Window tinting', check_option_warranty: 'Extended warranty' },
      { name: 'Casey', additional_services: ['Window tinting', 'Extended warranty'] },
    ],
    [
      'an unticked box (false, empty, null) is left out, and its key is still dropped',
      { check_option_tint: false, check_option_paint: '', check_option_finance: null, check_option_mats: 'Floor mats' },
      { additional_services: ['Floor mats'] },
    ],
    [
      'a box ticked as true is named by its key with the marker taken out',
      { check_option_window_tinting: true, 'paint-protection.check_option': true },
      { additional_services: ['window tinting', 'paint protection'] },
    ],
    [
      'marked boxes are appended to a list the form already holds, once each',
      { additional_services: ['Finance'], check_option_a: 'Finance', check_option_b: 'Window tinting' },
      { additional_services: ['Finance', 'Window tinting'] },
    ],
    [
      'no box ticked gives an empty list',
      { name: 'Casey', check_option_tint: false },
      { name: 'Casey', additional_services: [] },
    ],
    [
      'a list that is not a list is left for the schema to refuse',
      { additional_services: 'Finance', check_option_a: 'Tint' },
      { additional_services: 'Finance' },
    ],
    ['a key with both markers is dropped as a radio option', { check_option_radio_options: 'Tint' }, {}],
  ])('%s', (_, input, expected) => expect(collectFormOptions(input)).toEqual(expected))

  it('applying it twice changes nothing (the form applies it, then the endpoint does)', () => {
    const once = collectFormOptions({ check_option_a: 'Tint', a_radio_options: 1, name: 'x' })
    expect(collectFormOptions(once)).toEqual(once)
  })
})

describe('the schema reads additional_services and the offer amount', () => {
  const person = { name: 'Casey', email: 'casey@example.com', phone: '0412 345 678', car_id: 'car-1' }
  const parse = (kind: 'offer_accepted' | 'enquiry', input: Record<string, unknown>) =>
    leadFormSchema({ kind, messageOptional: false, requireTerms: false }).safeParse(
      collectFormOptions({ message: 'Hi', ...person, ...input }),
    )
  const fields = (r: ReturnType<typeof parse>) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

  it.each<[string, 'offer_accepted' | 'enquiry', Record<string, unknown>, Record<string, string>]>([
    [
      'finance §4 offer acceptance: the accepted amount is required',
      'offer_accepted',
      {},
      { offer_amount: 'This is a required field.' },
    ],
    ['the money input sends digits; "$24,990" reads as 24990', 'offer_accepted', { offer_amount: '$24,990' }, {}],
    [
      'an amount that is not whole dollars is refused',
      'offer_accepted',
      { offer_amount: '24.5k' },
      { offer_amount: 'Please enter the amount as a whole number of dollars.' },
    ],
    [
      'zero is no offer',
      'offer_accepted',
      { offer_amount: '0' },
      { offer_amount: 'Please enter the amount as a whole number of dollars.' },
    ],
    ['another form ignores an amount', 'enquiry', { offer_amount: 'nonsense' }, {}],
    [
      'at most 20 options',
      'enquiry',
      { additional_services: Array.from({ length: 21 }, (_, i) => `Option ${i}`) },
      { additional_services: 'Choose up to 20 of the options offered.' },
    ],
    [
      'an option is text',
      'enquiry',
      { additional_services: [{}] },
      { additional_services: 'Choose up to 20 of the options offered.' },
    ],
    [
      'an option of over 100 characters is refused',
      'enquiry',
      { check_option_a: 'x'.repeat(101) },
      { additional_services: expect.any(String) as unknown as string },
    ],
  ])('%s', (_, kind, input, expected) => expect(fields(parse(kind, input))).toEqual(expected))

  it('keeps the ticked options and the amount as the lead stores them', () => {
    const r = parse('offer_accepted', {
      offer_amount: '24,990',
      check_option_tint: 'Window tinting',
      radio_options: 'x',
    })
    expect(r.data).toMatchObject({ offer_amount: '24990', additional_services: ['Window tinting'] })
    expect(parse('enquiry', { offer_amount: '24990' }).data?.offer_amount).toBe('')
  })
})

describe('usesHighMoneyPicks — finance §5 "quick-pick buttons of $5,000 to $70,000 (9 values) or $300,000 to $800,000 for a certain configuration"', () => {
  it.each<[number | null, boolean, readonly number[]]>([
    [null, false, MONEY_QUICK_PICKS],
    [24_990, false, MONEY_QUICK_PICKS],
    [299_999, false, MONEY_QUICK_PICKS],
    [300_000, true, MONEY_QUICK_PICKS_HIGH],
    [1_250_000, true, MONEY_QUICK_PICKS_HIGH],
  ])('an amount of %s → high picks %s', (amount, high, picks) => {
    expect(usesHighMoneyPicks(amount)).toBe(high)
    expect(picks).toHaveLength(9)
    expect([picks[0], picks.at(-1)]).toEqual(high ? [300_000, 800_000] : [5_000, 70_000])
  })
})
