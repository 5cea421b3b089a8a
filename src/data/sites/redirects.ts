import type { Payload } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { buildRedirectTables, type RedirectTable } from '@/domain/content/redirects'
import { applying, storedRedirects } from '@collections/Redirects/targets'

import { cachedLoader } from '../runtime/cached'

/**
 * Site slug → its redirect table, for the proxy (it reads them with the host map from /api/site-map).
 * Each redirect applies only to sites of its own tenant (src/domain/content/redirects.ts), and one to
 * a page only once that page of its tenant is published (collections/Redirects/targets.ts).
 */
export async function loadRedirectTables(payload: Payload): Promise<Record<string, RedirectTable>> {
  const [sites, redirects] = await Promise.all([
    payload.find({ collection: 'sites', pagination: false, depth: 0, select: { slug: true, tenant: true } }),
    storedRedirects(payload),
  ])
  return buildRedirectTables(
    sites.docs.flatMap((s) => {
      const tenant = tenantIdOf(s)
      return tenant === undefined ? [] : [{ id: s.id, slug: s.slug, tenant }]
    }),
    applying(redirects),
  )
}

/**
 * A new site or a changed slug changes the tables too, and so does a page a redirect names (its
 * path, its publishing): a page's save expires the `redirects` tag as well (collections/Pages).
 */
export const getRedirectTables = cachedLoader('redirect-tables', loadRedirectTables, () => [tags.sites, tags.redirects])
