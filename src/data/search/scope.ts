import { LAST_GOOD_TTL_MS } from '@/cache/lifetimes'
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS } from '@/domain/availability/listing'
import { slugify } from '@/domain/text/slug'
import { MAKE_MODEL_SEPARATOR } from '@/search/facet-values'
import { stockGeneration } from '@/search/indexing/stock-generation'
import type { RefinementKey, SearchEngine, SearchQuery, SearchScope } from '@/search/types'
import {
  type KnownSearchSlugs,
  parseSearchUrl,
  type SearchParamsInput,
  type SearchState,
  writeSearchUrl,
} from '@/search/url/state'
import { bareSearchState } from '@tenants/default-stock-filter'
import { siteFeature } from '@tenants/flags'

import { lastGoodMemo } from '../runtime/last-good-memo'
import type { SiteContext } from '../sites/sites'

/*
 * A site's search over the engine its caller hands in: the scope, the query, the site's search
 * vocabulary and its search addresses. Pages reach these through ./site-search and
 * ./search-address (the process's engine); the saved-search alerts job with its own Payload.
 */

/** The stock a site may show: its tenant, its dealerships (or one of them), its listing rules. */
export function siteSearchScope(site: SiteContext, dealershipSlug?: string): SearchScope {
  const dealerships = dealershipSlug ? site.dealerships.filter((d) => d.slug === dealershipSlug) : site.dealerships
  // A dealership's own include_sold_cars_days overrides the site's for its cars (finance §3).
  const overrides = dealerships.filter((d) => typeof d.include_sold_cars_days === 'number')
  return {
    tenantId: site.tenantId,
    dealershipIds: dealerships.map((d) => d.id),
    includeSoldCarsDays: site.settings.include_sold_cars_days ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS,
    ...(overrides.length
      ? { soldWindowByDealership: Object.fromEntries(overrides.map((d) => [String(d.id), d.include_sold_cars_days!])) }
      : {}),
    excludedStocknums: site.settings.excluded_stocknums ?? [],
    priceAboveZeroOnPriceSort: siteFeature(site, 'price_above_zero_on_price_sort'),
  }
}

/** Searches (and site vocabularies) remembered per process, the least recently used going first. */
export const SEARCH_RESULTS_REMEMBERED = 500

const VOCABULARY_FACETS: RefinementKey[] = ['make', 'make_model', 'body']

/** The makes, models and bodies in the site's stock, and its dealerships: what search paths may name. */
type EngineOf = () => Promise<SearchEngine>
const vocabulary = lastGoodMemo({
  ttlMs: LAST_GOOD_TTL_MS, // a new make or model becomes a search path (at once when this process saved the car)
  maxEntries: SEARCH_RESULTS_REMEMBERED,
  load: ({ engine, site }: { engine: EngineOf; site: SiteContext }) => loadVocabulary(engine, site),
  keyOf: ({ site }) => String(site.id),
  versionOf: stockGeneration,
  onStale: (error, { site }) =>
    console.error(`[search] vocabulary failed for site ${site.id}; using the last good one`, error),
})
/** Kept from the last good load when the engine fails, so a search page can still resolve its path. */
export const knownSearchSlugsFrom = async (
  engine: EngineOf,
  site: SiteContext,
  now?: number,
): Promise<KnownSearchSlugs> => (await vocabulary({ engine, site }, now)).value

async function loadVocabulary(engineOf: EngineOf, site: SiteContext): Promise<KnownSearchSlugs> {
  const { facets } = await (
    await engineOf()
  ).search({ scope: siteSearchScope(site), hitsPerPage: 0, facets: VOCABULARY_FACETS })
  const makes = new Map((facets.make ?? []).map((f) => [slugify(f.value), f.value]))
  const modelsByMake = new Map<string, Map<string, string>>()
  for (const { value } of facets.make_model ?? []) {
    const [make, model] = value.split(MAKE_MODEL_SEPARATOR)
    if (make === undefined || model === undefined) throw new Error(`make_model facet value without a model: ${value}`)
    const models = modelsByMake.get(slugify(make)) ?? new Map<string, string>()
    models.set(slugify(model), model)
    modelsByMake.set(slugify(make), models)
  }
  return {
    makes,
    modelsByMake,
    bodies: new Map((facets.body ?? []).map((f) => [slugify(f.value), f.value])),
    dealershipSlugs: site.dealerships.map((d) => d.slug),
  }
}

/** The query a search state asks of the engine, always scoped to the site. */
export const searchQueryFor = (
  site: SiteContext,
  state: SearchState,
  hitsPerPage?: number,
  facets?: readonly RefinementKey[],
): SearchQuery => ({
  scope: siteSearchScope(site, state.dealership),
  text: state.text,
  refinements: state.refinements,
  ranges: state.ranges,
  sort: state.sort,
  page: state.page,
  ...(hitsPerPage !== undefined ? { hitsPerPage } : {}),
  ...(facets ? { facets } : {}),
})

export type SearchAddress = { known: KnownSearchSlugs; state: SearchState; canonical: string }

/**
 * A site's search address (the path segments after /search or /used-car, and the query) read as a
 * search state, or null when the path names nothing in the site's stock (a 404). A bare /search
 * shows the site's default stock filter (stock §9) for the keys the query leaves open. One owner,
 * used by the results page and by the search-view beacon, so both name a search the same way.
 */
export function searchAddressIn(
  known: KnownSearchSlugs,
  site: SiteContext,
  pathSegments: readonly string[],
  query: SearchParamsInput,
): SearchAddress | null {
  const parsed = parseSearchUrl(pathSegments, query, known)
  if (parsed.notFound) return null
  const state = pathSegments.length === 0 ? bareSearchState(parsed.state, site.settings) : parsed.state
  return { known, state, canonical: writeSearchUrl(state, { known }) }
}
