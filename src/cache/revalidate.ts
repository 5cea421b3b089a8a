import type { PayloadRequest } from 'payload'

import { type Id, relationId } from '@/domain/ids'

import { expireGenerations } from './generation'
import { expireInThisServer } from './server-expiry'

/**
 * Expires cache tags at once (the next request renders fresh data), so an edit in the admin shows on
 * the site within a second. Outside a Next.js server (seed, CLI, tests) there is no cache to expire.
 */
export async function expireTags(req: Pick<PayloadRequest, 'context' | 'payload'>, ...keys: string[]) {
  if (req.context?.disableRevalidate) return
  expireGenerations(keys)
  try {
    const { revalidateTag } = await import('next/cache')
    for (const key of keys) revalidateTag(key, { expire: 0 })
  } catch (err) {
    // "static generation store missing": called outside a request, from a script or from a job
    // this server runs (a scheduled publish): the server expires them in a request of its own.
    if (!String(err).includes('static generation store')) req.payload.logger.warn({ err, keys }, 'revalidateTag failed')
    else await expireThroughServer(req, keys)
  }
}

/** Posts the tags to this server's /api/revalidate (src/cache/server-expiry.ts); the generations are done. */
async function expireThroughServer(req: Pick<PayloadRequest, 'payload'>, keys: string[]) {
  const failed = await expireInThisServer(keys, { nextOnly: true })
  if (failed) req.payload.logger.warn({ keys, failed }, 'revalidate through the server failed')
}

/** The tenant id of a tenant-scoped document, whether the relation is populated or not. */
export const tenantIdOf = (doc: { tenant?: unknown } | null | undefined): Id | undefined =>
  relationId(doc?.tenant) ?? undefined
