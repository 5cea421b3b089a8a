import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  classifySiteRequest,
  pageMatcherSource,
  pathKind,
  proxyRuns,
  PUBLIC_FILES,
  routeOf,
  type SiteRequestFacts,
  UNKNOWN_SITE,
} from '@/http/classify-request'
import type { SiteMap } from '@tenants/resolve-host'

// docs/features/caching-kernel.md: one function decides who answers a request, and the proxy's
// matcher (a literal Next reads at build time), the proxy and the front door agree with it.

/** The proxy's `config.matcher`, read from src/proxy.ts as Next reads it: a literal. */
type Source = string | { source: string; missing?: { type: string; key: string }[] }
const proxySource = fs.readFileSync('src/proxy.ts', 'utf8')
const matcherText = /matcher: (\[[\s\S]*?\n {2}\]),\n\}/.exec(proxySource)?.[1]
const matcher = new Function(`return ${matcherText}`)() as Source[]

/** A matcher source as Next compiles it (path-to-regexp: `:path*` is any rest of the path). */
const compile = (source: string) => new RegExp(`^${source.replace('/:path*', '(?:/.*)?')}$`)
const matcherRuns = (path: string, hasBody: boolean) =>
  matcher.some((m) =>
    typeof m === 'string'
      ? compile(m).test(path)
      : compile(m.source).test(path) && !(hasBody && m.missing?.some((h) => h.type === 'header')),
  )

// Each row: a path, what it is, and whether the proxy runs for it without and with a body.
const PATHS: [string, ReturnType<typeof pathKind>, boolean, boolean][] = [
  ['/', 'page', true, true],
  ['/search/used-cars', 'page', true, true],
  ['/cars/2019-toyota-corolla', 'page', true, true],
  // docs/features/security.md "`ADMIN_HOSTS`": a path that only looks like a file is a page, resolved by its host.
  ['/outback-rv/search/used-cars.x', 'page', true, true],
  ['/cars/x.png', 'page', true, true],
  ['/favicon.icon', 'page', true, true],
  ['/robots.txt.bak', 'page', true, true],
  ['/sitemap.xml.bak', 'page', true, true],
  ['/.well-known/security.txt.bak', 'page', true, true],
  ['/preview', 'preview', true, true],
  ['/admin', 'admin', true, true],
  ['/admin/collections/cars', 'admin', true, true],
  ['/admin/%ff', 'admin', true, true],
  ['/_next/static/chunks/a.js', 'next-internal', false, false],
  ['/_next/image', 'next-internal', false, false],
  ['/favicon.svg', 'public-file', false, false],
  ['/no-js.css', 'public-file', false, false],
  // docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle feeds": per-site route handlers.
  ['/favicon.ico', 'site-file', false, false],
  ['/apple-touch-icon.png', 'site-file', false, false],
  ['/icons/192.png', 'site-file', false, false],
  ['/manifest.webmanifest', 'site-file', false, false],
  ['/robots.txt', 'site-file', false, false],
  ['/sitemap.xml', 'site-file', false, false],
  ['/sitemaps/cars-2.xml', 'site-file', false, false],
  ['/feeds/google-vehicle-listings.tsv', 'site-file', false, false],
  ['/feeds/meta-vehicles.xml', 'site-file', false, false],
  ['/.well-known/security.txt', 'site-file', false, false],
  // …with a %-escape they pass the proxy, which refuses a malformed one.
  ['/feeds/%ff', 'site-file', true, true],
  ['/sitemaps/cars-%32.xml', 'site-file', true, true],
  // docs/features/security.md "Rate limits and bodies": /api passes the proxy only without a body, or with a %-escape.
  ['/api/enquiries', 'api', true, false],
  ['/api/site-map', 'api', true, false],
  ['/api/cars/%ff', 'api', true, true],
  // a bare /api is left out of nothing: the matcher's first source excludes only `api/…`
  ['/api', 'api', true, true],
]

