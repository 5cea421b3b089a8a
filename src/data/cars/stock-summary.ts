import { LAST_GOOD_TTL_MS } from '@/cache/lifetimes'
import { AVAILABLE_STATUSES } from '@/domain/availability/is-available'
import { stockNoun } from '@/domain/cars/item-noun'
import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'
import { stockGeneration } from '@/search/indexing/stock-generation'
import { EMPTY_SEARCH_STATE } from '@/search/url/state'

import { lastGoodMemo } from '../runtime/last-good-memo'
import { searchSite } from '../search/site-search'
import type { SiteContext } from '../sites/sites'

/** Per car type: how many are listed, and the noun for what they are ('cars', 'caravans', 'cars & caravans'). */
export type StockSummary = { counts: Record<CarType, number>; nouns: Record<CarType, string> }

const available = (refinements: { car_type?: string[] } = {}) => ({
  ...EMPTY_SEARCH_STATE,
  refinements: { status: [...AVAILABLE_STATUSES], ...refinements },
})

/**
 * Cars in stock or coming soon per car type, for the home page's browse tiles and the Stock menu,
 * with each type's noun from its item types (caravans are not cars; docs/features/search.md "Search"). Counted by the
 * search engine, so the site's scope and listing rules are the same ones its search pages apply.
 * Stock of one item type needs one search; mixed stock one more per car type with stock.
 */
export async function loadStockSummary(site: SiteContext): Promise<StockSummary> {
  const { facets } = await searchSite(site, available(), { hitsPerPage: 0, facets: ['car_type', 'item_type'] })
  const count = (type: CarType) => facets.car_type?.find((f) => f.value === type)?.count ?? 0
  const counts = Object.fromEntries(CAR_TYPES.map((t) => [t, count(t)])) as Record<CarType, number>
  const mixed = (facets.item_type ?? []).filter((f) => f.count > 0).length > 1
  const nounOf = async (type: CarType) => {
    if (!mixed || counts[type] === 0) return stockNoun(facets.item_type)
    const own = await searchSite(site, available({ car_type: [type] }), { hitsPerPage: 0, facets: ['item_type'] })
    return stockNoun(own.facets.item_type)
  }
  const nouns = Object.fromEntries(await Promise.all(CAR_TYPES.map(async (t) => [t, await nounOf(t)]))) as Record<
    CarType,
    string
  >
  return { counts, nouns }
}

const remembered = lastGoodMemo({
  ttlMs: LAST_GOOD_TTL_MS, // the home tiles' counts may lag another process's car edit (this one's at once)
  maxEntries: 1000, // one entry per site
  load: loadStockSummary,
  keyOf: (site: SiteContext) => String(site.id),
  versionOf: stockGeneration,
})

/** The counts, reused for 10 s; the last good counts when the engine fails (like the search pages). */
export const stockSummary = async (site: SiteContext, now?: number) => (await remembered(site, now)).value
