import { splitFacetValues } from '@/domain/facets/visible-values'
import type { RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url/state'

import { facetOptionData, facetOptions } from './facet-options'
import { FacetMore } from './FacetMore.client'
import { FacetOptionList } from './FacetOptionList.client'
import { hrefFor, type UrlContext } from './hrefs'
import type { FacetListSpec } from './panel-facets'

import styles from './filters.module.css'

/** The query parameter that asks a results page for one facet's whole list (the no-JavaScript 'Show all'). */
export const MORE_PARAM = 'more'

type Props = {
  facetKey: RefinementKey
  spec: FacetListSpec
  state: SearchState
  ctx: UrlContext
  /** This facet's whole list is in the page (the address asked for it with ?more=). */
  expanded?: boolean
}

/**
 * One facet as links that add or remove its value. Values past the first few (issue 16 §2 "facets
 * beyond the first values load when opened") are not in the page: 'Show all' loads them when
 * opened, and without JavaScript it links to this page with that facet's whole list.
 */
export function FacetList({ facetKey, spec, state, ctx, expanded }: Props) {
  const { title, items, limit, moreLabel } = spec
  if (!items.length) return null
  const { shown, rest } = splitFacetValues(items, new Set(state.refinements[facetKey] ?? []), limit)
  const summary = moreLabel ?? `Show all (${items.length})`
  const address = hrefFor(state, ctx)
  return (
    <fieldset className={styles.facet} id={`facet-${facetKey}`}>
      <legend className={styles.facetTitle}>{title}</legend>
      <FacetOptionList options={facetOptionData(facetOptions(facetKey, shown, state, ctx))} />
      {!rest.length ? null : expanded ? (
        <details className={styles.more} open>
          <summary>{summary}</summary>
          <FacetOptionList options={facetOptionData(facetOptions(facetKey, rest, state, ctx))} />
        </details>
      ) : (
        <FacetMore
          key={address} // another search is another list: nothing loaded for the last one is kept
          facetKey={facetKey}
          summary={summary}
          address={address}
          fullListHref={`${address}${address.includes('?') ? '&' : '?'}${MORE_PARAM}=${facetKey}#facet-${facetKey}`}
        />
      )}
    </fieldset>
  )
}
