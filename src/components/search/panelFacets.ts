import type { RefinementKey } from '@/search/types'

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

/** Every facet the results page counts: only what it shows (counting costs time per facet). */
export const PAGE_FACETS: RefinementKey[] = ['car_type', 'make', 'model', ...PANEL_FACETS.map(([key]) => key)]
