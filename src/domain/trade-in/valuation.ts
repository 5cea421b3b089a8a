import { formatPrice } from '@/domain/pricing/format'

import { getsOnlineEstimate } from './eligibility'

/** spec: finance §9 "estimates are indicative and subject to inspection". */
export const VALUATION_NOTE = 'Indicative, subject to inspection.'
export const NO_ONLINE_ESTIMATE_NOTE =
  'Vehicles over 7 years old or 100,000 km generally get no online estimate. Send us your details and we will value it in person.'
export const PROVIDER_NO_ESTIMATE_NOTE =
  'We could not value your vehicle online. Send us your details and we will value it in person.'
export const TOO_FEW_COMPARABLES_NOTE =
  'We do not have enough similar cars to give an online estimate. Send us your details and we will value it in person.'

// Ours (the spec gives no valuation method): the default valuer's parameters.
/** Fewer comparable cars than this give no range. */
export const MIN_COMPARABLES = 3
/** Comparable cars are of the same make and model within this many model years. */
export const COMPARABLE_YEAR_SPAN = 2
/** Price moved per km of difference from the comparable car (about 10c per km for a mainstream car). */
export const KM_ADJUSTMENT_PER_KM = 0.1
/** Price moved per model year of difference. */
export const YEAR_ADJUSTMENT_SHARE = 0.08
/** A trade-in is bought below retail: reconditioning, holding costs and margin. */
export const TRADE_SHARE_OF_RETAIL = 0.8
/** Rounded to the nearest $100. */
export const VALUATION_ROUNDING = 100

/** Australian states and territories for regoState (finance §3 "rego, regoState"). */
export const REGO_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const

/** spec: finance §4 "Trade-in steps use adjustmentAnswers": the condition questions (wording ours). */
export const ADJUSTMENT_QUESTIONS = [
  {
    key: 'accident_history',
    label: 'Has the vehicle been in an accident?',
    options: ['No', 'Yes, minor', 'Yes, major'],
  },
  { key: 'service_history', label: 'Does it have a service history?', options: ['Full', 'Partial', 'None'] },
  { key: 'body_condition', label: 'How is the body and paint?', options: ['Excellent', 'Good', 'Fair', 'Poor'] },
  { key: 'finance_owing', label: 'Is there finance owing on it?', options: ['No', 'Yes'] },
] as const

export type TradeVehicle = { make: string; model: string; year: number; km: number }
export type Comparable = { price: number; year: number; km: number | null }

export type Valuation =
  | { status: 'estimate'; low: number; high: number; comparables: number; note: string }
  | { status: 'no_online_estimate' | 'too_few_comparables'; low: null; high: null; comparables: number; note: string }

const round = (v: number) => Math.max(0, Math.round(v / VALUATION_ROUNDING) * VALUATION_ROUNDING)
const quantile = (sorted: number[], q: number) => {
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/**
 * The default valuation: each comparable car's asking price moved to the shopper's year and km, then
 * the middle half of those prices, at a trade share of retail. No range for a car the spec says gets
 * no online estimate (finance §9), nor with fewer than MIN_COMPARABLES priced comparables.
 */
export function indicativeValuation(vehicle: TradeVehicle, comparables: Comparable[], now: Date): Valuation {
  const priced = comparables.filter((c) => c.price > 0)
  if (!getsOnlineEstimate(vehicle, now)) {
    return {
      status: 'no_online_estimate',
      low: null,
      high: null,
      comparables: priced.length,
      note: NO_ONLINE_ESTIMATE_NOTE,
    }
  }
  if (priced.length < MIN_COMPARABLES) {
    return {
      status: 'too_few_comparables',
      low: null,
      high: null,
      comparables: priced.length,
      note: TOO_FEW_COMPARABLES_NOTE,
    }
  }
  const adjusted = priced
    .map((c) => {
      const byKm = c.km === null ? 0 : (c.km - vehicle.km) * KM_ADJUSTMENT_PER_KM
      const byYear = c.price * YEAR_ADJUSTMENT_SHARE * (vehicle.year - c.year)
      return (c.price + byKm + byYear) * TRADE_SHARE_OF_RETAIL
    })
    .sort((a, b) => a - b)
  const low = round(quantile(adjusted, 0.25))
  const high = Math.max(low, round(quantile(adjusted, 0.75)))
  return { status: 'estimate', low, high, comparables: priced.length, note: VALUATION_NOTE }
}

/** A stored valuation as the dealer reads it: '$12,000 – $15,000 (…note; 6 comparable cars)', or the note alone. */
export function valuationSummary(v: unknown): string | null {
  if (!v || typeof v !== 'object') return null
  const { status, low, high, comparables, note } = v as Partial<Valuation>
  if (status === 'estimate' && typeof low === 'number' && typeof high === 'number')
    // A provider's range counts no comparable cars of ours (src/integrations/trade-in/http.ts).
    return comparables
      ? `Indicative valuation ${formatPrice(low)} – ${formatPrice(high)} (${note}; ${comparables} comparable cars)`
      : `Indicative valuation ${formatPrice(low)} – ${formatPrice(high)} (${note})`
  return typeof note === 'string' ? note : null
}
