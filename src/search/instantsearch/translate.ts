import { isMultiValued } from '../facet-values'
import {
  type CarIndexDoc,
  DEFAULT_HITS_PER_PAGE,
  type Range,
  RANGE_KEYS,
  type RangeKey,
  REFINEMENT_KEYS,
  type RefinementKey,
  type SearchQuery,
  type SearchResult,
  type SearchScope,
  type SortKey,
} from '../types'
import { cleanSort } from '../url/values'
import { encodeParams, type InstantSearchRequest } from './params'

/**
 * InstantSearch (Algolia's request and response shapes) over our search contract, pure. The index is
 * the spec's (stock §7 "index Car_production, ordered by custom rank descending"); a sort is a replica
 * named Car_production_{sort}, e.g. Car_production_price_asc. The scope is always the caller's (the
 * site's): nothing in a request can widen it. Facet counts are disjunctive, as every engine counts them.
 */
export const INSTANTSEARCH_INDEX = 'Car_production'

export type InstantSearchError = { code: string; message: string; field: string }

export type Translated = {
  query: SearchQuery
  /** The request can match no car (e.g. two different values ANDed on a single-valued facet). */
  empty: boolean
  /** As asked: 0 means facets only. */
  hitsPerPage: number
}

export type InstantSearchHit = CarIndexDoc & { objectID: string }

export type InstantSearchResult = {
  hits: InstantSearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  facets: Record<string, Record<string, number>>
  processingTimeMS: number
  query: string
  params: string
  index: string
}

class Invalid extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field: string,
  ) {
    super(message)
  }
}

/** Car_production → the default sort; Car_production_{sort} → that sort (price_asc or price:asc). */
export function sortOfIndex(indexName: string): SortKey | undefined | null {
  if (indexName === INSTANTSEARCH_INDEX) return undefined
  const prefix = `${INSTANTSEARCH_INDEX}_`
  return indexName.startsWith(prefix) ? (cleanSort(indexName.slice(prefix.length)) ?? null) : null
}

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

/** '*' → every facet; names that are not facets (e.g. a range slider's 'price') are left out. */
export function facetsOf(facets: InstantSearchRequest['params']['facets']): RefinementKey[] {
  const names = asList(facets)
  if (names.includes('*')) return [...REFINEMENT_KEYS]
  return [...new Set(names.filter((n): n is RefinementKey => (REFINEMENT_KEYS as readonly string[]).includes(n)))]
}

/** One `key:value` of facetFilters; `\-` escapes a leading dash, a bare leading dash negates. */
function facetFilter(filter: string, field: string): [RefinementKey, string] {
  const colon = filter.indexOf(':')
  const key = filter.slice(0, colon).trim()
  let value = filter.slice(colon + 1)
  if (colon < 0 || !(REFINEMENT_KEYS as readonly string[]).includes(key)) {
    throw new Invalid(
      'unknown_facet',
      `facetFilters: '${filter}' does not name a facet (key:value with one of ${REFINEMENT_KEYS.join(', ')}).`,
      field,
    )
  }
  if (value.startsWith('-'))
    throw new Invalid(
      'unsupported_filter',
      `facetFilters: negative filters such as '${filter}' are not supported.`,
      field,
    )
  if (value.startsWith('\\-')) value = value.slice(1)
  return [key as RefinementKey, value]
}

/** facetFilters: AND of groups, OR within a group; a group names one facet. */
export function refinementsOf(facetFilters: InstantSearchRequest['params']['facetFilters'], field = 'facetFilters') {
  const groups = new Map<RefinementKey, Set<string>[]>()
  for (const group of asList(facetFilters)) {
    const pairs = asList(group).map((f) => facetFilter(f, field))
    const [first] = pairs
    if (!first) continue
    const [key] = first
    if (pairs.some(([k]) => k !== key))
      throw new Invalid('unsupported_filter', 'facetFilters: an OR group may name only one facet.', field)
    groups.set(key, [...(groups.get(key) ?? []), new Set(pairs.map(([, v]) => v))])
  }
  let empty = false
  const refinements: Partial<Record<RefinementKey, string[]>> = {}
  for (const [key, sets] of groups) {
    if (sets.length > 1 && isMultiValued(key)) {
      throw new Invalid(
        'unsupported_filter',
        `facetFilters: ${key} may appear in one group only (combine its values in one OR group).`,
        field,
      )
    }
    // A car has one value of a single-valued facet, so ANDed groups leave the values they share.
    const values = [...(sets[0] ?? [])].filter((v) => sets.every((s) => s.has(v)))
    if (!values.length) empty = true
    refinements[key] = values
  }
  return { refinements, empty }
}

