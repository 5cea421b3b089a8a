import { popularMakes } from '@/domain/facets/popular-makes'
import type { FacetCounts, FacetItem, RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url/state'

/** The facets the filter panel lists below type, make, model and price, with their titles. */
export const PANEL_FACETS: [RefinementKey, string][] = [
  ['body', 'Body type'],
  ['fuel', 'Fuel'],
  ['transmission', 'Transmission'],
  ['drive', 'Drive'],
  ['year', 'Year'],
  ['colour', 'Colour'],
  ['seats', 'Seats'],
  ['price_range', 'Price range'],
  ['dealership_name', 'Dealership'],
  ['location_name', 'Location'],
  ['certified', 'Certified'],
]

/** The model list is shown, and counted, only once a make is chosen. */
export const showsModelFacet = (state: SearchState) => Boolean(state.refinements.make?.length)

/**
 * The facets a results page counts: only what it shows, since counting costs time per facet, and
 * item_type, whose counts name the results' noun ('28 caravans': caravans are not cars; docs/features/search.md
 * "Search").
 */
export function pageFacets(state: SearchState): RefinementKey[] {
  return [
    'car_type',
    'make',
    ...(showsModelFacet(state) ? (['model'] as const) : []),
    ...PANEL_FACETS.map(([key]) => key),
    'item_type',
  ]
}

/** One facet list of the panel: its title, its values in order, and how many show before 'Show all'. */
export type FacetListSpec = { title: string; items: FacetItem[]; limit?: number; moreLabel?: string }

/**
 * The panel's list for one facet, or null when the panel does not show it. One owner for the page's
 * panel and for the values a 'Show all' loads when opened (GET /api/search/facet-values).
 */
export function facetListFor(key: RefinementKey, state: SearchState, facets: FacetCounts): FacetListSpec | null {
  if (key === 'car_type') return { title: 'Type', items: facets.car_type ?? [] }
  if (key === 'make') {
    // stock §2 "Popular makes group shows the first 20, then all makes": one list, the rest collapsed
    const makes = popularMakes(facets.make ?? [])
    return {
      title: 'Popular makes',
      items: [...makes.popular, ...makes.rest],
      limit: makes.popular.length,
      moreLabel: `All makes (${makes.all.length})`,
    }
  }
  if (key === 'model') return showsModelFacet(state) ? { title: 'Model', items: facets.model ?? [] } : null
  const title = PANEL_FACETS.find(([k]) => k === key)?.[1]
  return title ? { title, items: facets[key] ?? [] } : null
}
