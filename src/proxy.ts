import { NextResponse, type NextRequest } from 'next/server'

import { readSiteMapCache, writeSiteMapCache } from '@/data/site-map-cache'
import { INTERNAL_KEY_HEADER, internalKey } from '@/http/internal-key'
import { hostResolveOptions } from '@tenants/host-options'
import { resolveSiteSlug, type SiteMap } from '@tenants/resolve-host'

/** A path segment no site slug can take (slugs are DNS labels): the [site] layout answers 404. */
export const UNKNOWN_SITE = '_unknown-host'

const options = hostResolveOptions()

let loading: Promise<SiteMap> | null = null

/** Loads the allow-list from this server's own endpoint (the proxy keeps Payload out of its bundle). */
async function fetchSiteMap(): Promise<SiteMap> {
  const port = process.env.PORT ?? '3000'
  const res = await fetch(`http://127.0.0.1:${port}/api/site-map`, { cache: 'no-store', headers: { [INTERNAL_KEY_HEADER]: internalKey() } })
  if (!res.ok) throw new Error(`site map answered ${res.status}`)
  const map = (await res.json()) as SiteMap
  writeSiteMapCache(map)
  return map
}

/** The cached map; concurrent requests on a cold cache share one load. */
function siteMap(): Promise<SiteMap> {
  const cached = readSiteMapCache()
  if (cached) return Promise.resolve(cached)
  loading ??= fetchSiteMap().finally(() => (loading = null))
  return loading
}

/** Host → site: rewrites every page request to /{site-slug}/… (src/app/(site)/[site]/…). */
export async function proxy(request: NextRequest) {
  let map: SiteMap
  try {
    map = await siteMap()
  } catch (err) {
    console.error('proxy: could not load the site map', err)
    return new NextResponse('The site is briefly unavailable. Please try again in a moment.', {
      status: 503,
      headers: { 'retry-after': '5', 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const slug = resolveSiteSlug(request.headers.get('host'), map, options) ?? UNKNOWN_SITE
  const url = request.nextUrl.clone()
  url.pathname = `/${slug}${url.pathname === '/' ? '' : url.pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  // Everything except Payload (admin, REST, GraphQL), Next internals and files with an extension.
  matcher: ['/((?!admin|api|_next|.*\\.[a-zA-Z0-9]+$).*)'],
}
