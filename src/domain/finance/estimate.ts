import { passesDisplayRule } from './display'
import { loanFees } from './fees'
import { type FinanceRates, financeRates, type LenderData, type RateCard } from './lender'
import { loanRepayment } from './payment'
import { type FinancePolicy, financePolicy } from './policy'
import { SAMPLE_LOAN } from './site-rules'

export const WEEKS_PER_YEAR = 52

/** spec: finance §5 "A repayment of 25 or less displays 'Enquire for Finance' and hides the total." */
export const ENQUIRE_REPAYMENT_MAX = 25

/**
 * spec: finance §9 "Vehicle page finance display: 5-year term, weekly figures rounded to 0 decimals".
 * The term is the site's default (defaults.ts siteDefaultTermYears: 5, or 6 where the tenant's
 * calculator opens at 6), so the estimate and the calculator it links to quote one loan.
 */
export const ESTIMATE_TERM_YEARS = 5
export const ESTIMATE_WEEKLY_DECIMALS = 0

export type EstimateInput = {
  /** The dollar price shown for the car (offer or normal price), null when none. */
  price: number | null
  available: boolean
  lender: LenderData | null
  rateCard: RateCard | null
  /** The dealership's finance_provider; used when no policy is given. */
  provider?: string | null
  /** The site's and provider's finance rules (finance/policy.ts); by default the provider's alone. */
  policy?: FinancePolicy
  /** The car's build year, for the provider whose rule is "vehicle age under 12 years". */
  year?: number | null
  /** The page's clock. */
  now?: Date
  /** The site's default term (defaults.ts siteDefaultTermYears); ESTIMATE_TERM_YEARS when not given. */
  termYears?: number
}

export type VehicleEstimate = {
  weekly: number
  interestRate: number
  comparisonRate: number
  termYears: number
  deposit: number
}

/**
 * The rates the vehicle page quotes: the site's sample loan where it shows one (finance §9 "one site
 * shows a sample loan at 6.29% rate and 8.19% comparison rate with no deposit"), else the car's
 * lender, else the dealership rate card (finance/lender.ts).
 */
export function quotedRates(
  policy: FinancePolicy,
  lender: LenderData | null,
  rateCard: RateCard | null,
): FinanceRates | null {
  const rates = financeRates(lender, rateCard)
  if (!policy.sampleLoan) return rates
  return {
    interestRate: SAMPLE_LOAN.interestRate,
    comparisonRate: SAMPLE_LOAN.comparisonRate,
    deposit: SAMPLE_LOAN.deposit,
    fees: rates?.fees ?? 0,
    source: 'sample_loan',
  }
}

/**
 * The vehicle page's 'Only $X /wk*' estimate, or null when it is not shown. spec: finance §5 "Finance
 * display rules on vehicle page": non-null interest and comparison rates, not for the hidden
 * manufacturer or sites, then the provider's own rule (finance/display.ts). spec: finance §9: 5-year
 * term, weekly rounded to 0 decimals, establishment fees per finance/fees.ts.
 * A payment of 25 or less is never shown: the calculator it links to says 'Enquire for Finance' for it.
 */
export function vehiclePageEstimate({
  price,
  available,
  lender,
  rateCard,
  provider,
  policy = financePolicy({ provider }),
  year = null,
  now = new Date(),
  termYears = ESTIMATE_TERM_YEARS,
}: EstimateInput): VehicleEstimate | null {
  if (policy.hidden || !available || price == null || price <= 0) return null
  const rates = quotedRates(policy, lender, rateCard)
  if (!rates) return null
  const payment = loanRepayment({
    amount: price,
    deposit: rates.deposit,
    ratePercent: rates.interestRate,
    years: termYears,
    periodsPerYear: WEEKS_PER_YEAR,
    fees: loanFees(policy, rates.fees),
  })
  const weekly = Math.round(payment * 10 ** ESTIMATE_WEEKLY_DECIMALS) / 10 ** ESTIMATE_WEEKLY_DECIMALS
  const shown = passesDisplayRule(policy.provider.display, {
    price,
    available,
    year,
    currentYear: now.getFullYear(),
    comparisonRate: rates.comparisonRate,
    weekly,
  })
  if (!shown || weekly <= ENQUIRE_REPAYMENT_MAX) return null
  return {
    weekly,
    interestRate: rates.interestRate,
    comparisonRate: rates.comparisonRate,
    termYears,
    deposit: rates.deposit,
  }
}
