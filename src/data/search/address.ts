import type { SearchParamsInput } from '@/search/url/state'

import type { SiteContext } from '../sites/sites'
import { type SearchAddress, searchAddressIn } from './scope'
import { knownSearchSlugs } from './site-search'

/** A site's search address read with the process's engine (./search-scope: searchAddressIn). */
export async function readSearchAddress(
  site: SiteContext,
  pathSegments: readonly string[],
  query: SearchParamsInput,
): Promise<SearchAddress | null> {
  return searchAddressIn(await knownSearchSlugs(site), site, pathSegments, query)
}
