import { describe, expect, it } from 'vitest'

import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import {
  amountHelpText,
  type Bound,
  calculatorBounds,
  type CalculatorFlags,
  clampToBounds,
  REPAYMENT_FREQUENCIES,
  repaymentDisplay,
} from '@/domain/finance/calculator'
import { calculatorDefaults, type DefaultFlags, siteDefaultTermYears } from '@/domain/finance/defaults'
import { collapsedDisclaimer, financeDisclaimer } from '@/domain/finance/disclaimer'
import type { LenderData, RateCard } from '@/domain/finance/lender'

const none: CalculatorFlags = {}

describe('calculatorBounds (finance §5 "Finance calculator (vehicle page)")', () => {
  it.each<
    [
      string,
      { provider?: string | null; flags: CalculatorFlags; price: number | null },
      string,
      Omit<Bound, 'zeroBelow'>,
    ]
  >([
    [
      'purchase price 1000 to 250000, step 500',
      { flags: none, price: 40_000 },
      'amount',
      { min: 1000, max: 250_000, step: 500 },
    ],
    [
      '"minimum … 5000 for the Angle provider"',
      { provider: 'Angle', flags: none, price: 40_000 },
      'amount',
      { min: 5000, max: 250_000, step: 500 },
    ],
    [
      '"105 percent of price if the car is over 100000" (flagged tenants)',
      { flags: { finance_cap_105_percent: true }, price: 300_000 },
      'amount',
      { min: 1000, max: 315_000, step: 500 },
    ],
    [
      '105 percent applies only over 100000',
      { flags: { finance_cap_105_percent: true }, price: 100_000 },
      'amount',
      { min: 1000, max: 250_000, step: 500 },
    ],
    ['105 percent needs the flag', { flags: none, price: 300_000 }, 'amount', { min: 1000, max: 250_000, step: 500 }],
    ['"Loan term in years: 1 to 7 … step 0.5"', { flags: none, price: 40_000 }, 'term', { min: 1, max: 7, step: 0.5 }],
    [
      '"(5 max for some tenants)"',
      { flags: { finance_max_term_5: true }, price: 40_000 },
      'term',
      { min: 1, max: 5, step: 0.5 },
    ],
    [
      '"Interest rate %: 0.5 to 15 by default … step 0.5"',
      { flags: none, price: 40_000 },
      'interest',
      { min: 0.5, max: 15, step: 0.5 },
    ],
    [
      '"7.5 to 14.5 for Angle"',
      { provider: 'Angle', flags: none, price: 40_000 },
      'interest',
      { min: 7.5, max: 14.5, step: 0.5 },
    ],
    [
      '"Deposit or trade-in (optional): 0 to 250000, step 0.5"',
      { flags: none, price: null },
      'deposit',
      { min: 0, max: 250_000, step: 0.5 },
    ],
    [
      '"Residual repayment (optional): 0 to 250000, step 0.5"',
      { flags: none, price: null },
      'residual',
      { min: 0, max: 250_000, step: 0.5 },
    ],
  ])('%s', (_, input, key, expected) =>
    expect(calculatorBounds(input)[key as keyof ReturnType<typeof calculatorBounds>]).toMatchObject(expected),
  )
})

describe('clampToBounds (finance §5 "Values outside min or max are clamped to the bound")', () => {
  const { amount, term, deposit } = calculatorBounds({ flags: none, price: 40_000 })
  it.each<[string, number, Bound, number]>([
    ['price inside the bounds stays', 45_000, amount, 45_000],
    ['price below the minimum → the minimum', 500, amount, 1000],
    ['price above the maximum → the maximum', 300_000, amount, 250_000],
    ['price "A value of 0 or less is set to 0"', 0, amount, 0],
    ['price negative → 0', -5, amount, 0],
    ['term below 1 → 1 (not 0: a term of 0 has no repayment)', 0, term, 1],
    ['term above 7 → 7', 10, term, 7],
    ['deposit negative → 0', -100, deposit, 0],
    ['not a number → the minimum', Number.NaN, term, 1],
  ])('%s', (_, value, bound, expected) => expect(clampToBounds(value, bound)).toBe(expected))
})

