import type { ListingPrice } from '@/domain/pricing/listing-price'

/** spec: stock §5 / §9 "confidence above 0.2" — at or below this the gauge is not shown. */
export const GAUGE_MIN_CONFIDENCE = 0.2
/** spec: stock §4 / §9 "'Good Deal' when fill is under 0.65, otherwise 'Great Deal'". */
export const GREAT_DEAL_MIN_FILL = 0.65
/** spec: stock §9 colour bands "under 0.3, 0.3 to 0.6, and 0.6 or more". */
export const GAUGE_BAND_MID_FROM = 0.3
export const GAUGE_BAND_HIGH_FROM = 0.6
/** spec: stock §4 / §9 "The value counts up over 2.5 s". */
export const GAUGE_COUNT_UP_MS = 2500
/** spec: stock §4 gauge labels, verbatim. */
export const GOOD_DEAL_LABEL = 'Good Deal'
export const GREAT_DEAL_LABEL = 'Great Deal'
/** Decimal places of the fill in the gauge response. */
export const GAUGE_FILL_DECIMALS = 3
/**
 * The gauge is fetched when it comes within this distance of the viewport. The spec gives no
 * figure for the gauge; this is the similar-cars widget's (stock §9 "loads within 500 px of view").
 */
export const GAUGE_LOAD_MARGIN_PX = 500
/** spec: stock §7 "an empty body yields the error text 'No data returned'". */
export const GAUGE_NO_DATA_MESSAGE = 'No data returned'

/**
 * spec: stock §9 "Spin: movement sensitivity 20, rotation interval 100 ms (gauge constants 515 and
 * 424.115)." The spec calls these two gauge constants, not spin ones (the spin uses only the
 * sensitivity and interval, src/domain/vehicle/gallery.ts). 424.115 is π × 135 to three decimals:
 * the length of a half-dial arc of radius 135, drawn with a stroke-dasharray whose pattern is 515
 * long, so the gap hides the unfilled part of the arc. The gauge draws its dial with them
 * (gaugeArcDash, PriceGauge.client.tsx).
 */
export const GAUGE_ARC_RADIUS = 135
export const GAUGE_ARC_LENGTH = 424.115
export const GAUGE_DASH_PATTERN_LENGTH = 515

/** The half dial's stroke-dasharray for a fill (0 to 1, clamped): the filled length, then the gap. */
export function gaugeArcDash(fill: number): string {
  const filled = Math.min(1, Math.max(0, fill)) * GAUGE_ARC_LENGTH
  return `${Number(filled.toFixed(3))} ${GAUGE_DASH_PATTERN_LENGTH}`
}

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
