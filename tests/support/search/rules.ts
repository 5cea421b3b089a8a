import type { Id } from '@/domain/ids'
import type { CarIndexDoc, RefinementKey, SearchScope, SortKey } from '@/search/types'

/**
 * The search rules written out plainly from the spec for the references (naive.ts, sql-reference.ts)
 * and the tests that judge hits. Nothing here comes from src/search or src/domain: when the engines
 * and a reference agree, the rules are checked too, not only the plumbing.
 */

const DAY_S = 86_400

/** stock §4 "sold within the recent window (3 days by default, configurable by include_sold_cars_days)". */
const DEFAULT_SOLD_DAYS = 3
const validDays = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0

/** finance §3: a dealership's own include_sold_cars_days wins over the site's; otherwise 3. */
export function soldDays(scope: SearchScope, dealership: Id): number {
  const own = scope.soldWindowByDealership?.[String(dealership)]
  if (validDays(own)) return own
  return validDays(scope.includeSoldCarsDays) ? scope.includeSoldCarsDays : DEFAULT_SOLD_DAYS
}

/** The earliest sold time (epoch s, inclusive) still listed for a dealership's cars; null: no sold cars. */
export function soldSince(scope: SearchScope, dealership: Id): number | null {
  const days = soldDays(scope, dealership)
  if (days === 0) return null
  return Math.floor((scope.now ?? Date.now()) / 1000) - days * DAY_S
}

/** stock §4 "listed if status is in stock or coming soon". */
export const AVAILABLE = ['in_stock', 'coming_soon'] as const

/** stock §9 "price above 0 when sorting by price ascending on some sites". */
export const needsPrice = (scope: SearchScope, sort: SortKey | undefined) =>
  scope.priceAboveZeroOnPriceSort === true && sort === 'price_asc'

/** The wall: the site's tenant and one of its dealerships. */
export const ownCar = (doc: Pick<CarIndexDoc, 'tenant' | 'dealership'>, scope: SearchScope) =>
  String(doc.tenant) === String(scope.tenantId) && scope.dealershipIds.map(String).includes(String(doc.dealership))

/**
 * stock §4 "On a dealer site a car is listed if status is in stock or coming soon, or it was sold within
 * the recent window …, and show_on_dealer_website is true"; stock §9 excluded stock numbers (compared
 * trimmed, any case) and the price rule above.
 */
export function listed(doc: CarIndexDoc, scope: SearchScope, sort?: SortKey): boolean {
  if (!ownCar(doc, scope)) return false
  if (doc.show_on_dealer_website === false) return false
  const stocknum = doc.stocknum?.trim().toLowerCase()
  if (stocknum && scope.excludedStocknums.some((s) => s.trim().toLowerCase() === stocknum)) return false
  if (needsPrice(scope, sort) && !(doc.price != null && doc.price > 0)) return false
  if ((AVAILABLE as readonly string[]).includes(doc.status)) return true
  if (doc.status !== 'sold' || typeof doc.sold_date_timestamp !== 'number') return false
  const since = soldSince(scope, doc.dealership)
  return since !== null && doc.sold_date_timestamp >= since
}

/** Price bands for price_range / weekly_price_range: [min, max) each, "Under …" and "… & above" at the ends. */
export type Band = { label: string; min: number; max: number }
const money = (n: number) => `$${n.toLocaleString('en-AU')}`
function bandsOf(edges: number[], suffix = ''): Band[] {
  return [
    { label: `Under ${money(edges[0]!)}${suffix}`, min: 0, max: edges[0]! },
    ...edges
      .slice(1)
      .map((to, i) => ({ label: `${money(edges[i]!)} - ${money(to)}${suffix}`, min: edges[i]!, max: to })),
    { label: `${money(edges.at(-1)!)} & above${suffix}`, min: edges.at(-1)!, max: Infinity },
  ]
}
export const PRICE_BANDS = bandsOf([10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000])
export const WEEKLY_PRICE_BANDS = bandsOf([100, 150, 200, 250, 300, 400], ' per week')

/** The spec's sorts: field and direction; missing values last, ties by id ascending. */
export const SORT_BY: Record<
  SortKey,
  { field: 'rank' | 'price' | 'year' | 'km' | 'created_at_timestamp'; direction: 'asc' | 'desc' }
> = {
  rank_desc: { field: 'rank', direction: 'desc' },
  price_asc: { field: 'price', direction: 'asc' },
  price_desc: { field: 'price', direction: 'desc' },
  year_desc: { field: 'year', direction: 'desc' },
  year_asc: { field: 'year', direction: 'asc' },
  km_asc: { field: 'km', direction: 'asc' },
  km_desc: { field: 'km', direction: 'desc' },
  newest: { field: 'created_at_timestamp', direction: 'desc' },
}

/** Words under 4 letters match exactly; 4-7 letters allow one edit; 8 or more allow two. */
export const typoBudget = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/**
 * Edits between two words: insert, delete, substitute, or swap two adjacent letters ('tuscon' →
 * 'tucson' is one). Stops early once every path costs more than `limit` (returns limit + 1).
 */
export function edits(a: string, b: string, limit = Infinity): number {
  let before: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, before[j - 2]! + 1)
      best = Math.min(best, row[j]!)
    }
    if (best > limit) return limit + 1
    before = prev
    prev = row
  }
  return prev[b.length]!
}

/** True when `word` is within its typo budget of `token` (and the budget is not 0). */
export const typoOf = (word: string, token: string) => {
  const budget = typoBudget(word)
  return budget > 0 && Math.abs(word.length - token.length) <= budget && edits(word, token, budget) <= budget
}

/** A car's band label: prices above 0 only (cars without a price have no band). */
export function bandOf(bands: readonly Band[], value: number | null | undefined): string | null {
  if (value == null || !(value > 0)) return null
  return bands.find((b) => value >= b.min && value < b.max)?.label ?? null
}

/**
 * A car's values for a stock §3 filter key, read straight from the car as the shopper sees it: the
 * field's own text (no case change, no trimming beyond "empty is no value"), whole numbers for year
 * and seats, 'true'/'false' for certified, make and model joined by '|' for make_model (the filter
 * key's URL value, e.g. 'Toyota|Corolla'), the band label for the price ranges, and every distinct
 * entry for the list keys. Written here, not imported, so a change to the engines' own reading of a
 * car (src/search/facet-values.ts) is judged rather than copied.
 */
export function referenceFacetValues(d: CarIndexDoc, key: RefinementKey): string[] {
  const one = (v: string | number | null | undefined) =>
    v == null || v === '' || (typeof v === 'number' && !Number.isFinite(v)) ? [] : [String(v)]
  switch (key) {
    case 'price_range':
      return one(bandOf(PRICE_BANDS, d.price))
    case 'weekly_price_range':
      return one(bandOf(WEEKLY_PRICE_BANDS, d.weekly_price))
    case 'make_model':
      return d.make && d.model ? [`${d.make}|${d.model}`] : []
    case 'certified':
      return [d.certified ? 'true' : 'false']
    case 'categories':
      return [...new Set((d.categories ?? []).filter((v) => v !== ''))]
    case 'filtered_features':
      return [...new Set((d.features ?? []).filter((v) => v !== ''))]
    default:
      return one(d[key])
  }
}
