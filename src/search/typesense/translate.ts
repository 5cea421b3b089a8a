import { paging, sortOf } from '../paging'
import { SORTS } from '../sorts'
import { stocknumLookupKey } from '../text'
import { REFINEMENT_KEYS, type RefinementKey, type SearchQuery, type SortKey } from '../types'
import { MIN_LENGTH_ONE_TYPO, MIN_LENGTH_TWO_TYPOS } from '../typo'
import { all, listingFilter, quote, rangesFilter, refinedKeys, refinementFilter, scopeFilter } from './filter'
import { DEFAULT_COLLECTION, NUM_TYPOS, QUERY_BY } from './schema'

/** One search of a multi_search request (the parameters this module sets). */
export type TypesenseSearch = {
  collection: string
  q: string
  filter_by: string
  per_page: number
  page?: number
  sort_by?: string
  facet_by?: string
  max_facet_values?: number
  query_by?: string
  num_typos?: string
  min_len_1typo?: number
  min_len_2typo?: number
  prefix?: boolean
  drop_tokens_threshold?: number
  typo_tokens_threshold?: number
  split_join_tokens?: 'off'
}

/** Which search answers what: hits and unrefined facets from main, each refined facet from its own search. */
export type SearchSet = { main: number; disjunctive: Partial<Record<RefinementKey, number>> }

export type Translation = {
  searches: TypesenseSearch[]
  text: SearchSet
  /** For one-word queries: a probe for the stock number in scope, and the searches used when it exists. */
  stocknum?: { probe: number; set: SearchSet }
  facets: RefinementKey[]
  hitsPerPage: number
}

export type TranslateOptions = { collection?: string; maxFacetValues?: number }

const OPTIONAL_SORT_FIELDS = new Set(['price', 'year', 'km'])

/** The spec's sort, missing values last, then id ascending (sorts.ts). */
export function sortBy(sort: SortKey): string {
  const { field, direction } = SORTS[sort]
  const primary = OPTIONAL_SORT_FIELDS.has(field)
    ? `${field}(missing_values: last):${direction}`
    : `${field}:${direction}`
  return `${primary},id_sort:asc`
}

const textParams = (q: string) => ({
  q,
  query_by: QUERY_BY,
  num_typos: NUM_TYPOS,
  min_len_1typo: MIN_LENGTH_ONE_TYPO,
  min_len_2typo: MIN_LENGTH_TWO_TYPOS,
  prefix: true,
  drop_tokens_threshold: 0, // every word must match (all-words)
  typo_tokens_threshold: 1, // typo variants only when exact words find nothing
  split_join_tokens: 'off' as const,
})

/**
 * SearchQuery → multi_search searches (pure). Scope, listing rules and ranges go into every filter.
 * Disjunctive facets as InstantSearch does them: the main search carries all refinements and counts
 * the unrefined facets; each refined facet is counted by one more search (per_page 0) whose filter
 * leaves that facet's own refinement out.
 */
export function translate(
  query: SearchQuery,
  { collection = DEFAULT_COLLECTION, maxFacetValues = 500 }: TranslateOptions = {},
): Translation {
  const { page, hitsPerPage } = paging(query)
  const sort = sortOf(query)
  const facets = [...new Set(query.facets ?? REFINEMENT_KEYS)].filter((k) => REFINEMENT_KEYS.includes(k))
  const refined = refinedKeys(query)
  const base = all(scopeFilter(query.scope), listingFilter(query, sort), rangesFilter(query))
  const text = query.text?.trim() ?? ''
  const searches: TypesenseSearch[] = []

  const addSet = (match: { q: string; filter?: string }): SearchSet => {
    const common = match.q === '*' ? { q: '*' } : textParams(match.q)
    const filterWithout = (skip?: RefinementKey) =>
      all(base, match.filter, ...refined.filter(([k]) => k !== skip).map(([k, v]) => refinementFilter(k, v)))
    const unrefined = facets.filter((k) => !refined.some(([r]) => r === k))
    const main =
      searches.push({
        collection,
        ...common,
        filter_by: filterWithout(),
        sort_by: sortBy(sort),
        per_page: hitsPerPage,
        page,
        ...(unrefined.length ? { facet_by: unrefined.join(','), max_facet_values: maxFacetValues } : {}),
      }) - 1
    const disjunctive: SearchSet['disjunctive'] = {}
    for (const [key] of refined) {
      if (!facets.includes(key)) continue
      disjunctive[key] =
        searches.push({
          collection,
          ...common,
          filter_by: filterWithout(key),
          facet_by: key,
          max_facet_values: maxFacetValues,
          per_page: 0,
        }) - 1
    }
    return { main, disjunctive }
  }

  const textSet = addSet({ q: text || '*' })
  const lookup = stocknumLookupKey(text)
  if (!lookup) return { searches, text: textSet, facets, hitsPerPage }

  const byStocknum = `stocknum_key:=${quote(lookup)}`
  const probe =
    searches.push({ collection, q: '*', filter_by: all(scopeFilter(query.scope), byStocknum), per_page: 0 }) - 1
  const set = addSet({ q: '*', filter: byStocknum })
  return { searches, text: textSet, stocknum: { probe, set }, facets, hitsPerPage }
}