describe('a typed purchase price snaps to its step (finance §5 "Purchase price: … Step 500")', () => {
  // spec: finance §5 "Purchase price: minimum 1000 (5000 for the Angle provider or one flagged
  // dealer), maximum 250000 (on some tenants 105 percent of price if the car is over 100000) … A value
  // of 0 or less is set to 0. Step 500." and "Values outside min or max are clamped to the bound."
  const { amount } = calculatorBounds({ flags: none, price: 40_000 })
  const angle = calculatorBounds({ provider: 'Angle', flags: none, price: 40_000 }).amount
  // 105 percent of 130,990 is 137,540: a maximum between steps.
  const capped = calculatorBounds({ flags: { finance_cap_105_percent: true }, price: 130_990 }).amount
  it.each<[string, number, Bound, number]>([
    ['on a step stays', 45_000, amount, 45_000],
    ['32,990 → 33,000 (nearest step)', 32_990, amount, 33_000],
    ['32,740 → 32,500', 32_740, amount, 32_500],
    ['half way rounds up: 32,250 → 32,500', 32_250, amount, 32_500],
    ['1,234 → 1,000', 1234, amount, 1000],
    ['1,250 → 1,500', 1250, amount, 1500],
    ['below the minimum → 1,000', 700, amount, 1000],
    ['249,900 → 250,000', 249_900, amount, 250_000],
    ['above the maximum → 250,000', 260_123, amount, 250_000],
    ['"0 or less is set to 0"', 0, amount, 0],
    ['Angle: 5,200 → 5,000', 5200, angle, 5000],
    ['Angle: 7,300 → 7,500', 7300, angle, 7500],
    ['105 percent cap: 137,000 stays', 137_000, capped, 137_000],
    ['105 percent cap: 137,300 → 137,500', 137_300, capped, 137_500],
    ['105 percent cap: above it → the cap itself, 137,540', 140_000, capped, 137_540],
  ])('%s', (_, value, bound, expected) => expect(clampToBounds(value, bound)).toBe(expected))

  it('the car price the calculator opens on is kept as it is (finance §9 "the car price")', () => {
    const bounds = calculatorBounds({ flags: none, price: 32_990 })
    const { defaults } = calculatorDefaults({ price: 32_990, bounds, lender: null, rateCard: null, flags: {} })
    expect(defaults.amount).toBe(32_990)
  })
})

describe("amountHelpText (finance §5/§8 'Cannot be less than {min} or more than $250,000', at or beyond the bounds)", () => {
  const { amount } = calculatorBounds({ flags: none, price: 40_000 })
  const angle = calculatorBounds({ provider: 'Angle', flags: none, price: 40_000 }).amount
  it.each<[string, number, Bound, string | null]>([
    ['inside the bounds: none', 30_000, amount, null],
    ['at the minimum', 1000, amount, 'Cannot be less than $1,000 or more than $250,000'],
    ['below the minimum (0)', 0, amount, 'Cannot be less than $1,000 or more than $250,000'],
    ['at the maximum', 250_000, amount, 'Cannot be less than $1,000 or more than $250,000'],
    ['Angle minimum $5,000', 5000, angle, 'Cannot be less than $5,000 or more than $250,000'],
    [
      'a 105% maximum is named as it is',
      315_000,
      { min: 1000, max: 315_000, step: 500 },
      'Cannot be less than $1,000 or more than $315,000',
    ],
  ])('%s', (_, value, bound, expected) => expect(amountHelpText(value, bound)).toBe(expected))
})

describe('repaymentDisplay (finance §5 "A repayment of 25 or less displays \'Enquire for Finance\' and hides the total")', () => {
  it.each([
    [25, { kind: 'enquire', text: 'Enquire for Finance' }],
    [0, { kind: 'enquire', text: 'Enquire for Finance' }],
    [25.01, { kind: 'amount', text: '$25' }],
    [146.73, { kind: 'amount', text: '$147' }],
    [1234.4, { kind: 'amount', text: '$1,234' }],
  ])('%s → %o', (payment, expected) => expect(repaymentDisplay(payment)).toEqual(expected))
})

describe('repayment frequencies (finance §5 "weekly (52), fortnightly (26), monthly (12)")', () => {
  it('in that order', () =>
    expect(REPAYMENT_FREQUENCIES.map((f) => [f.label, f.periodsPerYear])).toEqual([
      ['Weekly', 52],
      ['Fortnightly', 26],
      ['Monthly', 12],
    ]))
})

