import { byCountThenValue } from '../facet-order'
import type { FacetItem, RefinementKey, SearchResult } from '../types'
import type { FacetCounter } from './plan'

/** Facet items with a count, most frequent first, then by value (labels are applied by the pages). */
export function facetItems(counter: Pick<FacetCounter, 'counts' | 'values'>): FacetItem[] {
  const items: FacetItem[] = []
  const { counts, values } = counter
  for (let code = 1; code < counts.length; code++) {
    const count = counts[code]!
    if (count > 0) items.push({ label: values[code]!, value: values[code]!, count })
  }
  return items.sort(byCountThenValue)
}

export function facetsOf(counters: FacetCounter[]): SearchResult['facets'] {
  const out: Partial<Record<RefinementKey, FacetItem[]>> = {}
  for (const c of counters) out[c.key] = facetItems(c)
  return out
}
