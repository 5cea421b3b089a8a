import { type NextRequest, NextResponse } from 'next/server'

import { INTERNAL_KEY_HEADER, internalKey } from '@/access/internal-key'
import { platformGeneration } from '@/cache/generation'
import { loopbackUrl } from '@/cache/loopback'
import { pagePlaceholder } from '@/cache/page-cache'
import { readSiteMapCache, writeSiteMapCache } from '@/cache/site-map-cache'
import { previewKey } from '@/db/secret'
import { checkPreview } from '@/domain/content/preview-link'
import { classifySiteRequest, routeOf } from '@/http/classify-request'
import { installFrontDoor } from '@/http/front-door'
import { pageSearch } from '@/http/page-query'
import { readRefused } from '@/http/read-limits'
import { newNonce, shopperCsp } from '@/http/security-headers'
import { cachedPage, isPageFill, PAGE_FILL_HEADER, pageRequest, sharedPage } from '@/http/shared-page'
import { adminOrigins } from '@tenants/admin-hosts'
import type { SiteMap } from '@tenants/resolve-host'

// The production server asks the front door first: a shared page's hit is answered before Next's
// routing (src/http/front-door.ts).
installFrontDoor()

let loading: Promise<SiteMap> | null = null

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }
const PREVIEW_REFUSALS = {
  malformed: 'This preview link is incomplete. Open the preview again from the admin.',
  forged: 'This preview link is not valid. Open the preview again from the admin.',
  expired: 'This preview link has expired. Open the preview again from the admin.',
} as const