describe('calculatorDefaults (finance §9)', () => {
  const bounds = calculatorBounds({ flags: none, price: 40_000 })
  const lender: LenderData = {
    lender: 'youx',
    interestRate: 8.99,
    comparisonRate: 9.6,
    termYears: 6,
    deposit: 2000,
    establishmentFee: 395,
    disclaimer: null,
  }
  const card: RateCard = { interest_rate: 9.5, comparison_rate: 10.1, establishment_fee: 250, default_term_years: 4 }
  const run = (price: number | null, l: LenderData | null, c: RateCard | null, flags: DefaultFlags = {}) =>
    calculatorDefaults({ price, bounds, lender: l, rateCard: c, flags })
  it.each<[string, ReturnType<typeof run>, object]>([
    [
      '"Default calculator amount is the car price"; term, rate, deposit and fees from the lender',
      run(40_000, lender, card),
      {
        defaults: { amount: 40_000, termYears: 6, interestRate: 8.99, deposit: 2000, residual: 0 },
        fees: { upfront: 395 },
      },
    ],
    ['"or 30000" when the car has no price', run(null, null, null), { defaults: { amount: 30_000 } }],
    [
      '"on some tenants 30000 by default"',
      run(40_000, null, null, { finance_default_amount_30000: true }),
      { defaults: { amount: 30_000 } },
    ],
    ['a price above the maximum starts at the maximum', run(400_000, null, null), { defaults: { amount: 250_000 } }],
    [
      '"Interest default from dealer config" (rate card), its fee, deposit 0, its default term',
      run(40_000, null, card),
      { defaults: { interestRate: 9.5, deposit: 0, termYears: 4 }, fees: { upfront: 250 } },
    ],
    [
      '"default calculator rate 10%" with no rates at all; "otherwise 0" fees',
      run(40_000, null, null),
      { defaults: { interestRate: 10, termYears: 5 }, fees: { upfront: 0, perMonth: 0, items: [] } },
    ],
    ['"calculator default 5"', run(40_000, null, null), { defaults: { termYears: 5 } }],
    [
      '"(6 on some tenants …)"',
      run(40_000, null, null, { finance_default_term_6: true }),
      { defaults: { termYears: 6 } },
    ],
    [
      '"… unless the lender gives one"',
      run(40_000, { ...lender, termYears: 4 }, null, { finance_default_term_6: true }),
      { defaults: { termYears: 4 } },
    ],
    [
      '"(6 on some tenants …)" though the dealership rate card names its own default',
      run(40_000, null, card, { finance_default_term_6: true }),
      { defaults: { termYears: 6 } },
    ],
    [
      '"(6 on some tenants …)" when the page shows an estimate over the site default',
      calculatorDefaults({
        price: 40_000,
        bounds,
        lender,
        rateCard: { ...card, default_term_years: 5 },
        flags: { finance_default_term_6: true },
        estimate: {
          termYears: siteDefaultTermYears({ finance_default_term_6: true }),
          deposit: 2000,
          interestRate: 8.99,
        },
      }),
      { defaults: { termYears: 6 } },
    ],
  ])('%s', (_, actual, expected) => expect(actual).toMatchObject(expected))

  it.each<[DefaultFlags, number]>([
    [{}, 5],
    [{ finance_default_term_6: false }, 5],
    [{ finance_default_term_6: true }, 6],
  ])('siteDefaultTermYears(%o) is %d (finance §9 "calculator default 5 (6 on some tenants …)")', (flags, years) =>
    expect(siteDefaultTermYears(flags)).toBe(years),
  )

  it('defaults are clamped to the bounds (a lender rate under the Angle minimum)', () => {
    const angle = calculatorBounds({ provider: 'Angle', flags: none, price: 40_000 })
    expect(
      calculatorDefaults({
        price: 40_000,
        bounds: angle,
        lender: { ...lender, interestRate: 6.49 },
        rateCard: null,
        flags: {},
      }).defaults.interestRate,
    ).toBe(7.5)
  })
})

describe('disclaimer (finance §4 "collapsed text truncated to 197 characters"; finance §9 comparison-rate disclaimer)', () => {
  it("starts with the lender's disclaimer and always carries the $30,000 5-year comparison-rate warning", () => {
    const text = financeDisclaimer('Lender says so.')
    expect(text.startsWith('Lender says so. Comparison rate based on a $30,000 secured loan over 5 years.')).toBe(true)
    expect(financeDisclaimer(null)).toMatch(/^Estimate only, based on the dealership rate card/)
  })
  // docs/features/content.md "Platform settings (super-admins)": disclaimer templates that every site inherits unless
  // it overrides them.
  it.each([
    ['the lender’s own text wins over the template', 'Lender says so.', 'Template.', 'Lender says so.'],
    ['without one, the site’s (merged) template', null, 'Template.', 'Template.'],
    ['a blank template is no template', '  ', '   ', 'Estimate only, based on the dealership rate card'],
    ['neither: the built-in rate-card text', null, null, 'Estimate only, based on the dealership rate card'],
  ])('%s', (_, lender, template, opening) => {
    const text = financeDisclaimer(lender, template)
    expect(text.startsWith(opening)).toBe(true)
    expect(text).toContain('Comparison rate based on a $30,000 secured loan over 5 years.')
  })
  it.each([
    ['short text is not cut', 'x'.repeat(197), 'x'.repeat(197)],
    ['longer text keeps 197 characters and an ellipsis', 'y'.repeat(250), `${'y'.repeat(197)}…`],
  ])('%s', (_, text, expected) => expect(collapsedDisclaimer(text)).toBe(expected))
})

describe('analytics id (finance §7 "26 (calculator first change)", §9 "26 calculator change")', () => {
  it('calculatorChange is 26 and the view event 25 (stock §9 "25 and 26 calculator and view events")', () => {
    expect(ANALYTICS_EVENTS.calculatorChange).toBe(26)
    expect(ANALYTICS_EVENTS.view).toBe(25)
  })
})
