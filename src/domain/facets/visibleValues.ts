import type { FacetItem } from './vocabulary'

/** Values a facet list shows before its 'Show all' disclosure (a page-weight choice, not the spec's). */
export const FACET_VALUES_SHOWN = 8

/**
 * A facet's values split into the ones always shown (the first `limit`, plus every refined value,
 * in their facet order) and the rest, behind a 'Show all' disclosure.
 */
export function splitFacetValues(
  items: readonly FacetItem[],
  refined: ReadonlySet<string>,
  limit = FACET_VALUES_SHOWN,
): { shown: FacetItem[]; rest: FacetItem[] } {
  const shown: FacetItem[] = []
  const rest: FacetItem[] = []
  items.forEach((item, i) => (i < limit || refined.has(item.value) ? shown : rest).push(item))
  return { shown, rest }
}
