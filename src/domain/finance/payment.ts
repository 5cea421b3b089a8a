import type { LoanFees } from './fees'
import { repayment, totalRepayments } from './repayment'
import { roundRepayment } from './rounding'

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

/** The calculator's inputs (finance §3 "Finance calculator inputs"), as defaults.ts opens them. */
export type CalculatorValues = {
  amount: number
  deposit: number
  interestRate: number
  termYears: number
  residual: number
}

/**
 * The calculator's repayment for its values, rounded as the calculator rounds (finance/rounding.ts):
 * one function for the calculator and for the vehicle page's estimate (defaults.ts estimateAsOpened),
 * so a car page quotes one figure wherever it shows it (finance §9).
 */
export function calculatorRepayment(
  values: CalculatorValues,
  {
    periodsPerYear,
    fees,
    roundUp,
    priceDifference,
    carPrice,
  }: { periodsPerYear: number; fees: LoanFees; roundUp: boolean; priceDifference: boolean; carPrice: number | null },
): number {
  const payment = loanRepayment({
    amount: values.amount,
    deposit: values.deposit,
    ratePercent: values.interestRate,
    years: values.termYears,
    periodsPerYear,
    residual: values.residual,
    fees,
  })
  return roundRepayment(payment, { roundUp, priceDifference, amount: values.amount, carPrice })
}
