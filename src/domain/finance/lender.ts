/** One lender's data on a car, normalised (spec: finance §3 "Finance lender data"). */
export type LenderData = {
  lender: string
  interestRate: number | null
  comparisonRate: number | null
  termYears: number | null
  deposit: number | null
  establishmentFee: number | null
  disclaimer: string | null
}

/** The dealership's configured rates (collections/Dealerships rate_card). */
export type RateCard = {
  interest_rate?: number | null
  comparison_rate?: number | null
  establishment_fee?: number | null
  default_term_years?: number | null
  /** spec: finance §5 "or custom year increments when configured": the calculator's term step in years. */
  term_increment_years?: number | null
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const first = (o: Record<string, unknown>, ...keys: string[]) =>
  keys.map((k) => num(o[k])).find((v) => v != null) ?? null

function normalise(lender: string, o: Record<string, unknown>): LenderData {
  // Stored as the seed writes it (snake_case, `term` in months) or as finance §3 names it (camelCase).
  const months = first(o, 'term', 'termMonths', 'term_months')
  const weeks = first(o, 'termWeeks', 'term_weeks')
  const years =
    first(o, 'termYears', 'term_years') ?? (months != null ? months / 12 : weeks != null ? weeks / 52 : null)
  return {
    lender,
    interestRate: first(o, 'interest_rate', 'interestRate'),
    comparisonRate: first(o, 'comparison_rate', 'comparisonRate'),
    termYears: years != null && years > 0 ? years : null,
    deposit: first(o, 'deposit'),
    establishmentFee: first(o, 'establishment_fee', 'establishmentFees', 'establishment_fees', 'establishmentFee'),
    disclaimer: typeof o.disclaimer === 'string' && o.disclaimer.trim() ? o.disclaimer.trim() : null,
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/**
 * The lender to quote from: the first entry of `finance_lenders` (keyed by lender) with both an
 * interest and a comparison rate (finance §5 "Shown only if lender data has non-null interest and
 * comparison rates"), else null. Tolerates a JSON string and junk.
 */
export function quotingLender(financeLenders: unknown): LenderData | null {
  let value = financeLenders
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (!isRecord(value)) return null
  for (const [key, entry] of Object.entries(value)) {
    if (!isRecord(entry)) continue
    const lender = normalise(key, entry)
    if (lender.interestRate != null && lender.comparisonRate != null) return lender
  }
  return null
}

export type FinanceRates = {
  interestRate: number
  comparisonRate: number
  fees: number
  deposit: number
  source: 'lender' | 'rate_card' | 'sample_loan'
}

/**
 * The rates to quote from: the car's lender when it has both rates, else the dealership rate card when
 * it has both, else none. spec: finance §9 "Establishment fee … otherwise 0 unless the lender gives
 * one. Deposit from lender else 0."
 */
export function financeRates(lender: LenderData | null, rateCard: RateCard | null): FinanceRates | null {
  if (lender?.interestRate != null && lender.comparisonRate != null) {
    return {
      interestRate: lender.interestRate,
      comparisonRate: lender.comparisonRate,
      fees: lender.establishmentFee ?? 0,
      deposit: lender.deposit ?? 0,
      source: 'lender',
    }
  }
  if (rateCard?.interest_rate != null && rateCard.comparison_rate != null) {
    return {
      interestRate: rateCard.interest_rate,
      comparisonRate: rateCard.comparison_rate,
      fees: rateCard.establishment_fee ?? 0,
      deposit: 0,
      source: 'rate_card',
    }
  }
  return null
}
