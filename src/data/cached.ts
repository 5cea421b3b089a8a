import { unstable_cache } from 'next/cache'

import { payloadClient } from './payload'
import type { Payload } from 'payload'

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
    unstable_cache(async () => load(await payloadClient(), ...args), [name, ...args.map((a) => JSON.stringify(a))], {
      tags: tagsFor(...args),
      revalidate: 3600,
    })()
}
