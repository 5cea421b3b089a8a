import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'
import { EMPTY_SEARCH_STATE } from '@/search/url-state'
import { AVAILABLE_STATUSES } from '@/domain/availability/constants'

import { searchSite } from './search'
import { lastGoodMemo } from './last-good-memo'
import type { SiteContext } from './sites'

/** The home tiles' counts may lag a car edit by this long. */
export const STOCK_SUMMARY_TTL_MS = 10_000

/**
 * Cars in stock or coming soon per car type, for the home page's browse tiles. Counted by the search
 * engine, so the site's scope and listing rules are the same ones its search pages apply.
 */
export async function loadStockSummary(site: SiteContext): Promise<Record<CarType, number>> {
  const { facets } = await searchSite(
    site,
    { ...EMPTY_SEARCH_STATE, refinements: { status: [...AVAILABLE_STATUSES] } },
    { hitsPerPage: 0, facets: ['car_type'] },
  )
  const count = (type: CarType) => facets.car_type?.find((f) => f.value === type)?.count ?? 0
  return Object.fromEntries(CAR_TYPES.map((t) => [t, count(t)])) as Record<CarType, number>
}

const remembered = lastGoodMemo({
  ttlMs: STOCK_SUMMARY_TTL_MS,
  maxEntries: 1000, // one entry per site
  load: loadStockSummary,
  keyOf: (site: SiteContext) => String(site.id),
})

/** The counts, reused for 10 s; the last good counts when the engine fails (like the search pages). */
export const stockSummary = async (site: SiteContext, now?: number) => (await remembered(site, now)).value
