import { ClientNav } from '@/components/ui/ClientNav.client'
import { showMeCars } from '@/domain/facets/messages'
import { facetNarrows } from '@/domain/facets/visible-values'
import type { RefinementKey, SearchResult } from '@/search/types'
import type { SearchState } from '@/search/url/state'

import { FacetList } from './FacetList'
import { hrefFor, type UrlContext, withoutRange } from './hrefs'
import { facetListFor, PANEL_FACETS } from './panel-facets'
import { PriceRange } from './PriceRange.client'

import styles from './filters.module.css'

type Props = {
  state: SearchState
  result: SearchResult
  shown: number
  itemType?: string | null
  ctx: UrlContext
  /** The facet whose whole list the address asked for (?more=, the no-JavaScript 'Show all'). */
  expandedFacet?: RefinementKey | null
}

/** Facets with counts, the price slider and, on small screens, 'Show me N cars' (stock §2). */
export function FilterPanel({ state, result, shown, itemType, ctx, expandedFacet }: Props) {
  const price = state.ranges.price
  const facet = (key: RefinementKey) => {
    const spec = facetListFor(key, state, result.facets)
    return spec && facetNarrows(spec.items, new Set(state.refinements[key] ?? []), result.count) ? (
      <FacetList key={key} facetKey={key} spec={spec} state={state} ctx={ctx} expanded={expandedFacet === key} />
    ) : null
  }
  return (
    <details className={styles.panel} open>
      <summary className={styles.toggle}>Filters</summary>
      <ClientNav>
        {facet('car_type')}
        {facet('make')}
        {facet('model')}
        <PriceRange
          key={`${price?.min}-${price?.max}`}
          min={price?.min}
          max={price?.max}
          baseHref={withoutRange(state, 'price', ctx)}
          priceDescHref={hrefFor({ ...state, sort: 'price_desc', page: 1 }, ctx)}
        />
        {PANEL_FACETS.map(([key]) => facet(key))}
        <a className={`button ${styles.showMe}`} href="#results">
          {showMeCars(shown, itemType)}
        </a>
      </ClientNav>
    </details>
  )
}
