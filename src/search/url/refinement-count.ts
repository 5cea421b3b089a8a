import type { SearchState } from './state'

/**
 * How many filters the shopper has on: each refinement value (a make from the path counts, as the
 * panel shows it ticked) and each range. The text query and the sort are not filters. Shown on the
 * small-screen "Filters (n)" button (docs/features/phones-and-breakpoints.md "Phones and breakpoints").
 */
export function activeFilterCount(state: SearchState): number {
  const values = Object.values(state.refinements).reduce((n, list) => n + (list?.length ?? 0), 0)
  return values + Object.values(state.ranges).filter(Boolean).length
}
