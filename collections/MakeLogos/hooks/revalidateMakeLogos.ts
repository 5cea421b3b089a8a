import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { tags } from '@/cache/tags'

/** Any logo edit or delete expires the cached logo map (skipped with context.disableRevalidate). */
export const revalidateMakeLogos: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expireTags(req, tags.makeLogos)
  return doc
}

export const revalidateDeletedMakeLogo: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expireTags(req, tags.makeLogos)
  return doc
}
