import { hostResolveOptions } from '@tenants/host-options'
import { resolveSiteSlug } from '@tenants/resolve-host'

import { getSite, getSiteMap, type SiteContext } from './sites'

/**
 * The site an API request is for, from its Host header only (the proxy does not rewrite /api).
 * Never from a parameter: a shopper cannot ask for another site's data.
 */
export async function siteFromRequest(request: Request): Promise<SiteContext | null> {
  const slug = resolveSiteSlug(request.headers.get('host'), await getSiteMap(), hostResolveOptions())
  return slug ? getSite(slug) : null
}