/** Loads the allow-list from this server's own endpoint (the proxy keeps Payload out of its bundle). */
async function fetchSiteMap(): Promise<SiteMap> {
  // Taken before the read: a change while it runs leaves the map it brings stale at once.
  const generation = platformGeneration()
  const res = await fetch(loopbackUrl('/api/site-map'), {
    cache: 'no-store',
    headers: { [INTERNAL_KEY_HEADER]: internalKey() },
  })
  if (!res.ok) throw new Error(`site map answered ${res.status}`)
  const map = (await res.json()) as SiteMap
  writeSiteMapCache(map, Date.now(), generation)
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
  const { pathname } = request.nextUrl
  // Who answers (src/http/classify-request.ts): the framework decodes path segments before our code
  // runs and answers a bare 500 on `%ff`, so a malformed escape is refused here; /api resolves its
  // host itself (Payload's routes: ADMIN_HOSTS; the shopper endpoints: the site of the Host header),
  // as do the site's files; the admin passes only on an admin host, elsewhere it is a site's path.
  const route = routeOf(pathname, request.headers.get('host'))
  if (route === 'bad-escape') {
    return new NextResponse('Bad request: the address holds a malformed %-escape.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  if (route === 'next') return NextResponse.next()
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
  const page = pageRequest(request)
  const { slug, tenant, preview, redirect, beyondLastPage, shared } = classifySiteRequest(
    { ...page, pathname, search: request.nextUrl.search },
    map,
  )
  // The staff preview of a draft (docs/features/content.md "Add a page", "Preview"): a link that is not validly
  // signed, or has expired, is refused here with a readable 4xx; a valid one renders, framed by the
  // admin, never stored.
  if (preview) {
    const check = checkPreview(Object.fromEntries(request.nextUrl.searchParams), previewKey(), Date.now())
    if (!check.ok) {
      return new NextResponse(PREVIEW_REFUSALS[check.reason], {
        status: check.reason === 'malformed' ? 400 : 403,
        headers: { 'content-type': 'text/plain; charset=utf-8', ...PREVIEW_HEADERS },
      })
    }
  }
  // Staff's redirects for this site (collections/Redirects): answered here, so no page renders or writes.
  if (redirect) {
    // Next accepts only absolute locations here: a site path is resolved on the request's own origin.
    return NextResponse.redirect(new URL(redirect.location, request.nextUrl), {
      status: redirect.status,
      // an hour at most in browsers and CDNs, so a corrected redirect is not stuck there
      headers: { 'cache-control': 'public, max-age=3600' },
    })
  }
  // A results page no site can have is answered here, before any render (docs/features/security.md "Rate limits and bodies").
  if (beyondLastPage) return new NextResponse('There is no such page of results.', { status: 404, headers: TEXT })
  // A page the shared cache cannot answer is rendered: that costs, so each client address has a
  // budget of renders (`pageRenderPerIp`); the render for the cache itself is this server's own.
  // Next's link prefetches render only up to a page's loading boundary, and a browser sends one per
  // link in view: they are not counted, or a shopper's own prefetches would refuse their next click.
  const prefetch = request.headers.has('next-router-prefetch')
  if (!prefetch && !isPageFill(request) && !(tenant && shared && cachedPage(page, tenant))) {
    const retryAfterS = await readRefused(request.headers, 'pageRenderPerIp')
    if (retryAfterS !== null) {
      return new NextResponse(
        `Too many pages were asked for from your address. Please wait ${retryAfterS} seconds and try again.`,
        { status: 429, headers: { ...TEXT, 'retry-after': String(retryAfterS) } },
      )
    }
  }
  // An anonymous page is shared (docs/features/caching.md "Caching and page weight"): rendered once, with a
  // placeholder nonce that each copy sent replaces with its own (src/http/shared-page.ts). A failed
  // render for the cache falls back to rendering this request as any other. Either way it renders
  // from the query parameters the page reads (src/http/page-query.ts), so unknown ones share its
  // cached copy.
  const nonce = newNonce()
  if (tenant && shared) {
    try {
      return await sharedPage(request, tenant, nonce)
    } catch (err) {
      console.error('proxy: rendering a page for the shared cache failed; rendering it directly', err)
    }
  }
  const url = request.nextUrl.clone()
  url.search = pageSearch(pathname, url.search)
  url.pathname = `/${slug}${url.pathname === '/' ? '' : url.pathname}`
  // Next reads the nonce from the request's CSP header and puts it on its scripts; a client's own
  // header is replaced, so it cannot choose the nonce.
  const csp = shopperCsp(
    isPageFill(request) ? pagePlaceholder() : nonce,
    preview ? adminOrigins() : [],
    map.tags?.[slug],
  )
  const requestHeaders = new Headers(request.headers)
  requestHeaders.delete(INTERNAL_KEY_HEADER)
  requestHeaders.delete(PAGE_FILL_HEADER)
  requestHeaders.set('content-security-policy', csp)
  const res = NextResponse.rewrite(url, { request: { headers: requestHeaders } })
  res.headers.set('content-security-policy', csp)
  if (preview) for (const [name, value] of Object.entries(PREVIEW_HEADERS)) res.headers.set(name, value)
  else res.headers.set('x-frame-options', 'SAMEORIGIN')
  return res
}

export const config = {
  // Next needs a literal: it says what `proxyRuns` (src/http/classify-request.ts) says, and the first
  // source is `pageMatcherSource()` as written out (tests/unit/classify-request.test.ts). Everything
  // except Next internals, the real files in public/ and the site's files (route handlers that resolve
  // their site from the Host themselves, like /api). Not "any path with an extension":
  // /outback-rv/search/used-cars.x skipped the host check and rendered that site on any host (docs/features/security.md
  // "`ADMIN_HOSTS`").
  matcher: [
    '/((?!_next/|api/|favicon\\.svg$|no-js\\.css$|robots\\.txt$|\\.well-known/security\\.txt$|sitemap\\.xml$|sitemaps/|feeds/|favicon\\.ico$|apple-touch-icon\\.png$|manifest\\.webmanifest$|icons/).*)',
    // /api only without a body: the proxy refuses a malformed %-escape, and a request with a body
    // never passes it, since Next buffers a proxied body (up to 10 MB) before the route's own 1 MB
    // bound could refuse it (docs/features/security.md "Rate limits and bodies", "Bodies").
    {
      source: '/api/:path*',
      missing: [
        { type: 'header', key: 'content-length' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
    // …and, with a body, only where the path holds a %-escape: Next's route matcher answers a bare
    // 500 on a malformed one before any route runs, so the proxy must refuse it first. Such a body is
    // buffered like a page's (Next's 10 MB bound); an API write to a path with a %-escape is rare.
    '/api/(.*%.*)',
    // The site's files (feeds, sitemaps, icons) skip the proxy, but with a %-escape in the path they
    // pass it for the same check, then go on to their own routes.
    '/(feeds|sitemaps|icons)/(.*%.*)',
  ],
}
