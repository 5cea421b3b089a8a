/**
 * Search state ⇄ address (spec: stock §2 "Search results", finance §2 "Menus and footer";
 * architecture "Search"). Pure: pages parse their path and query with parseSearchUrl and link
 * with writeSearchUrl; nothing else builds a search address.
 *
 * Written form (one canonical address per state):
 *   path   /search/{dealership_slug} | /search/{make}[/{model}] | /search/{new|demo|used|new-and-demo}-cars
 *          | /search/{body} | /search/new-used-and-demo-cars — first that fits, see searchPathFor
 *   query  query, page (omitted when 1), sortBy (omitted when the default), one repeated parameter per
 *          refinement value (make=Kia&make=Mazda), range[price]=min:max; empty values never written;
 *          parameters sorted by name, values sorted.
 * Read form: the same, plus InstantSearch's make[0]=…/make[]=…, sortBy=price:asc, any order.
 * Bad values are dropped, never thrown; an unknown path slug is { notFound: true }.
 */
import {
  DEFAULT_SORT,
  type Range,
  RANGE_KEYS,
  type RangeKey,
  REFINEMENT_KEYS,
  type RefinementKey,
  type SortKey,
} from '../types'
import {
  type KnownSearchSlugs,
  type PathFilters,
  resolveSearchPath,
  SEARCH_BASE,
  searchPathFor,
  USED_CAR_BASE,
} from './paths'
import { readParams, type SearchParamsInput } from './read-params'
import {
  cleanPage,
  cleanRange,
  cleanRefinementValues,
  cleanSort,
  cleanText,
  writeRangeParam,
  writeSortParam,
} from './values'

export type { KnownSearchSlugs, PathFilters } from './paths'
export type { SearchParamsInput } from './read-params'

export type SearchState = {
  text?: string
  refinements: Partial<Record<RefinementKey, string[]>>
  ranges: Partial<Record<RangeKey, Range>>
  sort: SortKey
  /** 1-based */
  page: number
  /** /search/{dealership_slug}: narrows the query's scope to that dealership */
  dealership?: string
}

export type SearchStateInput = {
  text?: string | null
  refinements?: Partial<Record<string, readonly string[] | undefined>>
  ranges?: Partial<Record<string, Range | undefined>>
  sort?: string | null
  page?: number | null
  dealership?: string | null
}

export const EMPTY_SEARCH_STATE: SearchState = { refinements: {}, ranges: {}, sort: DEFAULT_SORT, page: 1 }

/** The canonical form of a state: bad values dropped, values trimmed, deduplicated and sorted. */
export function normalizeSearchState(input: SearchStateInput): SearchState {
  const refinements: SearchState['refinements'] = {}
  for (const key of REFINEMENT_KEYS) {
    const values = cleanRefinementValues(key, input.refinements?.[key] ?? [])
    if (values.length) refinements[key] = values
  }
  const ranges: SearchState['ranges'] = {}
  for (const key of RANGE_KEYS) {
    const range = cleanRange(input.ranges?.[key])
    if (range) ranges[key] = range
  }
  const text = cleanText(input.text)
  const dealership = input.dealership?.trim().toLowerCase()
  return {
    ...(text ? { text } : {}),
    refinements,
    ranges,
    sort: cleanSort(input.sort) ?? DEFAULT_SORT,
    page: cleanPage(input.page) ?? 1,
    ...(dealership ? { dealership } : {}),
  }
}

/**
 * 'Clear Filters' (stock §8, on the empty state): refinements, ranges and the search text go, since
 * any of them can be what emptied the results; the sort and the dealership page stay.
 */
export const clearedSearchState = (state: SearchState): SearchState =>
  normalizeSearchState({ sort: state.sort, dealership: state.dealership })

export type ParsedSearchUrl = { notFound: false; state: SearchState; pathFilters: PathFilters } | { notFound: true }

/** Path segments after /search (or /used-car) and the query string → search state. */
export function parseSearchUrl(
  pathSegments: readonly string[],
  searchParams: SearchParamsInput,
  known: KnownSearchSlugs,
): ParsedSearchUrl {
  const pathFilters = resolveSearchPath(pathSegments, known)
  if (!pathFilters) return { notFound: true }
  const params = readParams(searchParams)
  const fromPath: Partial<Record<RefinementKey, string[]>> = {
    ...(pathFilters.car_type ? { car_type: pathFilters.car_type } : {}),
    ...(pathFilters.make ? { make: [pathFilters.make] } : {}),
    ...(pathFilters.model ? { model: [pathFilters.model] } : {}),
    ...(pathFilters.body ? { body: [pathFilters.body] } : {}),
  }
  // The path is authoritative for the keys it fixes; the query cannot widen /search/used-cars.
  const state = normalizeSearchState({
    text: params.text,
    refinements: { ...params.refinements, ...fromPath },
    ranges: params.ranges,
    sort: params.sort,
    page: params.page,
    dealership: pathFilters.dealership_slug,
  })
  return { notFound: false, state, pathFilters }
}

export type WriteSearchUrlOptions = {
  /** site flag used_car_breadcrumbs: /used-car/... instead of /search/... (finance §2) */
  usedCarBreadcrumbs?: boolean
  /** When given, a make/model/body is written as a path only if that path reads back to it. */
  known?: KnownSearchSlugs
}

/** Search state → its canonical address (path + query). */
export function writeSearchUrl(input: SearchState | SearchStateInput, options: WriteSearchUrlOptions = {}): string {
  const state = normalizeSearchState(input)
  const { segments, carried } = searchPathFor(state, options.known)
  const params: [string, string][] = []
  if (state.text) params.push(['query', encodeURIComponent(state.text)])
  if (state.page > 1) params.push(['page', String(state.page)])
  if (state.sort !== DEFAULT_SORT) params.push(['sortBy', writeSortParam(state.sort)])
  for (const key of REFINEMENT_KEYS) {
    if (carried.includes(key)) continue
    for (const value of state.refinements[key] ?? []) params.push([key, encodeURIComponent(value)])
  }
  for (const key of RANGE_KEYS) {
    const range = state.ranges[key]
    if (range) params.push([`range[${key}]`, writeRangeParam(range)])
  }
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const base = options.usedCarBreadcrumbs ? USED_CAR_BASE : SEARCH_BASE
  const path = `${base}/${segments.map(encodeURIComponent).join('/')}`
  return params.length ? `${path}?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : path
}
