import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { clearRecentReads } from '@/cache/recent-reads'
import { expireTags, tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'

type Kind = Parameters<typeof tags.tenantContent>[1]

/** Every hook this factory made, so a table test can find them on each collection (tests/unit/revalidation-hooks.test.ts). */
export const revalidationHooks = new WeakSet<object>()

/**
 * The afterChange and afterDelete hooks that expire what the site cached of a collection (docs/features/caching.md
 * "Caches, and what expires each"): the tenant's `kind` tag (before and after the edit, so a
 * document moved between tenants leaves the old one's pages) and anything in `alsoExpire`. Skipped
 * whole with `context.disableRevalidate` (the seed, batch imports and tests). Spread into the
 * collection's hooks beside its others:
 *
 *   hooks: revalidates('menus').hooks                       // when it has no other hooks
 *   const expire = revalidates('cars')                      // else beside them:
 *   hooks: { afterChange: [syncCar, expire.afterChange], afterDelete: [expire.afterDelete] }
 */
export function revalidates(kind: Kind | null, ...alsoExpire: string[]) {
  const expire = async (req: PayloadRequest, ...docs: unknown[]) => {
    clearRecentReads() // even for the seed and tests: a lead must not name a car as it was before an edit
    if (req.context?.disableRevalidate) return
    const ids = new Set(docs.map((d) => tenantIdOf(d as { tenant?: unknown })).filter((t) => t !== undefined))
    const keys = kind ? [...ids].map((id) => tags.tenantContent(id, kind)) : []
    await expireTags(req, ...keys, ...alsoExpire)
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await expire(req, doc, previousDoc)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expire(req, doc)
    return doc
  }
  revalidationHooks.add(afterChange).add(afterDelete)
  return { afterChange, afterDelete, hooks: { afterChange: [afterChange], afterDelete: [afterDelete] } }
}

/** The same for a global (a singleton is never deleted): its edit expires the platform-wide tags given. */
export function revalidatesGlobal(...expire: string[]) {
  const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    if (!req.context?.disableRevalidate) await expireTags(req, ...expire)
    return doc
  }
  revalidationHooks.add(afterChange)
  return { afterChange }
}
