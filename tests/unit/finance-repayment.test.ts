import { describe, expect, it } from 'vitest'

import { repayment, type RepaymentInput, totalRepayments } from '@/domain/finance/repayment'

const loan = { amount: 30_000, ratePercent: 10, years: 5 }

describe('repayment (finance §9 "amortised loan with establishment fees added and residual discounted; periods 52, 26 or 12")', () => {
  it.each<[string, RepaymentInput, number]>([
    [
      'monthly (12): $30,000 at 10% over 5 years — Excel PMT(10%/12, 60, -30000)',
      { ...loan, periodsPerYear: 12 },
      637.41,
    ],
    ['weekly (52), same loan', { ...loan, periodsPerYear: 52 }, 146.73],
    ['fortnightly (26), same loan', { ...loan, periodsPerYear: 26 }, 293.68],
    ['establishment fees are added to the amount borrowed ($395)', { ...loan, periodsPerYear: 12, fees: 395 }, 645.8],
    [
      'a residual is discounted (PMT with future value $10,000)',
      { ...loan, periodsPerYear: 12, residual: 10_000 },
      508.27,
    ],
    ['a 0% rate divides the loan evenly', { ...loan, ratePercent: 0, periodsPerYear: 12 }, 500],
    [
      'a 0% rate with a residual repays the rest evenly',
      { ...loan, ratePercent: 0, periodsPerYear: 12, residual: 6_000 },
      400,
    ],
    [
      'half-year terms (finance §5 "step 0.5"): 3.5 years weekly',
      { amount: 20_000, ratePercent: 8.5, years: 3.5, periodsPerYear: 52 },
      127.13,
    ],
    ['"rounded up (some tenants)": whole dollars, upwards', { ...loan, periodsPerYear: 52, roundUp: true }, 147],
    ['rounding up a whole figure leaves it', { ...loan, ratePercent: 0, periodsPerYear: 12, roundUp: true }, 500],
    ['nothing to repay when the residual covers the loan', { ...loan, periodsPerYear: 12, residual: 60_000 }, 0],
    ['nothing to repay with no amount', { ...loan, amount: 0, periodsPerYear: 12 }, 0],
    ['no term → 0 rather than a division by zero', { ...loan, years: 0, periodsPerYear: 12 }, 0],
  ])('%s', (_, input, expected) => expect(repayment(input)).toBe(expected))
})

describe('totalRepayments (finance §9 "Total repayments = periods per year x term x payment + fees")', () => {
  it.each([
    [{ payment: 637.41, years: 5, periodsPerYear: 12 }, 38_244.6],
    [{ payment: 146.73, years: 5, periodsPerYear: 52, fees: 395 }, 38_544.8],
    [{ payment: 100, years: 0.5, periodsPerYear: 26 }, 1_300],
  ])('%o → %s', (input, expected) => expect(totalRepayments(input)).toBe(expected))
})
