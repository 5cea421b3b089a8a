import type { Payload } from 'payload'
import { extractID } from 'payload/shared'

import { tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { buildRedirectTables, type RedirectStatus, type RedirectTable } from '@/domain/content/redirects'

import { cachedLoader } from './cached'

/**
 * Site slug → its redirect table, for the proxy (it reads them with the host map from /api/site-map).
 * Each redirect applies only to sites of its own tenant (src/domain/content/redirects.ts).
 */
export async function loadRedirectTables(payload: Payload): Promise<Record<string, RedirectTable>> {
  const [sites, redirects] = await Promise.all([
    payload.find({ collection: 'sites', pagination: false, depth: 0, select: { slug: true, tenant: true } }),
    payload.find({
      collection: 'redirects',
      pagination: false,
      depth: 0,
      select: { tenant: true, from: true, to: true, status: true, sites: true },
    }),
  ])
  return buildRedirectTables(
    sites.docs.flatMap((s) => {
      const tenant = tenantIdOf(s)
      return tenant === undefined ? [] : [{ id: s.id, slug: s.slug, tenant }]
    }),
    redirects.docs.flatMap((r) => {
      const tenant = tenantIdOf(r)
      if (tenant === undefined) return []
      return [
        {
          tenant,
          from: r.from,
          to: r.to,
          status: Number(r.status) as RedirectStatus,
          sites: (r.sites ?? []).map((s) => extractID(s)),
        },
      ]
    }),
  )
}

/** A new site or a changed slug changes the tables too, so both tags expire them. */
export const getRedirectTables = cachedLoader('redirect-tables', loadRedirectTables, () => [tags.sites, tags.redirects])
