import {
  ENQUIRE_REPAYMENT_MAX,
  ESTIMATE_MIN_PRICE_EXCLUSIVE,
  ESTIMATE_TERM_YEARS,
  ESTIMATE_WEEKLY_DECIMALS,
  WEEKS_PER_YEAR,
} from './constants'
import { financeRates, type LenderData, type RateCard } from './lender'
import { repayment } from './repayment'

export type EstimateInput = {
  /** The dollar price shown for the car (offer or normal price), null when none. */
  price: number | null
  available: boolean
  lender: LenderData | null
  rateCard: RateCard | null
  /**
   * The dealership's finance_provider. Finance §5 gives some providers their own display rules
   * without naming them, so every provider gets the general rule for now.
   */
  provider?: string | null
}

export type VehicleEstimate = {
  weekly: number
  interestRate: number
  comparisonRate: number
  termYears: number
  deposit: number
}

/**
 * The vehicle page's 'Only $X /wk*' estimate, or null when it is not shown. spec: finance §5 "Finance
 * display rules on vehicle page": non-null interest and comparison rates; price above 500, an
 * available car and a weekly payment. spec: finance §9: 5-year term, weekly rounded to 0 decimals.
 * A payment of 25 or less is not shown either: the calculator says 'Enquire for Finance' for it.
 */
export function vehiclePageEstimate({ price, available, lender, rateCard }: EstimateInput): VehicleEstimate | null {
  if (!available || price == null || !(price > ESTIMATE_MIN_PRICE_EXCLUSIVE)) return null
  const rates = financeRates(lender, rateCard)
  if (!rates) return null
  const payment = repayment({
    amount: Math.max(0, price - rates.deposit),
    ratePercent: rates.interestRate,
    years: ESTIMATE_TERM_YEARS,
    periodsPerYear: WEEKS_PER_YEAR,
    fees: rates.fees,
  })
  const weekly = Math.round(payment * 10 ** ESTIMATE_WEEKLY_DECIMALS) / 10 ** ESTIMATE_WEEKLY_DECIMALS
  if (weekly <= ENQUIRE_REPAYMENT_MAX) return null
  return {
    weekly,
    interestRate: rates.interestRate,
    comparisonRate: rates.comparisonRate,
    termYears: ESTIMATE_TERM_YEARS,
    deposit: rates.deposit,
  }
}
