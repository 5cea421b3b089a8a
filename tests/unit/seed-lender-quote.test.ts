import { describe, expect, it } from 'vitest'

import { quotingLender } from '@/domain/finance/lender'
import { repayment } from '@/domain/finance/repayment'

import { lenderQuote } from '../../scripts/seed/car-pricing'
import { createRng } from '../../scripts/seed/random'

// spec: finance §9 "Repayment: amortised loan with establishment fees added and residual discounted;
// periods 52, 26 or 12". The seed's weekly quote is the domain's repayment on the lender terms it
// writes beside it, the establishment fee included.
describe("the seed's lender quote", () => {
  it.each([
    [1, 24_990],
    [2, 58_500],
    [3, 7_990],
  ])(
    'seed %i, price %i: weekly = repayment(price less deposit, rate, term, 52 a year, fee financed)',
    (seed, price) => {
      const { finance_lenders, weekly } = lenderQuote(createRng(seed), price)
      const lender = quotingLender(finance_lenders)!
      expect(lender.establishmentFee).toBe(395)
      expect(weekly).toBe(
        repayment({
          amount: price - lender.deposit!,
          ratePercent: lender.interestRate!,
          years: lender.termYears!,
          periodsPerYear: 52,
          fees: lender.establishmentFee!,
        }),
      )
      // the fee is financed: more than the same loan without it
      expect(weekly).toBeGreaterThan(
        repayment({
          amount: price - lender.deposit!,
          ratePercent: lender.interestRate!,
          years: lender.termYears!,
          periodsPerYear: 52,
        }),
      )
    },
  )
})
