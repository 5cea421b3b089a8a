import type { GlobalAfterChangeHook } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { tags } from '@/cache/tags'

/** Sites carry the merged settings, so a platform edit expires them too. */
export const expirePlatformSettings: GlobalAfterChangeHook = async ({ doc, req }) => {
  await expireTags(req, tags.platformSettings, tags.sites)
  return doc
}
