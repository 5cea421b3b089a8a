import { ClientNav } from '@/components/ui/ClientNav'
import { popularMakes } from '@/domain/facets/popularMakes'
import { showMeCars } from '@/domain/search/messages'
import type { SearchResult } from '@/search/types'
import type { SearchState } from '@/search/url-state'

import { FacetList } from './FacetList'
import { hrefFor, withoutRange, type UrlContext } from './hrefs'
import { PANEL_FACETS, showsModelFacet } from './panelFacets'
import { PriceRange } from './PriceRange'

type Props = { state: SearchState; result: SearchResult; shown: number; itemType?: string | null; ctx: UrlContext }

/** Facets with counts, the price slider and, on small screens, 'Show me N cars' (stock §2). */
export function FilterPanel({ state, result, shown, itemType, ctx }: Props) {
  const facets = result.facets
  const makes = popularMakes(facets.make ?? [])
  const price = state.ranges.price
  return (
    <details className="filters" open>
      <summary className="filters__toggle">Filters</summary>
      <ClientNav className="filters__body">
        <FacetList title="Type" facetKey="car_type" items={facets.car_type ?? []} state={state} ctx={ctx} />
        {/* stock §2 "Popular makes group shows the first 20, then all makes": one list, the rest collapsed */}
        <FacetList
          title="Popular makes"
          facetKey="make"
          items={[...makes.popular, ...makes.rest]}
          limit={makes.popular.length}
          moreLabel={`All makes (${makes.all.length})`}
          state={state}
          ctx={ctx}
        />
        {showsModelFacet(state) ? (
          <FacetList title="Model" facetKey="model" items={facets.model ?? []} state={state} ctx={ctx} />
        ) : null}
        <PriceRange
          key={`${price?.min}-${price?.max}`}
          min={price?.min}
          max={price?.max}
          baseHref={withoutRange(state, 'price', ctx)}
          priceDescHref={hrefFor({ ...state, sort: 'price_desc', page: 1 }, ctx)}
        />
        {PANEL_FACETS.map(([key, title]) => (
          <FacetList key={key} title={title} facetKey={key} items={facets[key] ?? []} state={state} ctx={ctx} />
        ))}
        <a className="button filters__show-me" href="#results">
          {showMeCars(shown, itemType)}
        </a>
      </ClientNav>
    </details>
  )
}
