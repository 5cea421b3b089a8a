import type { ListingPrice } from '@/domain/pricing/listingPrice'

import {
  GAUGE_BAND_HIGH_FROM,
  GAUGE_BAND_MID_FROM,
  GAUGE_FILL_DECIMALS,
  GAUGE_MIN_CONFIDENCE,
  GOOD_DEAL_LABEL,
  GREAT_DEAL_LABEL,
  GREAT_DEAL_MIN_FILL,
} from './constants'

/** The Car's `autograb_data` group (stock §3, §5). */
export type MarketData = {
  average_market_price?: number | null
  state_average_market_price?: number | null
  market_range_min?: number | null
  market_range_max?: number | null
  confidence?: number | null
  description?: string | null
}

/** spec: stock §3 "Price gauge response: fill, listing_price, market_range_min, market_range_max, confidence, description". */
export type GaugeResponse = {
  fill: number | null
  listing_price: number | null
  market_range_min: number | null
  market_range_max: number | null
  confidence: number | null
  description: string | null
}

/** A response the gauge may show: every number present (stock §5). */
export type ShownGauge = GaugeResponse & {
  fill: number
  listing_price: number
  market_range_min: number
  market_range_max: number
  confidence: number
}

export type GaugeBand = 'low' | 'mid' | 'high'

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const clamp01 = (v: number) => Math.min(1, Math.max(0, v))
const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places

/**
 * The dollar price a shopper sees, to compare with the market (stock §4 price display order): the
 * offer or normal price. A weekly subscription price, PREORDER and the no-price text give null.
 */
export function gaugeListingPrice(price: ListingPrice): number | null {
  return price.kind === 'offer' || price.kind === 'price' ? price.amount : null
}

/**
 * The gauge data for a listing price against the market range.
 *
 * The spec gives no formula for `fill` (stock §3 names the field only; §4 says a higher fill is a
 * better deal). Ours: where the price sits in the market range, 1 at or under market_range_min (the
 * best deal), 0 at or over market_range_max — clamp01((max − price) / (max − min)), 3 decimals.
 * fill is null when the price or either bound is missing, or the range is empty (max ≤ min).
 */
export function computePriceGauge(listingPrice: number | null, market: MarketData | null | undefined): GaugeResponse {
  const price = num(listingPrice)
  const min = num(market?.market_range_min)
  const max = num(market?.market_range_max)
  const fill =
    price !== null && min !== null && max !== null && max > min
      ? round(clamp01((max - price) / (max - min)), GAUGE_FILL_DECIMALS)
      : null
  const description = market?.description?.trim() || null
  return {
    fill,
    listing_price: price,
    market_range_min: min,
    market_range_max: max,
    confidence: num(market?.confidence),
    description,
  }
}

/**
 * spec: stock §5 "Price comparison is shown only when fill, listing_price, market_range_min,
 * market_range_max and confidence are all present, confidence is above 0.2, and market_range_max
 * is not below listing_price."
 */
export function isGaugeShown(g: GaugeResponse | null | undefined): g is ShownGauge {
  if (!g) return false
  const { fill, listing_price, market_range_min, market_range_max, confidence } = g
  if ([fill, listing_price, market_range_min, market_range_max, confidence].some((v) => num(v) === null)) return false
  return (confidence as number) > GAUGE_MIN_CONFIDENCE && (market_range_max as number) >= (listing_price as number)
}

/** spec: stock §4 "'Good Deal' when fill is under 0.65, otherwise 'Great Deal', unless the server gives a description". */
export function gaugeLabel(g: Pick<GaugeResponse, 'fill' | 'description'>): string {
  const description = g.description?.trim()
  if (description) return description
  return (g.fill ?? 0) < GREAT_DEAL_MIN_FILL ? GOOD_DEAL_LABEL : GREAT_DEAL_LABEL
}

/** spec: stock §9 "colour bands under 0.3, 0.3 to 0.6, and 0.6 or more". */
export function gaugeBand(fill: number): GaugeBand {
  if (fill < GAUGE_BAND_MID_FROM) return 'low'
  return fill < GAUGE_BAND_HIGH_FROM ? 'mid' : 'high'
}
