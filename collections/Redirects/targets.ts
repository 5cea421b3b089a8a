import type { Payload, PayloadRequest, Where } from 'payload'
import { extractID } from 'payload/shared'

import { tenantIdOf } from '@/cache/revalidate'
import { type RedirectStatus, redirectTarget, referencedPage, type StoredRedirect } from '@/domain/content/redirects'
import type { Id } from '@/domain/ids'

/** A stored redirect with its target resolved; `to` is null while it has none (see below). */
export type StoredRedirectRow = Omit<StoredRedirect, 'to'> & { id: Id; to: string | null }

/** Those that send visitors somewhere: what a redirect table is built from. */
export const applying = (rows: StoredRedirectRow[]): (StoredRedirect & { id: Id })[] =>
  rows.flatMap((r) => (r.to === null ? [] : [{ ...r, to: r.to }]))

/**
 * Redirects as the proxy applies them (src/data/sites/redirects.ts) and the validation counts them
 * (hooks/validate-redirect.ts): each target resolved to an address. A custom address is taken as
 * stored; a page's target is its path once the page is published and of the redirect's own tenant
 * (the wall); until then the redirect does nothing.
 */
export async function storedRedirects(payload: Payload, where?: Where, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'redirects',
    where,
    pagination: false,
    depth: 0,
    select: { tenant: true, from: true, to: true, type: true, sites: true },
    req,
  })
  const pageIds = [...new Set(docs.flatMap((d) => referencedPage(d.to)?.id ?? []))]
  const pages = pageIds.length
    ? (
        await payload.find({
          collection: 'pages',
          where: { and: [{ id: { in: pageIds } }, { _status: { equals: 'published' } }] },
          pagination: false,
          depth: 0,
          select: { path: true, tenant: true },
          req,
        })
      ).docs
    : []
  const byId = new Map(pages.map((p) => [String(p.id), p]))
  return docs.flatMap((d): StoredRedirectRow[] => {
    const tenant = tenantIdOf(d)
    if (tenant === undefined) return []
    const to = redirectTarget(d.to, ({ id }) => {
      const page = byId.get(String(id))
      return page && String(tenantIdOf(page)) === String(tenant) ? page.path : null
    })
    const status = Number(d.type) as RedirectStatus
    return [{ id: d.id, tenant, from: d.from, to, status, sites: (d.sites ?? []).map((s) => extractID(s)) }]
  })
}
