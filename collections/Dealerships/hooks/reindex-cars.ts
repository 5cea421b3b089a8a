import type { Dealership } from '@/payload-types'
import { reindexCarsAfterChange } from '@/search/indexing/reindex'

/** Cars carry their dealership's name (a facet) and slug in the search index: refresh them on a change. */
export const reindexCars = reindexCarsAfterChange<Dealership>({
  relation: 'dealership',
  indexedValues: (d) => [d.name, d.slug],
})
