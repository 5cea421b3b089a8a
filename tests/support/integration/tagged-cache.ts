/**
 * A stand-in for Next's data cache that honours tags as Next's does: `unstable_cache` keeps each
 * value under its key parts, and `revalidateTag` drops every entry carrying the tag. Content tests
 * use it to see a change or a delete expire exactly the cached loaders it should:
 *
 *   vi.mock('next/cache', async (original) => ({
 *     ...(await original<typeof import('next/cache')>()),
 *     ...(await import('./helpers/tagged-cache')).taggedCache(),
 *   }))
 *
 * (vi.mock is hoisted above the file's imports, so its factory imports this module itself.)
 */
export function taggedCache() {
  const store = new Map<string, { value: unknown; tags: string[] }>()
  return {
    // Keyed by the key parts and the call's arguments, as Next keys its entries.
    unstable_cache:
      (fn: (...args: unknown[]) => Promise<unknown>, keyParts: string[], opts?: { tags?: string[] }) =>
      async (...args: unknown[]) => {
        const key = JSON.stringify([keyParts, args])
        const hit = store.get(key)
        if (hit) return hit.value
        const value = await fn(...args)
        store.set(key, { value, tags: opts?.tags ?? [] })
        return value
      },
    revalidateTag: (tag: string) => {
      for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key)
    },
  }
}
