/** spec: stock §4 / §9 "Dealer comments truncated at 400 characters". */
export const COMMENTS_COLLAPSE_AT = 400
/** spec: stock §4 / finance §8 empty dealer comments, verbatim. */
export const DEALER_COMMENTS_EMPTY = 'Dealer comments are pending. Please check back here later.'

const ELLIPSIS = '…'

/**
 * spec: stock §4 "Dealer comments: collapsed to 400 characters with Show More / Less."
 * `short` is cut at a word boundary within the first 400 characters, with '…' when cut.
 * Both are plain text as typed: markup is never parsed (the page renders them as text).
 * Empty comments give full '' — the page then shows DEALER_COMMENTS_EMPTY.
 */
export function collapseComments(
  text: string | null | undefined,
  limit = COMMENTS_COLLAPSE_AT,
): { full: string; short: string; truncated: boolean } {
  const full = (text ?? '').trim()
  if (full.length <= limit) return { full, short: full, truncated: false }
  const head = full.slice(0, limit)
  // Cut at the last whitespace when the limit falls inside a word; one long word is cut hard.
  const atBoundary = /\s/.test(full.charAt(limit))
  const lastSpace = head.search(/\s\S*$/)
  const cut = atBoundary ? head : lastSpace > 0 ? head.slice(0, lastSpace) : head
  return { full, short: `${cut.trimEnd()}${ELLIPSIS}`, truncated: true }
}
