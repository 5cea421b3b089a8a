import { formatPrice } from '@/domain/pricing/format'

import {
  AMOUNT_CAP_FACTOR,
  AMOUNT_CAP_PRICE_OVER,
  AMOUNT_MAX,
  AMOUNT_MIN,
  AMOUNT_STEP,
  DEPOSIT_MAX,
  DEPOSIT_MIN,
  DEPOSIT_STEP,
  ENQUIRE_FOR_FINANCE,
  ENQUIRE_REPAYMENT_MAX,
  INTEREST_MAX,
  INTEREST_MIN,
  INTEREST_STEP,
  RESIDUAL_MAX,
  RESIDUAL_MIN,
  RESIDUAL_STEP,
  TERM_MAX_YEARS,
  TERM_MAX_YEARS_FLAGGED,
  TERM_MIN_YEARS,
  TERM_STEP_YEARS,
} from './constants'
import { financePolicy, type FinancePolicy } from './policy'

export type Bound = {
  min: number
  max: number
  step: number
  /** spec: finance §5 purchase price "A value of 0 or less is set to 0" (rather than to the minimum). */
  zeroBelow?: boolean
}
export type CalculatorBounds = { amount: Bound; term: Bound; interest: Bound; deposit: Bound; residual: Bound }

/** The site flags that move the bounds (tenants/features.ts, same names). */
export type CalculatorFlags = { finance_max_term_5?: boolean; finance_cap_105_percent?: boolean }

/**
 * spec: finance §5 "Finance calculator (vehicle page)": the bounds of each input. The purchase-price
 * minimum is the highest of the default, the provider's (Angle 5000) and the site's (the flagged
 * dealer 5000); the interest bounds are the site's where it has its own ("4 to 20 for one flagged
 * dealer; 9.95 to 19.95 for another tenant"), else the provider's ("7.5 to 14.5 for Angle"), else
 * 0.5 to 15.
 */
export function calculatorBounds({
  provider,
  policy = financePolicy({ provider }),
  flags,
  price,
}: {
  provider?: string | null
  policy?: Pick<FinancePolicy, 'provider' | 'rules'>
  flags: CalculatorFlags
  price: number | null
}): CalculatorBounds {
  const capped = flags.finance_cap_105_percent && price != null && price > AMOUNT_CAP_PRICE_OVER
  const interest = policy.rules.interest ?? policy.provider.interest ?? { min: INTEREST_MIN, max: INTEREST_MAX }
  return {
    amount: {
      min: Math.max(AMOUNT_MIN, policy.provider.amountMin ?? 0, policy.rules.amountMin ?? 0),
      max: capped ? Math.round(price * AMOUNT_CAP_FACTOR) : AMOUNT_MAX,
      step: AMOUNT_STEP,
      zeroBelow: true,
    },
    term: {
      min: TERM_MIN_YEARS,
      max: flags.finance_max_term_5 ? TERM_MAX_YEARS_FLAGGED : TERM_MAX_YEARS,
      step: TERM_STEP_YEARS,
    },
    interest: { ...interest, step: INTEREST_STEP },
    deposit: { min: DEPOSIT_MIN, max: DEPOSIT_MAX, step: DEPOSIT_STEP },
    residual: { min: RESIDUAL_MIN, max: RESIDUAL_MAX, step: RESIDUAL_STEP },
  }
}

/** spec: finance §5 "Values outside min or max are clamped to the bound"; price "0 or less is set to 0". */
export function clampToBounds(value: number, bound: Bound): number {
  if (Number.isNaN(value)) return bound.min
  if (bound.zeroBelow && value <= 0) return 0
  return Math.min(bound.max, Math.max(bound.min, value))
}

/** spec: finance §5 'Cannot be less than {min} or more than $250,000', shown at or beyond a bound. */
export function amountHelpText(value: number, bound: Bound): string | null {
  if (value > bound.min && value < bound.max) return null
  return `Cannot be less than ${formatPrice(bound.min)} or more than ${formatPrice(bound.max)}`
}

export type RepaymentText = { kind: 'enquire'; text: typeof ENQUIRE_FOR_FINANCE } | { kind: 'amount'; text: string }

/** spec: finance §5 "A repayment of 25 or less displays 'Enquire for Finance' and hides the total." */
export function repaymentDisplay(payment: number): RepaymentText {
  return payment <= ENQUIRE_REPAYMENT_MAX
    ? { kind: 'enquire', text: ENQUIRE_FOR_FINANCE }
    : { kind: 'amount', text: formatPrice(payment) }
}
