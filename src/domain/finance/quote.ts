import {
  CREDIT_RATING_LOADING,
  FALLBACK_RATE_CARD,
  QUOTE_BALLOON_FRACTION,
  QUOTE_DEPOSIT_FRACTION,
  QUOTE_PRICE_DEFAULT,
  QUOTE_PRICE_MAX,
  QUOTE_PRICE_MIN,
  QUOTE_TERM_DEFAULT,
  QUOTE_TERM_MAX,
  QUOTE_TERM_MIN,
  WEEKS_PER_MONTH,
  type CreditRating,
} from './constants'
import type { RateCard } from './lender'
import { repayment } from './repayment'

/** spec: finance §3 "Quote result: weeklyRepaymentAmount, advertisedRate, comparisonRate". */
export type Quote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }

export type QuoteRequest = {
  selfAssessedCreditScore: CreditRating
  purchasePrice: number
  loanTerm: number
}

/**
 * spec: finance §5 "Purchase price input accepts digits only; stored value is clamped to 10000 to
 * 200000; default 30000." Non-digits are dropped; nothing typed is the default.
 */
export function clampQuotePrice(raw: string | number | null | undefined): number {
  const digits = String(raw ?? '').replace(/\D/g, '')
  if (!digits) return QUOTE_PRICE_DEFAULT
  return Math.min(QUOTE_PRICE_MAX, Math.max(QUOTE_PRICE_MIN, Number(digits)))
}

/** spec: finance §5 "Loan term slider 1 to 7 years, step 1, default 5." */
export function clampQuoteTerm(raw: number | null | undefined): number {
  if (raw == null || !Number.isFinite(raw)) return QUOTE_TERM_DEFAULT
  return Math.min(QUOTE_TERM_MAX, Math.max(QUOTE_TERM_MIN, Math.round(raw)))
}

/** spec: finance §7, §9 "Monthly shown = weekly x 4.33", to the cent. */
export const monthlyFromWeekly = (weekly: number) => Math.round(weekly * WEEKS_PER_MONTH * 100) / 100

/**
 * The local lender's quote from the dealership's rate card (or the fallback card): the card's rates
 * plus the credit rating's loading, a 10% deposit and a 30% final payment on monthly repayments
 * (finance §2 estimate note), shown per week (monthly ÷ 4.33).
 */
export function rateCardQuote(request: QuoteRequest, card: RateCard | null | undefined): Quote {
  const usable = card?.interest_rate != null && card.comparison_rate != null
  const interest = usable ? card!.interest_rate! : FALLBACK_RATE_CARD.interest_rate
  const comparison = usable ? card!.comparison_rate! : FALLBACK_RATE_CARD.comparison_rate
  const fees = usable ? (card!.establishment_fee ?? 0) : FALLBACK_RATE_CARD.establishment_fee
  const loading = CREDIT_RATING_LOADING[request.selfAssessedCreditScore]
  const price = clampQuotePrice(request.purchasePrice)
  const years = clampQuoteTerm(request.loanTerm)
  const advertisedRate = round2(interest + loading)
  const monthly = repayment({
    amount: price * (1 - QUOTE_DEPOSIT_FRACTION),
    ratePercent: advertisedRate,
    years,
    periodsPerYear: 12,
    fees,
    residual: price * QUOTE_BALLOON_FRACTION,
  })
  return {
    weeklyRepaymentAmount: round2(monthly / WEEKS_PER_MONTH),
    advertisedRate,
    comparisonRate: round2(comparison + loading),
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100
