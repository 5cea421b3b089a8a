import type { SearchParamsInput } from '@/search/url/state'

import { type SearchAddress, searchAddressIn } from './search-scope'
import { knownSearchSlugs } from './site-search'
import type { SiteContext } from './sites'

/** A site's search address read with the process's engine (./search-scope: searchAddressIn). */
export async function readSearchAddress(
  site: SiteContext,
  pathSegments: readonly string[],
  query: SearchParamsInput,
): Promise<SearchAddress | null> {
  return searchAddressIn(await knownSearchSlugs(site), site, pathSegments, query)
}
