import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { DATA_CACHE_REVALIDATE_S } from '@/cache/lifetimes'
import { DEFAULT_SQLITE_URL } from '@/db/kind'

import { payloadClient } from './payload'

/**
 * Next keeps this cache on disk (.next/cache) across restarts and builds, so its keys name the
 * database: the same build started on another DATABASE_URL must not read the first one's sites.
 * (A re-seed of the same database clears the cache instead: scripts/seed/clear-data-cache.ts.)
 */
const databaseKey = () => process.env.DATABASE_URL || DEFAULT_SQLITE_URL

/**
 * Wraps a loader `(payload, ...args)` in Next's data cache with tags, so pages stay fast and the
 * revalidation hooks in collections/ expire exactly what an edit changed. Loaders stay plain
 * functions over a Payload instance, which the integration tests call directly.
 */
export function cachedLoader<A extends unknown[], R>(
  name: string,
  load: (payload: Payload, ...args: A) => Promise<R>,
  tagsFor: (...args: A) => string[],
): (...args: A) => Promise<R> {
  return (...args: A) =>
    unstable_cache(
      async () => load(await payloadClient(), ...args),
      [name, databaseKey(), ...args.map((a) => JSON.stringify(a))],
      {
        tags: tagsFor(...args),
        revalidate: DATA_CACHE_REVALIDATE_S,
      },
    )()
}
