import { LAST_GOOD_TTL_MS } from '@/cache/lifetimes'
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS } from '@/domain/availability/listing'
import { orderFacets } from '@/domain/facets/order'
import { slugify } from '@/domain/text/slug'
import { MAKE_MODEL_SEPARATOR } from '@/search/facet-values'
import { stockGeneration } from '@/search/indexing/stock-generation'
import type { RefinementKey, SearchQuery, SearchResult, SearchScope } from '@/search/types'
import { type KnownSearchSlugs, type SearchState, writeSearchUrl } from '@/search/url/state'
import { siteFeature } from '@tenants/flags'

import { lastGoodMemo } from './last-good-memo'
import { searchEngine } from './search-engine'
import type { SiteContext } from './sites'

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
const vocabulary = lastGoodMemo({
  ttlMs: LAST_GOOD_TTL_MS, // a new make or model becomes a search path (at once when this process saved the car)
  maxEntries: SEARCH_RESULTS_REMEMBERED,
  load: loadVocabulary,
  keyOf: (site: SiteContext) => String(site.id),
  versionOf: stockGeneration,
  onStale: (error, site) =>
    console.error(`[search] vocabulary failed for site ${site.id}; using the last good one`, error),
})
/** Kept from the last good load when the engine fails, so a search page can still resolve its path. */
export const knownSearchSlugs = async (site: SiteContext, now?: number): Promise<KnownSearchSlugs> =>
  (await vocabulary(site, now)).value

async function loadVocabulary(site: SiteContext): Promise<KnownSearchSlugs> {
  const engine = await searchEngine()
  const { facets } = await engine.search({ scope: siteSearchScope(site), hitsPerPage: 0, facets: VOCABULARY_FACETS })
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
