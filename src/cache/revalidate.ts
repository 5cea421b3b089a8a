import type { PayloadRequest } from 'payload'

import { relationId } from '@/db/relation-id'
import type { Id } from '@/domain/ids'

/**
 * Expires cache tags at once (the next request renders fresh data), so an edit in the admin shows on
 * the site within a second. Outside a Next.js server (seed, CLI, tests) there is no cache to expire.
 */
export async function expireTags(req: Pick<PayloadRequest, 'context' | 'payload'>, ...keys: string[]) {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const key of keys) revalidateTag(key, { expire: 0 })
  } catch (err) {
    // "static generation store missing": called outside a request, e.g. from a script.
    if (!String(err).includes('static generation store')) req.payload.logger.warn({ err, keys }, 'revalidateTag failed')
  }
}

/** The tenant id of a tenant-scoped document, whether the relation is populated or not. */
export const tenantIdOf = (doc: { tenant?: unknown } | null | undefined): Id | undefined =>
  relationId(doc?.tenant) ?? undefined
