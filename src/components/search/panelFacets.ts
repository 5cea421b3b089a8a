import type { RefinementKey } from '@/search/types'
import type { SearchState } from '@/search/url-state'

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

/**
 * The facets a results page counts: only what it shows, since counting costs time per facet. The
 * model list is shown only once a make is chosen.
 */
export function pageFacets(state: SearchState): RefinementKey[] {
  return ['car_type', 'make', ...(state.refinements.make?.length ? (['model'] as const) : []), ...PANEL_FACETS.map(([key]) => key)]
}
