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

/** The model list is shown, and counted, only once a make is chosen. */
export const showsModelFacet = (state: SearchState) => Boolean(state.refinements.make?.length)

/**
 * The facets a results page counts: only what it shows, since counting costs time per facet, and
 * item_type, whose counts name the results' noun ('28 caravans', issue 10).
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
