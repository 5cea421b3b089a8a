import type { Id } from '@/domain/ids'

/** spec: stock §9 similar cars "price band of plus or minus $10,000 if price is under 50,000, else plus or minus $25,000". */
export const SIMILAR_BAND_PRICE_THRESHOLD = 50_000
export const SIMILAR_BAND_NARROW = 10_000
export const SIMILAR_BAND_WIDE = 25_000
/** spec: stock §7 / §9 "10 hits per query". */
export const SIMILAR_HITS_PER_QUERY = 10
/** spec: stock §7 / §9 "first 6 kept", "6 shown". */
export const SIMILAR_SHOWN = 6
/** spec: stock §9 "widget loads within 500 px of view". */
export const SIMILAR_LOAD_MARGIN_PX = 500
/** spec: stock §4 / §9 "placeholders (six) while loading". */
export const SIMILAR_PLACEHOLDERS = 6

type Similar = { id: Id; model?: string | null }

/** spec: stock §9 — ±$10,000 when the price is under 50,000, else ±$25,000; never below 0. */
export function similarPriceBand(price: number): { min: number; max: number } {
  const half = price < SIMILAR_BAND_PRICE_THRESHOLD ? SIMILAR_BAND_NARROW : SIMILAR_BAND_WIDE
  return { min: Math.max(0, price - half), max: price + half }
}

const modelKey = (model: string | null | undefined) => (model ?? '').trim().toLowerCase()

/**
 * spec: stock §7 similar cars "Sorted with same model first, deduplicated by id, first 6 kept".
 * The multi-query's hit lists are flattened in order; the current car is dropped; the first hit
 * of an id wins; same-model cars (case-insensitive) move ahead, both groups keeping their order.
 */
export function selectSimilarCars<T extends Similar>(current: Similar, resultLists: T[][], shown = SIMILAR_SHOWN): T[] {
  const seen = new Set<string>([String(current.id)])
  const unique: T[] = []
  for (const hit of resultLists.flat()) {
    const id = String(hit.id)
    if (seen.has(id)) continue
    seen.add(id)
    unique.push(hit)
  }
  const model = modelKey(current.model)
  const sameModel = model ? unique.filter((c) => modelKey(c.model) === model) : []
  const others = model ? unique.filter((c) => modelKey(c.model) !== model) : unique
  return [...sameModel, ...others].slice(0, Math.max(0, shown))
}