describe('the matcher and the classifier agree', () => {
  it('the first matcher source is the one generated from the lists of files', () => {
    expect(typeof matcher[0] === 'string' && matcher[0]).toBe(pageMatcherSource())
  })

  // docs/features/security.md "Rate limits and bodies": the proxy never buffers a 100 MB upload to /api.
  it('/api passes the proxy only without a body: no Content-Length and no Transfer-Encoding', () => {
    const api = matcher.find((m) => typeof m !== 'string' && m.source === '/api/:path*')
    expect(typeof api !== 'string' && api?.missing).toEqual([
      { type: 'header', key: 'content-length' },
      { type: 'header', key: 'transfer-encoding' },
    ])
  })

  it('every real file in public/ is listed, so it is served as it is', () => {
    expect([...PUBLIC_FILES].sort()).toEqual(fs.readdirSync('public').sort())
  })

  it.each(PATHS)('%s is a %s path; the proxy runs: %s without a body, %s with one', (path, kind, bare, body) => {
    expect(pathKind(path)).toBe(kind)
    expect([proxyRuns(path), proxyRuns(path, { hasBody: true })]).toEqual([bare, body])
    expect([matcherRuns(path, false), matcherRuns(path, true)]).toEqual([bare, body])
  })
})

describe('routeOf: who answers, from the path and the host', () => {
  it.each([
    ['/', 'a.localhost', 'site'],
    ['/search/used-cars', 'dealer.com.au', 'site'],
    ['/%ff', 'a.localhost', 'bad-escape'],
    ['/admin/%ff', 'localhost', 'bad-escape'],
    // docs/features/security.md "`ADMIN_HOSTS`": the admin answers only on the admin hosts; elsewhere it is a site's path.
    ['/admin', 'localhost:3000', 'next'],
    ['/admin', 'a.localhost', 'site'],
    ['/api/enquiries', 'a.localhost', 'next'],
    ['/feeds/%41', 'a.localhost', 'next'],
    ['/preview', 'a.localhost', 'site'],
  ] as const)('%s on %s → %s', (path, host, route) => expect(routeOf(path, host)).toBe(route))
})

describe('classifySiteRequest: the site, and whether the page is shared or personal', () => {
  const map: SiteMap = {
    domains: { 'dealer.com.au': 'dealer' },
    slugs: ['dealer', 'no-tenant'],
    tenants: { dealer: '7' },
    redirects: { dealer: { '/old': { to: '/new', status: 301 } } },
  }
  const HTML = 'text/html,application/xhtml+xml'
  const facts = (path: string, headers: Record<string, string> = {}, cookie?: string): SiteRequestFacts => {
    const [pathname = '/', query] = path.split('?')
    const all: Record<string, string> = { host: 'dealer.com.au', accept: HTML, ...headers }
    return {
      method: headers[':method'] ?? 'GET',
      header: (name) => all[name] ?? null,
      hasCookie: (name) => name === cookie,
      path,
      pathname,
      search: query ? `?${query}` : '',
    }
  }

  it.each<[string, SiteRequestFacts, Partial<ReturnType<typeof classifySiteRequest>>]>([
    ['a shopper’s page', facts('/'), { slug: 'dealer', tenant: '7', shared: true }],
    ['an unknown host', facts('/', { host: 'elsewhere.example' }), { slug: UNKNOWN_SITE, shared: false }],
    ['a site on localhost', facts('/', { host: 'no-tenant.localhost' }), { slug: 'no-tenant', shared: false }],
    // docs/features/caching.md "Caching and page weight": a signed-in shopper's pages name them; never shared.
    ['a signed-in shopper', facts('/', {}, 'fc_customer'), { shared: false }],
    ['a hard reload', facts('/', { 'cache-control': 'no-cache' }), { shared: false }],
    ['a client navigation', facts('/', { rsc: '1' }), { shared: false }],
    ['a fetch, not a navigation', facts('/', { accept: '*/*' }), { shared: false }],
    ['a POST', facts('/', { ':method': 'POST' }), { shared: false }],
    ['the staff preview', facts('/preview?x=1'), { preview: true, shared: false }],
    ['a staff redirect', facts('/old'), { redirect: { location: '/new', status: 301 } }],
    // docs/features/security.md "Rate limits and bodies": a results page past 10,000 is a 404 without a render.
    ['a results page no site has', facts('/search/used-cars?page=99999999'), { beyondLastPage: true }],
  ])('%s', (_, request, expected) => {
    expect(classifySiteRequest(request, map)).toMatchObject(expected)
  })
})
