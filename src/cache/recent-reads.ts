import LRUCache from 'lru-cache'

import { RECENT_READ_TTL_MS } from './lifetimes'
import { processState } from './process-state'

/**
 * Short-lived reads for the lead intake's and delivery's hot paths (a flood of POSTs for the same few
 * cars, and their delivery tries), shared by the route bundle and the Payload hooks
 * (src/cache/process-state.ts). Any collection change in this process clears it
 * (collections/hooks/revalidates.ts), and other processes' changes show after RECENT_READ_TTL_MS.
 * Not keyed by the tenant generations (src/cache/generation.ts): the seed and batch imports change
 * cars with `disableRevalidate`, which expires no tag, and a `npm run jobs` worker hears the web
 * servers' expiries only through Redis, if at all. Bounded, because car ids come from shoppers.
 */
const store = () =>
  processState('recentReads', () => new LRUCache<string, Promise<unknown>>({ max: 1_000, ttl: RECENT_READ_TTL_MS }))

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
