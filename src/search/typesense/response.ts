import { byCountThenValue } from '../facet-order'
import { pageCount } from '../paging'
import type { FacetItem, RefinementKey, SearchResult } from '../types'
import { fromTypesenseDoc } from './document'
import type { SearchSet, Translation } from './translate'

/** The parts of one multi_search result this module reads. */
export type TypesenseResult = {
  found?: number
  hits?: { document: Record<string, unknown> }[]
  facet_counts?: { field_name: string; counts: { value: string; count: number }[] }[]
  error?: string
  code?: number
}

function facetItems(result: TypesenseResult, key: RefinementKey): FacetItem[] {
  const counts = result.facet_counts?.find((f) => f.field_name === key)?.counts ?? []
  return counts
    .filter((c) => c.count > 0)
    .map((c) => ({ label: String(c.value), value: String(c.value), count: c.count }))
    .sort(byCountThenValue)
}

/** multi_search results → SearchResult (pure). Uses the stock-number searches when the probe found the car. */
export function toSearchResult(t: Translation, results: TypesenseResult[], ms: number): SearchResult {
  const failed = results.find((r) => r.error)
  if (failed) throw new Error(`Typesense search failed (${failed.code ?? '?'}): ${failed.error}`)
  if (results.length !== t.searches.length)
    throw new Error(`Typesense returned ${results.length} results for ${t.searches.length} searches`)
  const resultOf = (search: number): TypesenseResult => {
    const result = results[search]
    if (!result) throw new Error(`Typesense returned no result for search ${search}`)
    return result
  }
  const set: SearchSet = t.stocknum && (resultOf(t.stocknum.probe).found ?? 0) > 0 ? t.stocknum.set : t.text
  const main = resultOf(set.main)
  const count = main.found ?? 0
  const facets: SearchResult['facets'] = {}
  for (const key of t.facets) facets[key] = facetItems(resultOf(set.disjunctive[key] ?? set.main), key)
  return {
    hits: (main.hits ?? []).map((h) => fromTypesenseDoc(h.document)),
    facets,
    count,
    pages: pageCount(count, t.hitsPerPage),
    ms,
  }
}
