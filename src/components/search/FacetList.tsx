import { splitFacetValues } from '@/domain/facets/visible-values'
import type { RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url/state'

import { facetOptionData, facetOptions } from './facet-options'
import { FacetFieldset } from './FacetOptionList.client'
import { pathOf } from './HiddenParams'
import { hrefFor, type UrlContext } from './hrefs'
import type { FacetListSpec } from './panel-facets'

type Props = {
  facetKey: RefinementKey
  spec: FacetListSpec
  state: SearchState
  ctx: UrlContext
  /** This facet's whole list is in the page (the address asked for it with ?more=). */
  expanded?: boolean
}

/**
 * One facet as links that add or remove its value. Values past the first few (docs/features/caching.md "Caching and
 * page weight": facets beyond the first values load when opened) are not in the page: 'Show all'
 * loads them when opened, and without JavaScript it links to this page with that facet's whole
 * list.
 */
export function FacetList({ facetKey, spec, state, ctx, expanded }: Props) {
  const { title, items, limit, moreLabel } = spec
  if (!items.length) return null
  const { shown, rest } = splitFacetValues(items, new Set(state.refinements[facetKey] ?? []), limit)
  const address = hrefFor(state, ctx)
  const path = pathOf(address)
  const options = (values: typeof items) => facetOptionData(facetOptions(facetKey, values, state, ctx), path)
  const first = options(shown)
  const whole = expanded && rest.length > 0 ? options(rest) : null
  const onPath = [...first, ...(whole ?? [])].some(([, , href]) => href.startsWith('?'))
  return (
    <FacetFieldset
      facetKey={facetKey}
      title={title}
      options={first}
      {...(onPath && { path })}
      {...(rest.length > 0 && {
        more: moreLabel ?? `Show all (${items.length})`,
        ...(whole ? { rest: whole } : { address }),
      })}
    />
  )
}
