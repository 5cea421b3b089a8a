import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags, tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'

type Kind = Parameters<typeof tags.tenantContent>[1]

/** Expires the tenant's cached content of one kind after an edit (finance §2 menus and footer). */
export const revalidateTenantContent =
  (kind: Kind, ...alsoExpire: string[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const ids = new Set([tenantIdOf(doc), tenantIdOf(previousDoc)].filter((t) => t !== undefined))
    await expireTags(req, ...[...ids].map((id) => tags.tenantContent(id!, kind)), ...alsoExpire)
    return doc
  }

/** The same after a delete: a deleted document must not stay on the site from the cache. */
export const revalidateTenantContentAfterDelete =
  (kind: Kind, ...alsoExpire: string[]): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    const id = tenantIdOf(doc)
    await expireTags(req, ...(id === undefined ? [] : [tags.tenantContent(id, kind)]), ...alsoExpire)
    return doc
  }
