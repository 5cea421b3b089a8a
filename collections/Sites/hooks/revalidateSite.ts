import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { clearSiteMapCache } from '@/cache/site-map-cache'

/** A changed site can change the host allow-list, its template or its flags: drop both caches. */
export const revalidateSite: CollectionAfterChangeHook = async ({ doc, req }) => {
  clearSiteMapCache()
  await expireTags(req, tags.sites)
  return doc
}

export const revalidateDeletedSite: CollectionAfterDeleteHook = async ({ doc, req }) => {
  clearSiteMapCache()
  await expireTags(req, tags.sites)
  return doc
}
