/**
 * Stored values as staff read them, statuses as words (docs/staff-guide.md "Labels and list columns"). The
 * database keeps the spec's values ('test_drive'); the admin's selects, lists and dashboard show
 * words ('Test drive').
 */

/** 'coming_soon' → 'Coming soon'. */
export const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ')

/** Select options labelled in words, values unchanged. */
export const wordOptions = (values: readonly string[], named: Readonly<Record<string, string>> = {}) =>
  values.map((value) => ({ label: named[value] ?? words(value), value }))

/** Lead kinds where plain words would not be what a dealer says. */
export const LEAD_KIND_WORDS: Readonly<Record<string, string>> = {
  request_photos: 'Photo request',
  similar_car: 'Find me something similar',
  trade_in: 'Trade-in',
}

export const leadKindWords = (kind: string) => LEAD_KIND_WORDS[kind] ?? words(kind)
