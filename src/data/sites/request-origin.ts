import { headers } from 'next/headers'

import { hostResolveOptions } from '@tenants/host-options'
import { type OriginSite, publicOrigin, trustsProxy } from '@tenants/public-origin'

import { getSiteMap } from './sites'

async function originOf(site: OriginSite, requestHeaders: Headers): Promise<string> {
  const trustProxy = trustsProxy()
  // The allow-list is consulted only where it decides something (a forwarded host, a site without domains).
  const map = trustProxy || !site.primaryDomain ? await getSiteMap() : null
  return publicOrigin(site, requestHeaders, { trustProxy, map, resolve: hostResolveOptions() })
}

/** The site's public origin for a page (canonical, Open Graph, JSON-LD, print): tenants/public-origin.ts. */
export async function siteOrigin(site: OriginSite): Promise<string> {
  return originOf(site, await headers())
}

/** The same for a route handler's request (lead URLs, PDF links, redirects). */
export async function siteOriginOf(request: Request, site: OriginSite): Promise<string> {
  return originOf(site, request.headers)
}
