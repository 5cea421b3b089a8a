import type { Location } from '@/payload-types'
import { reindexCarsAfterChange } from '@/search/indexing/reindex'

/**
 * Cars carry their location's name in the search index (the location_name facet): refresh them on a
 * rename. City and state are watched too, so cars follow a move should the index ever read them from
 * the location (today it reads the car's own city and state).
 */
export const reindexCars = reindexCarsAfterChange<Location>({
  relation: 'location',
  indexedValues: (l) => [l.name, l.address?.city, l.address?.state],
})
