import { recentRead } from '@/cache/recent-reads'
import { hostResolveOptions } from '@tenants/host-options'
import { resolveSiteSlug } from '@tenants/resolve-host'

import { getSite, getSiteMap, type SiteContext } from './sites'

/**
 * The site map and sites as API routes read them: Next's data cache behind a recentRead
 * (src/cache/recent-reads.ts; cleared by any collection or global change in this process, a couple
 * of seconds old at most from another's). Each data-cache read hashes its key and parses the whole
 * entry again; three of them were a tenth of a lead POST's CPU. Shared values: read them, never
 * change them.
 */
export const recentSiteMap = () => recentRead('api:site-map', () => getSiteMap())
const recentSite = (slug: string) => recentRead(`api:site:${slug}`, () => getSite(slug))

/**
 * The site an API request is for, from its Host header only (the proxy does not rewrite /api).
 * Never from a parameter: a shopper cannot ask for another site's data.
 */
export async function siteFromRequest(request: Request): Promise<SiteContext | null> {
  const slug = resolveSiteSlug(request.headers.get('host'), await recentSiteMap(), hostResolveOptions())
  return slug ? recentSite(slug) : null
}
