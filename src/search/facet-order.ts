import type { FacetItem } from './types'

/** Engines return facet items most frequent first, then by value; pages may reorder or relabel (stock §9). */
export const byCountThenValue = (a: FacetItem, b: FacetItem): number =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
