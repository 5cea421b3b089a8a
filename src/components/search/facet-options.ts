import type { FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url/state'

import type { FacetOptionData, FacetOptionView } from './FacetOption'
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

/** The same options as the page sends them to FacetOptionList. */
export const facetOptionData = (options: readonly FacetOptionView[]) =>
  options.map(({ label, count, href, selected }): FacetOptionData =>
    selected ? [label, count, href, 1] : [label, count, href],
  )
