import type { LoanFees } from './fees'
import { repayment, totalRepayments } from './repayment'

export type PaymentInput = {
  /** Purchase price. */
  amount: number
  /** Deposit or trade-in. */
  deposit: number
  ratePercent: number
  years: number
  periodsPerYear: number
  residual?: number
  fees: LoanFees
}

/**
 * One repayment of the vehicle page's loan, before rounding (finance/rounding.ts): the amortised
 * repayment on price less deposit with the upfront fees financed and the residual discounted (finance
 * §9), plus the monthly fees spread over the period (a fortnight pays 12/26 of a month's fee).
 */
export function loanRepayment({
  amount,
  deposit,
  ratePercent,
  years,
  periodsPerYear,
  residual = 0,
  fees,
}: PaymentInput): number {
  const base = repayment({
    amount: Math.max(0, amount - deposit),
    ratePercent,
    years,
    periodsPerYear,
    fees: fees.upfront,
    residual,
  })
  if (base <= 0) return 0
  return Math.round((base + (fees.perMonth * 12) / periodsPerYear) * 100) / 100
}

/**
 * spec: finance §9 "Total repayments = periods per year x term x payment + fees." The monthly fees
 * are inside the payment already; the fees added are those paid once.
 */
export const loanTotal = (payment: number, years: number, periodsPerYear: number, fees: LoanFees) =>
  totalRepayments({ payment, years, periodsPerYear, fees: fees.upfront })
