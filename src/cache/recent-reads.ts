import LRUCache from 'lru-cache'

/**
 * Short-lived reads for the lead intake's and delivery's hot paths (a flood of POSTs for the same few
 * cars, and their delivery tries): kept on globalThis so the route bundle and the Payload hooks
 * (different bundles of one server process) share it. Any collection change in this process clears
 * it (collections/hooks/revalidates.ts), and other processes' changes show after RECENT_READ_TTL_MS.
 * Not `hotRead` (src/cache/hot-reads.ts), whose entries last until a tag expiry or 30 s: the seed and
 * batch imports change cars with `disableRevalidate`, which expires no tag, and a `npm run jobs`
 * worker hears the web servers' expiries only through Redis, if at all. lru-cache, as the
 * stale-serving memo (src/data/last-good-memo.ts): bounded, because car ids come from shoppers.
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
