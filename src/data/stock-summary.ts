import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'
import { EMPTY_SEARCH_STATE } from '@/search/url-state'

import { searchSite } from './search'
import type { SiteContext } from './sites'
import { ttlMemo } from './ttl-memo'

/** The home tiles' counts may lag a car edit by this long. */
export const STOCK_SUMMARY_TTL_MS = 10_000

/**
 * Cars in stock or coming soon per car type, for the home page's browse tiles. Counted by the search
 * engine, so the site's scope and listing rules are the same ones its search pages apply.
 */
export async function loadStockSummary(site: SiteContext): Promise<Record<CarType, number>> {
  const { facets } = await searchSite(
    site,
    { ...EMPTY_SEARCH_STATE, refinements: { status: ['in_stock', 'coming_soon'] } },
    { hitsPerPage: 0, facets: ['car_type'] },
  )
  const count = (type: CarType) => facets.car_type?.find((f) => f.value === type)?.count ?? 0
  return Object.fromEntries(CAR_TYPES.map((t) => [t, count(t)])) as Record<CarType, number>
}

export const stockSummary = ttlMemo(STOCK_SUMMARY_TTL_MS, loadStockSummary, (site) => site.id)
