import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/data/revalidate'
import { tags } from '@/data/tags'
import { clearSiteMapCache } from '@/data/site-map-cache'

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
