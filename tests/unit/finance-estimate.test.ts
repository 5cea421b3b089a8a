import { describe, expect, it } from 'vitest'

import { financeAmount } from '@/domain/finance/amount'
import { type EstimateInput, vehiclePageEstimate } from '@/domain/finance/estimate'
import { financeRates, type LenderData, quotingLender } from '@/domain/finance/lender'

const lender: LenderData = {
  lender: 'youx',
  interestRate: 9.5,
  comparisonRate: 10.1,
  termYears: 6,
  deposit: 2000,
  establishmentFee: 395,
  disclaimer: null,
}
const card = { interest_rate: 10, comparison_rate: 10.5, establishment_fee: null, default_term_years: null }
const base: EstimateInput = { price: 34_990, available: true, lender, rateCard: card }

describe('vehiclePageEstimate (finance §5 "Finance display rules on vehicle page", §9 vehicle page finance display)', () => {
  it.each<[string, EstimateInput, object | null]>([
    [
      'lender rates; deposit from lender; fee added; "5-year term, weekly figures rounded to 0 decimals"',
      base,
      { weekly: 161, interestRate: 9.5, comparisonRate: 10.1, termYears: 5, deposit: 2000 },
    ],
    [
      'the lender term does not change the vehicle-page 5-year term',
      { ...base, lender: { ...lender, termYears: 3 } },
      { termYears: 5, weekly: 161 },
    ],
    [
      '"Deposit from lender else 0"; fee "otherwise 0 unless the lender gives one"',
      { ...base, lender: { ...lender, deposit: null, establishmentFee: null } },
      { weekly: 169, deposit: 0 },
    ],
    [
      'no lender data → the dealership rate card',
      { ...base, price: 30_000, lender: null },
      { weekly: 147, interestRate: 10, comparisonRate: 10.5, deposit: 0 },
    ],
    [
      'lender without a comparison rate → the rate card',
      { ...base, price: 30_000, lender: { ...lender, comparisonRate: null } },
      { interestRate: 10 },
    ],
    [
      '"Shown only if … non-null interest and comparison rates": neither source has both',
      { ...base, lender: null, rateCard: { interest_rate: 10, comparison_rate: null } },
      null,
    ],
    ['no lender and no rate card', { ...base, lender: null, rateCard: null }, null],
    ['"an available car"', { ...base, available: false }, null],
    ['"price above 500": 500 is not', { ...base, price: 500 }, null],
    ['no price', { ...base, price: null }, null],
    [
      '"a weekly or monthly payment": 25 or less is no payment to show (calculator says Enquire for Finance)',
      { ...base, price: 600, lender: null },
      null,
    ],
    [
      'a 0% rate still gives an estimate',
      { ...base, price: 26_000, lender: null, rateCard: { interest_rate: 0, comparison_rate: 0 } },
      { weekly: 100 },
    ],
  ])('%s', (_, input, expected) => {
    const actual = vehiclePageEstimate(input)
    if (expected === null) expect(actual).toBeNull()
    else expect(actual).toMatchObject(expected)
  })
})

describe('quotingLender (finance §3 "Finance lender data (per provider, keyed by lender on a car)")', () => {
  const seeded = {
    youx: {
      interest_rate: 8.5,
      comparison_rate: 9.1,
      term: 60,
      deposit: 5000,
      establishment_fee: 395,
      disclaimer: ' Estimate only. ',
    },
  }
  it.each<[string, unknown, Partial<LenderData> | null]>([
    [
      'as the seed writes it (snake_case, term in months)',
      seeded,
      {
        lender: 'youx',
        interestRate: 8.5,
        comparisonRate: 9.1,
        termYears: 5,
        deposit: 5000,
        establishmentFee: 395,
        disclaimer: 'Estimate only.',
      },
    ],
    [
      'as finance §3 names it (camelCase, termYears, establishmentFees)',
      { angle: { interestRate: '7.99', comparisonRate: 8.49, termYears: 4, establishmentFees: 1360.5 } },
      { lender: 'angle', interestRate: 7.99, termYears: 4, establishmentFee: 1360.5, deposit: null },
    ],
    ['termWeeks', { x: { interestRate: 7, comparisonRate: 8, termWeeks: 156 } }, { termYears: 3 }],
    ['a JSON string', JSON.stringify(seeded), { lender: 'youx' }],
    [
      'the first lender with both rates wins',
      { a: { interest_rate: 9 }, b: { interest_rate: 7, comparison_rate: 7.5 } },
      { lender: 'b' },
    ],
    ['no lender with both rates', { a: { interest_rate: 9, comparison_rate: null } }, null],
    ['null', null, null],
    ['an array', [1, 2], null],
    ['a broken JSON string', '{', null],
  ])('%s', (_, json, expected) => {
    const actual = quotingLender(json)
    if (expected === null) expect(actual).toBeNull()
    else expect(actual).toMatchObject(expected)
  })
})

describe('financeRates (finance §9 rate sources)', () => {
  it.each([
    ['lender first', lender, card, 'lender'],
    ['rate card when the lender has no rates', null, card, 'rate_card'],
    ['none', null, {}, null],
  ] as const)('%s', (_, l, c, source) => expect(financeRates(l, c)?.source ?? null).toBe(source))
})

describe('financeAmount (stock §4 "Price display order", dollar prices only)', () => {
  it.each([
    [{ price: 34_990 }, 34_990],
    [{ price: 34_990, offer_price: 32_990 }, 32_990],
    [{ price: 34_990, subscription_price: 189 }, 34_990],
    [{ price: 10 }, null],
    [{ price: null, preorder: true }, null],
  ])('%o → %s', (car, amount) => expect(financeAmount(car)).toBe(amount))
})
