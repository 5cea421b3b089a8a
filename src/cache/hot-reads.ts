import LRUCache from 'lru-cache'

import { generationOf } from './generation'
import { SHARED_TTL_MS } from './lifetimes'
import { processState } from './process-state'

/**
 * Reads that page renders repeat, kept in this process for as long as a shared page of the same
 * tenant would be (src/cache/page-cache.ts): until a change advances the tenant's (or the
 * platform's) generation (src/cache/generation.ts), here or, through Redis, on another instance,
 * and at most SHARED_TTL_MS. A render that bypasses the shared page cache (a hard reload, a
 * signed-in shopper) then still skips the database for a car that was just read: the vehicle page's
 * car with its dealership, location and pictures is most of that render's work when the page is cold
 * (docs/features/caching.md "Caches, and what expires each", "Hot reads").
 *
 * The generation is taken before the read starts, so a change made while it runs leaves an entry
 * that is already stale. Values are shared between renders and must not be mutated. Bounded,
 * because keys come from shoppers' URLs.
 */
type Entry = { tenant: string; generation: string; value: Promise<unknown> }

const store = () => processState('hotReads', () => new LRUCache<string, Entry>({ max: 500, ttl: SHARED_TTL_MS }))

/** The value of `read()` for this tenant and key, from this process while nothing of the tenant changed. */
export function hotRead<T>(tenant: string | number, key: string, read: () => Promise<T>): Promise<T> {
  const cache = store()
  const t = String(tenant)
  const generation = generationOf(t)
  const id = `${t}\u0000${key}`
  const hit = cache.get(id)
  if (hit && hit.tenant === t && hit.generation === generation) return hit.value as Promise<T>
  const value = read()
  cache.set(id, { tenant: t, generation, value })
  // A failed read is not remembered (unless a newer read has taken its place).
  value.catch(() => cache.get(id)?.value === value && cache.delete(id))
  return value
}

export function clearHotReads() {
  store().clear()
}