const NUMERIC = /^\s*([a-z_]+)\s*(>=|<=|!=|=|>|<)\s*(-?\d+(?:\.\d+)?)\s*$/
const NUMERIC_RANGE = /^\s*([a-z_]+)\s*:\s*(-?\d+(?:\.\d+)?)\s+TO\s+(-?\d+(?:\.\d+)?)\s*$/

/** numericFilters: `key>=n`, `key<=n`, `key=n` or `key:a TO b` on a range key, ANDed. */
export function rangesOf(numericFilters: InstantSearchRequest['params']['numericFilters'], field = 'numericFilters') {
  const ranges: Partial<Record<RangeKey, Range>> = {}
  const narrow = (key: string, min: number | undefined, max: number | undefined, filter: string) => {
    if (!(RANGE_KEYS as readonly string[]).includes(key)) {
      throw new Invalid(
        'unknown_range',
        `numericFilters: '${filter}' does not name a range (one of ${RANGE_KEYS.join(', ')}).`,
        field,
      )
    }
    const r = (ranges[key as RangeKey] ??= {})
    if (min !== undefined) r.min = r.min === undefined ? min : Math.max(r.min, min)
    if (max !== undefined) r.max = r.max === undefined ? max : Math.min(r.max, max)
  }
  for (const entry of asList(numericFilters)) {
    if (Array.isArray(entry))
      throw new Invalid('unsupported_filter', 'numericFilters: OR groups are not supported.', field)
    const between = NUMERIC_RANGE.exec(entry)
    if (between) {
      const [, key = '', min, max] = between
      narrow(key, Number(min), Number(max), entry)
      continue
    }
    const m = NUMERIC.exec(entry)
    const [, key = '', op = '', value] = m ?? []
    if (!m || !['>=', '<=', '='].includes(op)) {
      throw new Invalid(
        'unsupported_filter',
        `numericFilters: '${entry}' is not supported (use key>=n, key<=n, key=n or key:a TO b).`,
        field,
      )
    }
    const n = Number(value)
    narrow(key, op === '<=' ? undefined : n, op === '>=' ? undefined : n, entry)
  }
  return ranges
}

/** One InstantSearch request → our SearchQuery in the given scope, or a readable error. */
export function toSearchQuery(
  scope: SearchScope,
  request: InstantSearchRequest,
  field = 'params',
): Translated | { error: InstantSearchError } {
  const sort = sortOfIndex(request.indexName)
  if (sort === null) {
    return {
      error: {
        code: 'unknown_index',
        message: `indexName must be ${INSTANTSEARCH_INDEX} or ${INSTANTSEARCH_INDEX}_{sort}.`,
        field: 'indexName',
      },
    }
  }
  const { params } = request
  try {
    const { refinements, empty } = refinementsOf(params.facetFilters, `${field}.facetFilters`)
    const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE
    const query: SearchQuery = {
      scope,
      ...(params.query?.trim() ? { text: params.query } : {}),
      refinements,
      ranges: rangesOf(params.numericFilters, `${field}.numericFilters`),
      ...(sort ? { sort } : {}),
      page: (params.page ?? 0) + 1,
      hitsPerPage: Math.max(1, hitsPerPage),
      facets: facetsOf(params.facets),
    }
    return { query, empty, hitsPerPage }
  } catch (err) {
    if (err instanceof Invalid) return { error: { code: err.code, message: err.message, field: err.field } }
    throw err
  }
}

/** Our result in Algolia's response shape. A request that can match nothing passes result null. */
export function toInstantSearchResult(
  request: InstantSearchRequest,
  t: Translated,
  result: SearchResult | null,
): InstantSearchResult {
  const facets: InstantSearchResult['facets'] = {}
  for (const key of t.query.facets ?? [])
    facets[key] = Object.fromEntries((result?.facets[key] ?? []).map((f) => [f.value, f.count]))
  return {
    hits: result && t.hitsPerPage > 0 ? result.hits.map((h) => ({ ...h, objectID: String(h.id) })) : [],
    nbHits: result?.count ?? 0,
    page: request.params.page ?? 0,
    nbPages: result && t.hitsPerPage > 0 ? result.pages : 0,
    hitsPerPage: t.hitsPerPage,
    facets,
    processingTimeMS: Math.round(result?.ms ?? 0),
    query: request.params.query ?? '',
    params: encodeParams(request.params),
    index: request.indexName,
  }
}
