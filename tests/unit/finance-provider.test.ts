import { describe, expect, it } from 'vitest'

import { type EstimateCar, type EstimateDealership, getFinanceProvider } from '@/integrations/finance-provider'
import { rateCardProvider } from '@/integrations/finance-provider/rate-card'

const youx = {
  interest_rate: 9.5,
  comparison_rate: 10.1,
  term: 60,
  deposit: 2000,
  establishment_fee: 395,
  disclaimer: 'Estimate only.',
}
const car: EstimateCar = { price: 34_990, status: 'in_stock', finance_lenders: { youx } }
const dealer: EstimateDealership = {
  finance_provider: 'Manual',
  rate_card: { interest_rate: 10, comparison_rate: 10.5, establishment_fee: null, default_term_years: null },
}

describe('rate-card finance provider (ARCHITECTURE "Integrations": the default provider; finance §5, §9)', () => {
  it.each<[string, EstimateCar, EstimateDealership, object | null]>([
    [
      "the car's lender data (seed shape) wins over the rate card",
      car,
      dealer,
      { weekly: 161, interestRate: 9.5, comparisonRate: 10.1, termYears: 5, deposit: 2000 },
    ],
    [
      'no lender data → the dealership rate card',
      { ...car, price: 30_000, finance_lenders: null },
      dealer,
      { weekly: 147, interestRate: 10, comparisonRate: 10.5, deposit: 0 },
    ],
    [
      'the offer price is the one financed',
      { ...car, offer_price: 30_000, finance_lenders: null },
      dealer,
      { weekly: 147 },
    ],
    ['coming_soon counts as available (stock §4)', { ...car, status: 'coming_soon' }, dealer, { weekly: 161 }],
    ['a sold car has no estimate (finance §5 "an available car")', { ...car, status: 'sold' }, dealer, null],
    ['no dollar price, no estimate ("price above 500")', { ...car, price: null }, dealer, null],
    [
      'no rates anywhere, no estimate',
      { ...car, finance_lenders: {} },
      { finance_provider: null, rate_card: null },
      null,
    ],
    [
      'a rate card without a comparison rate is not enough',
      { ...car, finance_lenders: null },
      { rate_card: { interest_rate: 10, comparison_rate: null } },
      null,
    ],
  ])('%s', async (_, c, d, expected) => {
    const estimate = await rateCardProvider.estimate(c, d)
    if (expected === null) expect(estimate).toBeNull()
    else expect(estimate).toMatchObject(expected)
  })

  it('is the provider of this deployment', () => expect(getFinanceProvider()).toBe(rateCardProvider))
})
