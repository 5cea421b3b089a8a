import type { FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url/state'

import type { FacetOptionView } from './FacetOption'
import { toggleRefinement, type UrlContext } from './hrefs'

/** A facet's values as the panel's options (hrefs that add or remove each value). */
export function facetOptions(key: RefinementKey, items: readonly FacetItem[], state: SearchState, ctx: UrlContext) {
  const selected = new Set(state.refinements[key] ?? [])
  return items.map((item): FacetOptionView => ({
    value: item.value,
    label: item.label,
    count: item.count,
    href: toggleRefinement(state, key, item.value, ctx),
    selected: selected.has(item.value),
  }))
}
