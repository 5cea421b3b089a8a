import { LAST_GOOD_TTL_MS } from '@/cache/lifetimes'
import { orderFacets } from '@/domain/facets/order'
import { stockGeneration } from '@/search/indexing/stock-generation'
import type { RefinementKey, SearchResult } from '@/search/types'
import type { KnownSearchSlugs, SearchState } from '@/search/url/state'
import { writeSearchUrl } from '@/search/url/state'
import { siteFeature } from '@tenants/flags'

import { lastGoodMemo } from '../runtime/last-good-memo'
import type { SiteContext } from '../sites/sites'
import { searchEngine } from './engine'
import { knownSearchSlugsFrom, SEARCH_RESULTS_REMEMBERED, searchQueryFor } from './scope'

/** Kept from the last good load when the engine fails, so a search page can still resolve its path. */
export const knownSearchSlugs = (site: SiteContext, now?: number): Promise<KnownSearchSlugs> =>
  knownSearchSlugsFrom(searchEngine, site, now)

/** Runs a search for a site and orders and labels its facets by the spec's rules (stock §9). */
export async function searchSite(
  site: SiteContext,
  state: SearchState,
  options: { hitsPerPage?: number; facets?: readonly RefinementKey[] } = {},
): Promise<SearchResult> {
  const engine = await searchEngine()
  const result = await engine.search(searchQueryFor(site, state, options.hitsPerPage, options.facets))
  return { ...result, facets: orderFacets(result.facets, { usedLabel: siteFeature(site, 'used_label') }) }
}

type PageSearch = { site: SiteContext; state: SearchState; facets?: readonly RefinementKey[]; hitsPerPage?: number }

const rememberedSearch = lastGoodMemo({
  ttlMs: LAST_GOOD_TTL_MS, // repeated landings on one search reuse its result, until this process changes the stock
  maxEntries: SEARCH_RESULTS_REMEMBERED,
  load: ({ site, state, facets, hitsPerPage }: PageSearch) => searchSite(site, state, { facets, hitsPerPage }),
  // The canonical address names the state (dealership pages included); the site, facets and page size complete the key.
  keyOf: ({ site, state, facets, hitsPerPage }) =>
    `${site.id}|${writeSearchUrl(state)}|${(facets ?? []).join(',')}|${hitsPerPage ?? ''}`,
  versionOf: stockGeneration,
  onStale: (error, { site, state }) =>
    console.error(
      `[search] engine failed for site ${site.id} ${writeSearchUrl(state)}; serving the last good result`,
      error,
    ),
})

/**
 * A page's search (the results page, the home page's latest arrivals, a content page's stock
 * carousel, the finance promo): the same result for 10 s, and the last good result, marked stale,
 * when the engine fails (stock §4 "Search loading or error: the last good hits are kept"). Throws
 * only when the engine fails and nothing good is remembered for that search.
 */
export const searchSiteRemembered = (
  site: SiteContext,
  state: SearchState,
  options: { facets?: readonly RefinementKey[]; hitsPerPage?: number } = {},
  now?: number,
) => rememberedSearch({ site, state, facets: options.facets, hitsPerPage: options.hitsPerPage }, now)
