import type { FacetItem } from './vocabulary'

/**
 * Values a facet list shows before its 'Show all' disclosure (a page-weight choice, not the spec's:
 * each value is sent twice, as HTML and in the RSC payload; docs/features/caching.md "Caching and page weight":
 * facets beyond the first values load when opened).
 */
export const FACET_VALUES_SHOWN = 6

/** The query parameter that asks a results page for one facet's whole list (the no-JavaScript 'Show all'). */
export const MORE_PARAM = 'more'

/** A results page's address with one facet's whole list in it, opened at that facet. */
export const fullListHref = (address: string, facet: string) =>
  `${address}${address.includes('?') ? '&' : '?'}${MORE_PARAM}=${facet}#facet-${facet}`

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

/**
 * Whether a facet is worth listing: not when its one value is unrefined and every result has it, since
 * choosing it would change nothing (the Dealership or Location of a single-dealer site).
 */
export function facetNarrows(items: readonly FacetItem[], refined: ReadonlySet<string>, total: number): boolean {
  const [only] = items
  if (!only || items.length !== 1) return items.length > 1
  return refined.has(only.value) || only.count < total
}
