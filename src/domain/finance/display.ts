import type { DisplayRule } from './providers'

/** spec: finance §5 display rules "price above 500" */
export const ESTIMATE_MIN_PRICE_EXCLUSIVE = 500
/** spec: finance §5 display rules "one provider requires vehicle age under 12 years" */
export const ESTIMATE_MAX_AGE_YEARS = 12

export type DisplayFacts = {
  price: number | null
  available: boolean
  /** The car's build year; null when unknown. */
  year: number | null
  /** The year it is now (the page's clock). */
  currentYear: number
  comparisonRate: number | null
  /** The repayment the page would show per week (0 when none). */
  weekly: number
}

const priceAbove500 = (price: number | null) => price != null && price > ESTIMATE_MIN_PRICE_EXCLUSIVE

/**
 * spec: finance §5 "Per provider: one provider requires vehicle age under 12 years, price above 500,
 * an available car and a comparison rate; two others require an available car; the rest require
 * price above 500, an available car and a weekly or monthly payment." An unknown build year cannot
 * prove the age, so the age rule fails without one.
 */
export function passesDisplayRule(rule: DisplayRule, f: DisplayFacts): boolean {
  if (!f.available) return false
  switch (rule) {
    case 'age_under_12':
      return (
        f.year != null &&
        f.currentYear - f.year < ESTIMATE_MAX_AGE_YEARS &&
        priceAbove500(f.price) &&
        f.comparisonRate != null
      )
    case 'available':
      return true
    case 'price_and_payment':
      return priceAbove500(f.price) && f.weekly > 0
  }
}
