import {
  type KnownSearchSlugs,
  parseSearchUrl,
  type SearchParamsInput,
  type SearchState,
  writeSearchUrl,
} from '@/search/url/state'
import { bareSearchState } from '@tenants/default-stock-filter'

import { knownSearchSlugs } from './site-search'
import type { SiteContext } from './sites'

export type SearchAddress = { known: KnownSearchSlugs; state: SearchState; canonical: string }

/**
 * A site's search address (the path segments after /search or /used-car, and the query) read as a
 * search state, or null when the path names nothing in the site's stock (a 404). A bare /search
 * shows the site's default stock filter (stock §9) for the keys the query leaves open. One owner,
 * used by the results page and by the search-view beacon, so both name a search the same way.
 */
export async function readSearchAddress(
  site: SiteContext,
  pathSegments: readonly string[],
  query: SearchParamsInput,
): Promise<SearchAddress | null> {
  const known = await knownSearchSlugs(site)
  const parsed = parseSearchUrl(pathSegments, query, known)
  if (parsed.notFound) return null
  const state = pathSegments.length === 0 ? bareSearchState(parsed.state, site.settings) : parsed.state
  return { known, state, canonical: writeSearchUrl(state, { known }) }
}
