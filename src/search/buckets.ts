import { formatPrice as dollars } from '@/domain/pricing/format'

/**
 * Price bands for the 'price_range' and 'weekly_price_range' facets (stock §3 filter keys). A band
 * holds prices from min (inclusive) up to max (exclusive). Cars without a price above 0 have no band.
 * The order here is the "by price range" facet order (stock §9 facet sorting).
 */
export type PriceBucket = { label: string; min: number; max: number }

function bands(edges: number[], suffix = ''): PriceBucket[] {
  const out: PriceBucket[] = []
  let last = 0
  for (const [i, edge] of edges.entries()) {
    const label = i === 0 ? `Under ${dollars(edge)}` : `${dollars(last)} - ${dollars(edge)}`
    out.push({ label: `${label}${suffix}`, min: last, max: edge })
    last = edge
  }
  out.push({ label: `${dollars(last)} & above${suffix}`, min: last, max: Number.POSITIVE_INFINITY })
  return out
}

export const PRICE_BUCKETS: readonly PriceBucket[] = bands([
  10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000,
])
export const WEEKLY_PRICE_BUCKETS: readonly PriceBucket[] = bands([100, 150, 200, 250, 300, 400], ' per week')

export function bucketLabel(buckets: readonly PriceBucket[], value: number | null | undefined): string | null {
  if (value == null || !(value > 0)) return null
  for (const b of buckets) if (value >= b.min && value < b.max) return b.label
  return null
}

export const priceRangeLabel = (price: number | null | undefined) => bucketLabel(PRICE_BUCKETS, price)
export const weeklyPriceRangeLabel = (weekly: number | null | undefined) => bucketLabel(WEEKLY_PRICE_BUCKETS, weekly)
