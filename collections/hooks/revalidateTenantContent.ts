import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags, tenantIdOf } from '@/data/revalidate'
import { tags } from '@/data/tags'

type Kind = Parameters<typeof tags.tenantContent>[1]

/** Expires the tenant's cached content of one kind after an edit (finance §2 menus and footer). */
export const revalidateTenantContent =
  (kind: Kind, ...alsoExpire: string[]): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    const ids = new Set([tenantIdOf(doc), tenantIdOf(previousDoc)].filter((t) => t !== undefined))
    await expireTags(req, ...[...ids].map((id) => tags.tenantContent(id!, kind)), ...alsoExpire)
    return doc
  }

/** The same after a delete (a deleted car leaves the sitemap and the feeds). */
export const revalidateTenantContentAfterDelete =
  (kind: Kind): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    const id = tenantIdOf(doc)
    if (id !== undefined) await expireTags(req, tags.tenantContent(id, kind))
    return doc
  }
