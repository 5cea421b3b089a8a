export type RepaymentInput = {
  /** Amount borrowed before fees (price less deposit or trade-in). */
  amount: number
  ratePercent: number
  years: number
  periodsPerYear: number
  /** Establishment fees, added to the amount borrowed. */
  fees?: number
  /** Balloon paid at the end, discounted back to today. */
  residual?: number
  /** Site flag finance_round_up: whole dollars, rounded up. */
  roundUp?: boolean
}

/**
 * Repayment per period of an amortised loan. spec: finance §9 "amortised loan with establishment fees
 * added and residual discounted; periods 52, 26 or 12; rounded up (some tenants)". This is PMT with a
 * future value: (P − R/(1+r)^n) · r / (1 − (1+r)^−n), or (P − R)/n at a 0% rate. Cents otherwise.
 * Never negative (a deposit or residual larger than the loan leaves nothing to repay).
 */
export function repayment({
  amount,
  ratePercent,
  years,
  periodsPerYear,
  fees = 0,
  residual = 0,
  roundUp = false,
}: RepaymentInput): number {
  const n = periodsPerYear * years
  if (!(n > 0)) return 0
  const principal = amount + fees
  const r = ratePercent / 100 / periodsPerYear
  const raw = r === 0 ? (principal - residual) / n : ((principal - residual / (1 + r) ** n) * r) / (1 - (1 + r) ** -n)
  if (!Number.isFinite(raw) || raw <= 0) return 0
  const cents = Math.round(raw * 100) / 100
  return roundUp ? Math.ceil(cents) : cents
}

/** spec: finance §9 "Total repayments = periods per year x term x payment + fees." */
export function totalRepayments({
  payment,
  years,
  periodsPerYear,
  fees = 0,
}: {
  payment: number
  years: number
  periodsPerYear: number
  fees?: number
}): number {
  return Math.round((periodsPerYear * years * payment + fees) * 100) / 100
}
