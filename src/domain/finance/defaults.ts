import type { CalculatorBounds } from './calculator'
import { clampToBounds } from './calculator'
import { DEFAULT_AMOUNT, DEFAULT_INTEREST_RATE, DEFAULT_TERM_YEARS, DEFAULT_TERM_YEARS_FLAGGED } from './constants'
import { financeRates, type LenderData, type RateCard } from './lender'

export type CalculatorDefaults = { amount: number; termYears: number; interestRate: number; deposit: number; residual: number }

/** The site flags that move the defaults (tenants/features.ts, same names). */
export type DefaultFlags = { finance_default_term_6?: boolean; finance_default_amount_30000?: boolean }

type Input = { price: number | null; bounds: CalculatorBounds; lender: LenderData | null; rateCard: RateCard | null; flags: DefaultFlags }

/**
 * Where the calculator starts (spec: finance §9), each value inside its bound:
 * - amount: the car price, or 30000 with no price or on flagged tenants;
 * - term: the lender's, else the dealership's default, else 6 on flagged tenants, else 5;
 * - interest: the lender's or rate card's rate ("Interest default from dealer config"), else 10;
 * - deposit: the lender's, else 0; residual 0.
 * Also the establishment fees the repayment adds ("0 unless the lender gives one").
 */
export function calculatorDefaults({ price, bounds, lender, rateCard, flags }: Input): { defaults: CalculatorDefaults; fees: number } {
  const rates = financeRates(lender, rateCard)
  const amount = flags.finance_default_amount_30000 || price == null || price <= 0 ? DEFAULT_AMOUNT : price
  const term = lender?.termYears ?? rateCard?.default_term_years ?? (flags.finance_default_term_6 ? DEFAULT_TERM_YEARS_FLAGGED : DEFAULT_TERM_YEARS)
  return {
    defaults: {
      amount: clampToBounds(amount, bounds.amount),
      termYears: clampToBounds(term, bounds.term),
      interestRate: clampToBounds(rates?.interestRate ?? DEFAULT_INTEREST_RATE, bounds.interest),
      deposit: clampToBounds(rates?.deposit ?? 0, bounds.deposit),
      residual: 0,
    },
    fees: rates?.fees ?? 0,
  }
}
