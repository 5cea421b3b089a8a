import {
  type CarIndexDoc,
  DEFAULT_HITS_PER_PAGE,
  type RangeKey,
  REFINEMENT_KEYS,
  type RefinementKey,
  type SearchQuery,
  SORT_KEYS,
} from '@/search/types'

import { createRng, type Rng } from '../../../scripts/seed/random'
import { referenceFacetValues as facetValues } from './rules'
import type { Stock } from './stock'

/** Keys shoppers use most, listed more than once so they are drawn more often. */
const POPULAR: RefinementKey[] = [
  'make',
  'make',
  'model',
  'body',
  'body',
  'car_type',
  'car_type',
  'fuel',
  'transmission',
  'price_range',
  'year',
  'filtered_features',
  'location_name',
  'dealership_name',
  'colour',
  'drive',
  'seats',
  'certified',
  'status',
  'make_model',
  'weekly_price_range',
  'tag',
  'item_type',
  'state',
  'city',
  'badge',
  'categories',
]

export type QueryOptions = { count: number; seed?: number; text?: boolean }

function typo(rnd: Rng, word: string): string {
  const w = word.toLowerCase()
  if (w.length < 5) return w
  const i = rnd.int(1, w.length - 2)
  return rnd.chance(0.5) ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w.slice(0, i) + w.slice(i + 1)
}

function textFor(rnd: Rng, docs: CarIndexDoc[]): string {
  const d = rnd.pick(docs)
  switch (rnd.int(0, 6)) {
    case 0:
      return d.make
    case 1:
      return `${d.make} ${d.model}`
    case 2:
      return typo(rnd, d.model.replace(/[^A-Za-z]/g, '') || d.make)
    case 3:
      return `${d.make} ${typo(rnd, d.model)}`
    case 4:
      return d.model.slice(0, rnd.int(2, 4)).toLowerCase()
    case 5:
      return rnd.chance(0.5) ? (d.stocknum ?? '') : (d.stocknum ?? '').toLowerCase()
    default:
      return `${d.colour ?? ''} ${d.badge ?? d.make}`.trim()
  }
}

/**
 * Realistic searches: one dealership, several, or a whole tenant; 0-3 refinements drawn from the
 * tenant's values (now and then an unknown one); ranges; every sort; later pages; optional text
 * (makes, models, typos, prefixes, stock numbers).
 */
export function generateQueries(stock: Stock, docs: CarIndexDoc[], opts: QueryOptions): SearchQuery[] {
  const rnd = createRng(opts.seed ?? 7)
  // Dealership sold windows draw from their own stream, so the other draws stay as they were.
  const windows = createRng((opts.seed ?? 7) + 1)
  const byTenant = new Map<string, CarIndexDoc[]>()
  for (const d of docs) byTenant.set(String(d.tenant), [...(byTenant.get(String(d.tenant)) ?? []), d])
  const out: SearchQuery[] = []
  for (let n = 0; n < opts.count; n++) {
    const tenantId = rnd.pick(docs).tenant
    const own = byTenant.get(String(tenantId))!
    const dealers = stock.dealerships.filter((d) => String(d.tenant) === String(tenantId)).map((d) => d.id)
    const kind = rnd.int(0, 2)
    const dealershipIds =
      kind === 0
        ? [rnd.pick(dealers)]
        : kind === 1
          ? rnd.sample(dealers, rnd.int(2, Math.max(2, dealers.length - 1)))
          : dealers
    if (rnd.chance(0.05)) dealershipIds.push(rnd.pick(stock.dealerships).id) // a stray id must not widen the scope
    const inScope = own.filter((d) => dealershipIds.some((id) => String(id) === String(d.dealership)))
    const pool = inScope.length ? inScope : own

    const refinements: Partial<Record<RefinementKey, string[]>> = {}
    for (const key of rnd.sample([...new Set(POPULAR)], rnd.pick([0, 0, 1, 1, 1, 2, 2, 3]))) {
      const values = [...new Set(rnd.sample(pool, 40).flatMap((d) => facetValues(d, key)))]
      const chosen = rnd.sample(values, rnd.int(1, 3))
      if (rnd.chance(0.05) || !chosen.length) chosen.push('Nope')
      refinements[key] = chosen
    }

    const ranges: Partial<Record<RangeKey, { min?: number; max?: number }>> = {}
    if (rnd.chance(0.3)) {
      const bound = (lo: number, hi: number, step: number) => round(rnd.int(lo, hi), step)
      const which = rnd.pick<RangeKey>([
        'price',
        'price',
        'km',
        'year',
        'weekly_price',
        'subscription_price',
        'created_at_timestamp',
      ])
      const r = {
        price: () => ({
          min: bound(5_000, 40_000, 500),
          max: rnd.chance(0.6) ? bound(40_000, 250_000, 500) : undefined,
        }),
        km: () => ({ max: bound(10_000, 150_000, 1000) }),
        year: () => ({ min: rnd.int(2010, 2022), max: rnd.chance(0.5) ? 2026 : undefined }),
        weekly_price: () => ({ max: bound(100, 400, 10) }),
        subscription_price: () => ({ min: 0, max: bound(200, 400, 10) }),
        created_at_timestamp: () => ({ min: Math.floor(stock.now / 1000) - rnd.int(1, 120) * 86_400 }),
      }[which]()
      ranges[which] = r
    }

    out.push({
      scope: {
        tenantId,
        dealershipIds,
        includeSoldCarsDays: rnd.pick([3, 3, 3, 0, 1, 7]),
        ...(windows.chance(0.3) ? { soldWindowByDealership: soldWindowOverrides(windows, dealers) } : {}),
        excludedStocknums: rnd.chance(0.15)
          ? rnd
              .sample(pool, rnd.int(1, 3))
              .map((d) => (rnd.chance(0.5) ? (d.stocknum ?? '') : ` ${(d.stocknum ?? '').toLowerCase()}`))
          : [],
        priceAboveZeroOnPriceSort: rnd.chance(0.2),
        now: stock.now,
      },
      text: opts.text && rnd.chance(0.35) ? textFor(rnd, pool) : undefined,
      refinements,
      ranges,
      sort: rnd.chance(0.5) ? undefined : rnd.pick(SORT_KEYS),
      page: rnd.chance(0.7) ? 1 : rnd.int(2, 3),
      hitsPerPage: rnd.chance(0.8) ? DEFAULT_HITS_PER_PAGE : rnd.pick([12, 48]),
      facets: rnd.chance(0.1) ? rnd.sample(REFINEMENT_KEYS, 5) : undefined,
    })
  }
  return out
}

/** Some of the tenant's dealerships with their own include_sold_cars_days (finance §3). */
const soldWindowOverrides = (rnd: Rng, dealers: readonly CarIndexDoc['dealership'][]) =>
  Object.fromEntries(
    rnd.sample(dealers, rnd.int(1, dealers.length)).map((d) => [String(d), rnd.pick([0, 0, 1, 7, 30])]),
  )

const round = (n: number, step: number) => Math.round(n / step) * step
