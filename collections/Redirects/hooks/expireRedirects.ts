import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { clearSiteMapCache } from '@/cache/site-map-cache'
import { tags } from '@/cache/tags'

/**
 * The proxy reads redirects with the host map (src/data/redirects.ts): drop this process's copy and
 * the cached table, so an edit or a delete applies at once. Skipped with context.disableRevalidate.
 */
async function expire(req: Parameters<CollectionAfterChangeHook>[0]['req']) {
  if (req.context?.disableRevalidate) return
  clearSiteMapCache()
  await expireTags(req, tags.redirects)
}

export const expireRedirects: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expire(req)
  return doc
}

export const expireRedirectsAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expire(req)
  return doc
}
