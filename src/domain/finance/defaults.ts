import { type CalculatorBounds, clampToBounds } from './calculator'
import { quotedRates } from './estimate'
import { type LoanFees, loanFees } from './fees'
import type { LenderData, RateCard } from './lender'
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
 * Whether the calculator opens on the estimate's figure: same price, term, rate and deposit, and no
 * round-up (the estimate rounds to the nearest dollar, finance §9). When not, the line names its terms.
 */
export function opensOnEstimate(
  defaults: CalculatorDefaults,
  estimate: EstimateTerms,
  price: number | null,
  roundUp: boolean,
): boolean {
  return (
    !roundUp &&
    defaults.amount === price &&
    defaults.termYears === estimate.termYears &&
    defaults.deposit === estimate.deposit &&
    defaults.interestRate === estimate.interestRate &&
    defaults.residual === 0
  )
}
