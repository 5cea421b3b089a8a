import { countOf } from '@/domain/cars/item-noun'

/** Shopper-visible search texts, verbatim from the spec. */

/** spec: stock §8 "Empty search" */
export const EMPTY_SEARCH_TITLE = 'No Results Available'
export const EMPTY_SEARCH_TEXT =
  'No results found for your search at this time. Please try adjusting the filters for more results.'
export const CLEAR_FILTERS = 'Clear Filters'

/** spec: stock §4 / §8 — a non-available car's card offers this */
export const FIND_SIMILAR = 'Find Me Something Similar'

/**
 * spec: stock §2 "A 'Show me N cars' button" ('car' when N is 1); N with comma thousands as the
 * heading shows it (stock §9). Results of one other item type name it: 'Show me 28 caravans'.
 */
export const showMeCars = (count: number, itemType?: string | null) => `Show me ${countOf(count, itemType)}`

/** spec: finance §8 "Lead step failure: the server error, or 'An unexpected error occured'." The spec's generic failure text, its spelling kept. */
export const UNEXPECTED_ERROR = 'An unexpected error occured'
/** Shown above results served from the last good search when the engine failed (stock §4); our wording, not the spec's. */
export const STALE_RESULTS_NOTICE =
  'We could not refresh these results just now, so they may be out of date. Please try again shortly.'
/** The search API's answer (HTTP 503) when the engine cannot answer; our wording, not the spec's. */
export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Please try again in a moment.'
