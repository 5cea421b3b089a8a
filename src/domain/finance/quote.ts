import { DEFAULT_INTEREST_RATE } from './defaults'
import type { RateCard } from './lender'
import { repayment } from './repayment'

// --- The finance enquiry's instant quote (finance §2 "Finance enquiry screen", §5, §9) ---

/** spec: finance §5 "Purchase price input accepts digits only; stored value is clamped to 10000 to 200000; default 30000." */
export const QUOTE_PRICE_MIN = 10_000
export const QUOTE_PRICE_MAX = 200_000
export const QUOTE_PRICE_DEFAULT = 30_000
/** spec: finance §5 "Loan term slider 1 to 7 years, step 1, default 5." */
export const QUOTE_TERM_MIN = 1
export const QUOTE_TERM_MAX = 7
export const QUOTE_TERM_DEFAULT = 5
/** spec: finance §5 "Credit rating options: GREAT (default), DECENT, POOR." */
export const CREDIT_RATINGS = ['GREAT', 'DECENT', 'POOR'] as const
export type CreditRating = (typeof CREDIT_RATINGS)[number]
export const CREDIT_RATING_LABELS: Record<CreditRating, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' }
/**
 * What a lender adds to its best rate for a weaker self-assessed credit rating (percentage points).
 * Ours: the spec names the ratings only; brokers price 'decent' and 'poor' credit about this far above
 * 'great'.
 */
export const CREDIT_RATING_LOADING: Record<CreditRating, number> = { GREAT: 0, DECENT: 2.5, POOR: 6 }
/**
 * spec: finance §2 "The estimate note reads: 5-year term, 10% deposit, 30% final payment, on monthly
 * repayments." The quote is computed on those assumptions, with the term the shopper picks.
 */
export const QUOTE_DEPOSIT_FRACTION = 0.1
export const QUOTE_BALLOON_FRACTION = 0.3
/** spec: finance §7, §9 "Monthly = weekly x 4.33." */
export const WEEKS_PER_MONTH = 4.33
/** spec: finance §9 "Quote recalculation delay 500 ms". */
export const QUOTE_DEBOUNCE_MS = 500
/** The rates a quote uses when the dealership has no rate card (ours; a typical secured car loan). */
export const FALLBACK_RATE_CARD = { interest_rate: DEFAULT_INTEREST_RATE, comparison_rate: 10.5, establishment_fee: 0 }

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
