import { NextResponse } from 'next/server'

import { siteOriginOf } from '@/data/sites/request-origin'
import type { SiteContext } from '@/data/sites/sites'
import { apiError } from '@/http/api-error'
import { limitRead } from '@/http/read-limits'
import { withSite } from '@/http/site-route'

/**
 * /robots.txt, /sitemap.xml, /sitemaps/*.xml and /feeds/* for the site of the request's Host. They
 * skip the proxy (src/proxy.ts matcher), so they resolve the site themselves, as the icon routes do.
 * Crawlers and feed fetchers may keep them a minute; the server's own copy follows the cache tags.
 */
export const SEO_CACHE = 'public, max-age=60, stale-while-revalidate=300'

export const XML_TYPE = 'application/xml; charset=utf-8'
export const TSV_TYPE = 'text/tab-separated-values; charset=utf-8'

export const notFound = () => apiError(404, 'not_found', 'There is nothing at this address.')

export const textResponse = (body: string, type: string, headers: Record<string, string> = {}) =>
  new NextResponse(body, { headers: { 'content-type': type, 'cache-control': SEO_CACHE, ...headers } })

/**
 * The site and its public origin (its primary domain), or the unknown-host 404. With `costly` (a
 * sitemap or feed: its first build reads the whole site) a client past `seoFilePerIp` gets 429.
 */
export async function withSiteOrigin(
  request: Request,
  answer: (site: SiteContext, origin: string) => Promise<Response>,
  { costly = false }: { costly?: boolean } = {},
): Promise<Response> {
  const limited = costly ? await limitRead(request.headers, 'seoFilePerIp') : null
  return limited ?? withSite(async (req, site) => answer(site, await siteOriginOf(req, site)))(request)
}
