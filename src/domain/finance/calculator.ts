import { formatPrice } from '@/domain/pricing/format'

import { ENQUIRE_REPAYMENT_MAX } from './estimate'
import { type FinancePolicy, financePolicy } from './policy'

/**
 * spec: finance §5 "Purchase price: minimum 1000 …, maximum 250000 … Step 500." (Angle's 5000:
 * finance/providers.ts). A typed price moves to the nearest step (clampToBounds); the car's own
 * price, where the calculator opens, is kept as it is (finance §9 "the car price", defaults.ts).
 */
export const AMOUNT_MIN = 1000
export const AMOUNT_MAX = 250_000
export const AMOUNT_STEP = 500
/** spec: finance §5 "on some tenants 105 percent of price if the car is over 100000" */
export const AMOUNT_CAP_PRICE_OVER = 100_000
export const AMOUNT_CAP_FACTOR = 1.05

/** spec: finance §5 "Loan term in years: 1 to 7 (5 max for some tenants), step 0.5" */
export const TERM_MIN_YEARS = 1
export const TERM_MAX_YEARS = 7
export const TERM_MAX_YEARS_FLAGGED = 5
export const TERM_STEP_YEARS = 0.5
/**
 * spec: finance §5 "…, step 0.5, or custom year increments when configured." The dealership's rate card
 * may set the step (collections/Dealerships `rate_card.term_increment_years`, e.g. 1 for whole years);
 * ours: from a quarter year up to the whole 1–7 range, else the configured value is ignored.
 */
export const TERM_INCREMENT_MIN_YEARS = 0.25
export const TERM_INCREMENT_MAX_YEARS = TERM_MAX_YEARS - TERM_MIN_YEARS

/** spec: finance §5 "Interest rate %: 0.5 to 15 by default … step 0.5." (the others: providers.ts, site-rules.ts) */
export const INTEREST_MIN = 0.5
export const INTEREST_MAX = 15
export const INTEREST_STEP = 0.5

/** spec: finance §5 "Deposit or trade-in (optional): 0 to 250000, step 0.5. Residual repayment (optional): 0 to 250000, step 0.5." */
export const DEPOSIT_MIN = 0
export const DEPOSIT_MAX = 250_000
export const DEPOSIT_STEP = 0.5
export const RESIDUAL_MIN = 0
export const RESIDUAL_MAX = 250_000
export const RESIDUAL_STEP = 0.5

/** spec: finance §5 "Repayment frequency: weekly (52), fortnightly (26), monthly (12)" */
export const REPAYMENT_FREQUENCIES = [
  { value: 'weekly', label: 'Weekly', periodsPerYear: 52 },
  { value: 'fortnightly', label: 'Fortnightly', periodsPerYear: 26 },
  { value: 'monthly', label: 'Monthly', periodsPerYear: 12 },
] as const
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number]['value']
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'

export type Bound = {
  min: number
  max: number
  step: number
  /** spec: finance §5 purchase price "A value of 0 or less is set to 0" (rather than to the minimum). */
  zeroBelow?: boolean
  /**
   * Values snap to min + n × step: the loan term (finance §5 "step 0.5, or custom year increments when
   * configured"), so a configured increment means what it says in a typed box too, and the purchase
   * price ("Step 500").
   */
  snap?: boolean
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
  termIncrementYears,
}: {
  provider?: string | null
  policy?: Pick<FinancePolicy, 'provider' | 'rules'>
  flags: CalculatorFlags
  price: number | null
  /** The dealership's configured term increment (rate_card.term_increment_years), if any. */
  termIncrementYears?: number | null
}): CalculatorBounds {
  const capped = flags.finance_cap_105_percent && price != null && price > AMOUNT_CAP_PRICE_OVER
  const interest = policy.rules.interest ?? policy.provider.interest ?? { min: INTEREST_MIN, max: INTEREST_MAX }
  return {
    amount: {
      min: Math.max(AMOUNT_MIN, policy.provider.amountMin ?? 0, policy.rules.amountMin ?? 0),
      max: capped ? Math.round(price * AMOUNT_CAP_FACTOR) : AMOUNT_MAX,
      step: AMOUNT_STEP,
      zeroBelow: true,
      snap: true,
    },
    term: termBound(flags.finance_max_term_5 ? TERM_MAX_YEARS_FLAGGED : TERM_MAX_YEARS, termIncrementYears),
    interest: { ...interest, step: INTEREST_STEP },
    deposit: { min: DEPOSIT_MIN, max: DEPOSIT_MAX, step: DEPOSIT_STEP },
    residual: { min: RESIDUAL_MIN, max: RESIDUAL_MAX, step: RESIDUAL_STEP },
  }
}

/**
 * spec: finance §5 "Loan term in years: 1 to 7 (5 max for some tenants), step 0.5, or custom year
 * increments when configured." A configured increment outside TERM_INCREMENT_MIN/MAX_YEARS is ignored.
 * The maximum is the last step that fits (1 + 2 × 2.5 = 6 of 7), so every bound is a reachable term.
 */
export function termBound(max: number, configured?: number | null): Bound {
  const step =
    configured != null &&
    Number.isFinite(configured) &&
    configured >= TERM_INCREMENT_MIN_YEARS &&
    configured <= TERM_INCREMENT_MAX_YEARS
      ? configured
      : TERM_STEP_YEARS
  const steps = Math.floor((max - TERM_MIN_YEARS) / step + 1e-9)
  return { min: TERM_MIN_YEARS, max: tidy(TERM_MIN_YEARS + steps * step), step, snap: true }
}

/** Drops binary noise (1 + 3 × 0.1 is 1.3000000000000003). */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6

/**
 * spec: finance §5 "Values outside min or max are clamped to the bound"; price "0 or less is set to 0";
 * a snapping bound (the term, the price's "Step 500") moves a value inside it to its nearest step
 * (half way rounds up), never past the maximum (the 105 percent cap need not be a step).
 */
export function clampToBounds(value: number, bound: Bound): number {
  if (Number.isNaN(value)) return bound.min
  if (bound.zeroBelow && value <= 0) return 0
  if (value <= bound.min) return bound.min
  if (value >= bound.max) return bound.max
  if (!bound.snap) return value
  const snapped = tidy(bound.min + Math.round((value - bound.min) / bound.step) * bound.step)
  return Math.min(snapped, bound.max)
}

/** The term box's hint when the dealership sets its own increment (ours; the half-year default needs none). */
export function termStepText(bound: Bound): string | null {
  if (bound.step === TERM_STEP_YEARS) return null
  return `In steps of ${bound.step} ${bound.step === 1 ? 'year' : 'years'}`
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
