import LRUCache from 'lru-cache'

/**
 * Short-lived reads for the lead intake's hot path (a flood of POSTs for the same few cars): kept on
 * globalThis so the route bundle and the Payload hooks (different bundles of one server process)
 * share it. Any collection change in this process clears it (collections/hooks/revalidates.ts), and
 * another instance's entries lapse after RECENT_READ_TTL_MS. lru-cache, as the stale-serving memo
 * (src/data/last-good-memo.ts): bounded, because car ids come from shoppers.
 */
export const RECENT_READ_TTL_MS = 2_000
const KEY = Symbol.for('forecourt.recentReads')

type Holder = { [KEY]?: LRUCache<string, Promise<unknown>> }

const store = () =>
  ((globalThis as Holder)[KEY] ??= new LRUCache<string, Promise<unknown>>({ max: 1_000, ttl: RECENT_READ_TTL_MS }))

/** The value read for `key` in the last RECENT_READ_TTL_MS, else `read()` (shared by concurrent callers). */
export function recentRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const cache = store()
  const hit = cache.get(key)
  if (hit) return hit as Promise<T>
  const value = read()
  cache.set(key, value)
  value.catch(() => cache.delete(key)) // a failed read is not remembered
  return value
}

export function clearRecentReads() {
  store().clear()
}
