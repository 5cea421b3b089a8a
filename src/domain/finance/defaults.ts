import { type CalculatorBounds, clampToBounds } from './calculator'
import {
  ENQUIRE_REPAYMENT_MAX,
  ESTIMATE_WEEKLY_DECIMALS,
  quotedRates,
  type VehicleEstimate,
  WEEKS_PER_YEAR,
} from './estimate'
import { type LoanFees, loanFees } from './fees'
import type { LenderData, RateCard } from './lender'
import { calculatorRepayment } from './payment'
import { type FinancePolicy, financePolicy } from './policy'

/** spec: finance §9 "Default calculator amount is the car price or 30000; on some tenants 30000 by default." */
export const DEFAULT_AMOUNT = 30_000
/** spec: finance §9 "calculator default 5 (6 on some tenants, unless the lender gives one)" */
export const DEFAULT_TERM_YEARS = 5
export const DEFAULT_TERM_YEARS_FLAGGED = 6
/** spec: finance §9 "Interest default from dealer config; default calculator rate 10% in one area." */
export const DEFAULT_INTEREST_RATE = 10

export type CalculatorDefaults = {
  amount: number
  termYears: number
  interestRate: number
  deposit: number
  residual: number
}

/** The site flags that move the defaults (tenants/features.ts, same names). */
export type DefaultFlags = { finance_default_term_6?: boolean; finance_default_amount_30000?: boolean }

/**
 * The site's default loan term, the one owner of it (finance §9 "calculator default 5 (6 on some
 * tenants, unless the lender gives one)"): 6 where `finance_default_term_6` is on, else 5. The vehicle
 * page's estimate is quoted over it (finance/estimate.ts), and the calculator opens on it unless the
 * lender gives a term.
 */
export const siteDefaultTermYears = (flags: Pick<DefaultFlags, 'finance_default_term_6'>): number =>
  flags.finance_default_term_6 ? DEFAULT_TERM_YEARS_FLAGGED : DEFAULT_TERM_YEARS

/** The terms of the 'Only $X /wk*' line the calculator is opened from (finance §5, §9). */
export type EstimateTerms = { termYears: number; deposit: number; interestRate: number }

type Input = {
  price: number | null
  bounds: CalculatorBounds
  lender: LenderData | null
  rateCard: RateCard | null
  flags: DefaultFlags
  /**
   * When the page shows an estimate, the calculator opens on its terms, so the two figures tell one
   * story.
   */
  estimate?: EstimateTerms | null
  /** The provider's and site's finance rules (finance/policy.ts); by default the general ones. */
  policy?: FinancePolicy
}

/**
 * Where the calculator starts (spec: finance §9), each value inside its bound:
 * - amount: the car price, or 30000 with no price or on flagged tenants;
 * - term: the lender's, else 6 on flagged tenants, else the dealership's default, else 5
 *   ("unless the lender gives one": only the lender's term moves a flagged tenant's 6);
 * - interest: the lender's or rate card's rate ("Interest default from dealer config"), else 10;
 * - deposit: the lender's, else 0; residual 0.
 * Also the fees the repayment adds (finance/fees.ts).
 *
 * When the page shows the 'Only $X /wk*' estimate, the calculator it links to opens on the estimate's
 * price, term, rate and deposit, so both show the same weekly figure: the estimate's term (the site's
 * default, siteDefaultTermYears) wins over the lender's term, which would open a different figure.
 */
export function calculatorDefaults({
  price,
  bounds,
  lender,
  rateCard,
  flags,
  estimate,
  policy = financePolicy({}),
}: Input): {
  defaults: CalculatorDefaults
  fees: LoanFees
} {
  const rates = quotedRates(policy, lender, rateCard)
  // A tenant whose calculator opens at 30000 keeps that; its estimate line names its terms instead.
  const fromEstimate = estimate && !flags.finance_default_amount_30000 && price != null && price > 0 ? estimate : null
  const amount = fromEstimate
    ? price!
    : flags.finance_default_amount_30000 || price == null || price <= 0
      ? DEFAULT_AMOUNT
      : price
  const term =
    fromEstimate?.termYears ??
    lender?.termYears ??
    (flags.finance_default_term_6 ? null : rateCard?.default_term_years) ??
    siteDefaultTermYears(flags)
  return {
    defaults: {
      // The car's price as it is ("Default calculator amount is the car price"): only a typed price snaps.
      amount: clampToBounds(amount, { ...bounds.amount, snap: false }),
      termYears: clampToBounds(term, bounds.term),
      interestRate: clampToBounds(
        fromEstimate?.interestRate ?? rates?.interestRate ?? DEFAULT_INTEREST_RATE,
        bounds.interest,
      ),
      deposit: clampToBounds(fromEstimate?.deposit ?? rates?.deposit ?? 0, bounds.deposit),
      residual: 0,
    },
    fees: loanFees(policy, rates?.fees),
  }
}

/**
 * One quote per car and page (finance §9 "Vehicle page finance display: 5-year term, weekly figures
 * rounded to 0 decimals"; "rounded up (some tenants)"): where the calculator opens on the estimate's
 * price, the estimate becomes the calculator's opening figure, computed by the calculator's own
 * repayment (payment.ts calculatorRepayment) on its opening values, in whole dollars. So the line, the
 * Car Finance card and the calculator agree on the rate (a lender's 7.49% under Angle's 7.5% minimum is
 * quoted at 7.5% everywhere), the deposit, the term and the rounding. A figure of 25 or less is not
 * shown (finance §5: the calculator says 'Enquire for Finance'). Where the calculator opens elsewhere
 * (a tenant opening at 30000, a price above the maximum), the estimate is kept and the line names its
 * terms (opensOnEstimate).
 */
export function estimateAsOpened(
  estimate: VehicleEstimate | null,
  {
    defaults,
    fees,
    price,
    roundUp,
    priceDifference,
  }: { defaults: CalculatorDefaults; fees: LoanFees; price: number | null; roundUp: boolean; priceDifference: boolean },
): VehicleEstimate | null {
  if (!estimate || price == null || defaults.amount !== price) return estimate
  const payment = calculatorRepayment(defaults, {
    periodsPerYear: WEEKS_PER_YEAR,
    fees,
    roundUp,
    priceDifference,
    carPrice: price,
  })
  const weekly = Math.round(payment * 10 ** ESTIMATE_WEEKLY_DECIMALS) / 10 ** ESTIMATE_WEEKLY_DECIMALS
  if (weekly <= ENQUIRE_REPAYMENT_MAX) return null
  return {
    ...estimate,
    weekly,
    interestRate: defaults.interestRate,
    deposit: defaults.deposit,
    termYears: defaults.termYears,
  }
}

/**
 * Whether the calculator opens on the estimate's figure: same price, term, rate and deposit (after
 * estimateAsOpened the rounding is the calculator's too). When not, the line names its terms.
 */
export function opensOnEstimate(defaults: CalculatorDefaults, estimate: EstimateTerms, price: number | null): boolean {
  return (
    defaults.amount === price &&
    defaults.termYears === estimate.termYears &&
    defaults.deposit === estimate.deposit &&
    defaults.interestRate === estimate.interestRate &&
    defaults.residual === 0
  )
}
