import type { PayloadRequest } from 'payload'

import { type Id, relationId } from '@/domain/ids'

import { expirePages } from './page-cache'

/**
 * Expires cache tags at once (the next request renders fresh data), so an edit in the admin shows on
 * the site within a second. Outside a Next.js server (seed, CLI, tests) there is no cache to expire.
 */
export async function expireTags(req: Pick<PayloadRequest, 'context' | 'payload'>, ...keys: string[]) {
  if (req.context?.disableRevalidate) return
  expirePages(keys)
  try {
    const { revalidateTag } = await import('next/cache')
    for (const key of keys) revalidateTag(key, { expire: 0 })
  } catch (err) {
    // "static generation store missing": called outside a request, from a script or from a job
    // this server runs (a scheduled publish): the server expires them in a request of its own.
    if (!String(err).includes('static generation store')) req.payload.logger.warn({ err, keys }, 'revalidateTag failed')
    else if (process.env.NEXT_RUNTIME === 'nodejs') await expireThroughServer(req, keys)
  }
}

/** Posts the tags to this server's /api/revalidate (src/app/api/revalidate/route.ts). */
async function expireThroughServer(req: Pick<PayloadRequest, 'payload'>, keys: string[]) {
  try {
    const { INTERNAL_KEY_HEADER, internalKey } = await import('@/http/internal-key')
    const res = await fetch(`http://127.0.0.1:${process.env.PORT ?? '3000'}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_KEY_HEADER]: internalKey() },
      body: JSON.stringify({ tags: keys }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    })
    if (!res.ok) req.payload.logger.warn({ status: res.status, keys }, 'revalidate through the server failed')
  } catch (err) {
    req.payload.logger.warn({ err, keys }, 'revalidate through the server failed')
  }
}

/** The tenant id of a tenant-scoped document, whether the relation is populated or not. */
export const tenantIdOf = (doc: { tenant?: unknown } | null | undefined): Id | undefined =>
  relationId(doc?.tenant) ?? undefined
