/**
 * A count of the changes this process has made to the search engine's stock (a car saved, deleted
 * or re-indexed through `applyToEngine`). The results, vocabulary and stock-count memos of
 * src/data remember a search for up to 10 s; they compare this count too, so a price change made
 * here shows on the next results page at once, not 10 s later: a car change expires exactly the
 * pages it affects within a second (docs/features/caching.md "Caches, and what expires each"). Kept on globalThis:
 * the admin's route handlers and the shopper pages may load this module more than once in one
 * server.
 */
const KEY = Symbol.for('forecourt.search.stockGeneration')
type Holder = { [KEY]?: number }

export const stockGeneration = (): number => (globalThis as Holder)[KEY] ?? 0

export function bumpStockGeneration(): void {
  const holder = globalThis as Holder
  holder[KEY] = (holder[KEY] ?? 0) + 1
}
