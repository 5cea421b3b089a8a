/** Finance numbers of the vehicle page: estimate line and calculator (spec: finance §5, §9). */

/** spec: finance §5 "Purchase price: minimum 1000 …, maximum 250000 … Step 500." (Angle's 5000: finance/providers.ts) */
export const AMOUNT_MIN = 1000
export const AMOUNT_MAX = 250_000
export const AMOUNT_STEP = 500
/** spec: finance §5 "on some tenants 105 percent of price if the car is over 100000" */
export const AMOUNT_CAP_PRICE_OVER = 100_000
export const AMOUNT_CAP_FACTOR = 1.05
/** spec: finance §9 "Default calculator amount is the car price or 30000; on some tenants 30000 by default." */
export const DEFAULT_AMOUNT = 30_000

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
/** spec: finance §9 "calculator default 5 (6 on some tenants, unless the lender gives one)" */
export const DEFAULT_TERM_YEARS = 5
export const DEFAULT_TERM_YEARS_FLAGGED = 6

/** spec: finance §5 "Interest rate %: 0.5 to 15 by default … step 0.5." (the others: providers.ts, siteRules.ts) */
export const INTEREST_MIN = 0.5
export const INTEREST_MAX = 15
export const INTEREST_STEP = 0.5
/** spec: finance §9 "Interest default from dealer config; default calculator rate 10% in one area." */
export const DEFAULT_INTEREST_RATE = 10

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
export const WEEKS_PER_YEAR = 52

/** spec: finance §5 "A repayment of 25 or less displays 'Enquire for Finance' and hides the total." */
export const ENQUIRE_REPAYMENT_MAX = 25
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'

/** spec: finance §9 "Vehicle page finance display: 5-year term, weekly figures rounded to 0 decimals" */
export const ESTIMATE_TERM_YEARS = 5
export const ESTIMATE_WEEKLY_DECIMALS = 0
/** spec: finance §5 display rules "price above 500" */
export const ESTIMATE_MIN_PRICE_EXCLUSIVE = 500
/** spec: finance §5 display rules "one provider requires vehicle age under 12 years" */
export const ESTIMATE_MAX_AGE_YEARS = 12
/** spec: finance §4 "Finance purchase availability … price is above 200" */
export const FINANCE_PURCHASE_MIN_PRICE_EXCLUSIVE = 200

/** spec: finance §4 "collapsed text truncated to 197 characters"; stock §9 "finance disclaimer to 197" */
export const DISCLAIMER_COLLAPSED_CHARS = 197

/** The disclaimer opening for rate-card figures, when the car's lender gives no disclaimer of its own. */
export const RATE_CARD_DISCLAIMER =
  'Estimate only, based on the dealership rate card and approved credit; it is not a quote or an offer of finance. Fees and charges apply.'

/**
 * Follows every finance disclaimer. spec: finance §9 "The comparison-rate disclaimer cites a $30,000
 * 5-year secured loan."
 */
export const COMPARISON_RATE_WARNING =
  'Comparison rate based on a $30,000 secured loan over 5 years. WARNING: This comparison rate is true only for the example given ' +
  'and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.'

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
