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

/**
 * The same options as the page sends them to FacetFieldset. An href on `path` (the results page's
 * own, which most options keep) is sent as its query alone, '?…': the path was repeated on every
 * option in the RSC payload. The HTML has the whole href.
 */
export const facetOptionData = (options: readonly FacetOptionView[], path: string) =>
  options.map(({ label, count, href, selected }): FacetOptionData => {
    const sent = href.startsWith(`${path}?`) ? href.slice(path.length) : href
    return selected ? [label, count, sent, 1] : [label, count, sent]
  })
