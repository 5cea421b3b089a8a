import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expireGenerations, generationOf } from '@/cache/generation'
import { pagePlaceholder, writePage } from '@/cache/page-cache'
import { clearSiteMapCache, writeSiteMapCache } from '@/cache/site-map-cache'
import { answerFromCache } from '@/http/front-door'
import { pageKey, type PageRequest } from '@/http/shared-page'

// docs/features/caching.md "Caching and page weight": a cached page is served at 0.5× the rate of a static file or
// better. The production server (scripts/server.mjs) asks the front door before Next's router: it
// answers a shared page's hit itself and leaves everything else to Next, deciding as the proxy
// (src/proxy.ts) would for the same request.
const TENANT = `front-door-${Date.now()}`
const HOST = 'front-door.localhost'
const HTML = 'text/html,application/xhtml+xml'
const PAGE_BODY = `<html><script nonce="${pagePlaceholder()}">1</script>front door page</html>`

/** The request as the proxy saw it when it stored the page: Next fills in the forwarded origin. */
const proxied = (path: string, host = HOST): PageRequest => ({
  method: 'GET',
  header: (name) => ({ host, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' })[name] ?? null,
  hasCookie: () => false,
  path,
})

function store(path: string, host = HOST) {
  writePage(pageKey(proxied(path, host)), TENANT, generationOf(TENANT), {
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', `script-src 'nonce-${pagePlaceholder()}'`],
      ['cache-control', 'public, s-maxage=60'],
    ],
    body: PAGE_BODY,
  })
}

let server: http.Server
let port = 0
beforeAll(async () => {
  writeSiteMapCache({
    domains: { [HOST]: 'front-door' },
    slugs: ['front-door'],
    tenants: { 'front-door': TENANT },
    redirects: { 'front-door': { '/old-page': { to: '/new-page', status: 301 } } },
  })
  for (const path of ['/', '/search/used-cars?make=Kia', '/old-page', '/preview', '/admin', '/api/site-map'])
    store(path)
  server = http.createServer((req, res) => {
    if (!answerFromCache(req, res)) res.writeHead(299, { 'x-answered-by': 'next' }).end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  clearSiteMapCache()
  await new Promise((resolve) => server.close(resolve))
})

type Ask = { method?: string; host?: string; headers?: Record<string, string> }
function ask(path: string, { method = 'GET', host = HOST, headers = {} }: Ask = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // As sent: a URL would resolve dot segments before the request leaves.
    const options = { host: '127.0.0.1', port, path, method, headers: { host, accept: HTML, ...headers } }
    const req = http.request(options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('front door', () => {
  it('answers a stored page itself, with a nonce of its own in the body and the CSP', async () => {
    const res = await ask('/search/used-cars?make=Kia')
    expect(res.status).toBe(200)
    expect(res.headers['x-page-cache']).toBe('HIT')
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/)
    expect(res.body.toString()).toBe(PAGE_BODY.replace(pagePlaceholder(), nonce!))
    expect(res.headers['content-length']).toBe(String(res.body.length))
    expect(res.headers['cache-control']).toBe('public, s-maxage=60')
    expect(res.headers['vary']).toBe('Accept-Encoding')
    const again = await ask('/search/used-cars?make=Kia')
    expect(again.headers['content-security-policy']).not.toContain(nonce)
  })

  // Security: "cache-busting `?x=` on results and car pages … let unknown query parameters share
  // the cached page": the front door keys the page as the proxy does (src/http/page-query.ts).
  it('answers an address with parameters the page does not read from the same stored page', async () => {
    for (const path of ['/search/used-cars?make=Kia&x=1', '/search/used-cars?x=2&make=Kia&utm_source=mail', '/?x=3']) {
      expect((await ask(path)).headers['x-page-cache']).toBe('HIT')
    }
    expect((await ask('/search/used-cars?make=Kia&page=2')).headers['x-answered-by']).toBe('next')
  })

  it('gzips the copy for a client that takes gzip, as Next does', async () => {
    const res = await ask('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.body).toString()).toContain('front door page')
    const refused = await ask('/', { headers: { 'accept-encoding': 'gzip;q=0, identity' } })
    expect(refused.headers['content-encoding']).toBeUndefined()
  })

  // Each of these is left to Next, which renders, redirects or refuses it as without a front door.
  it.each<[string, string, Ask]>([
    ['a page not stored', '/search/new-cars', {}],
    ['another query', '/search/used-cars?make=Mazda', {}],
    ['a POST', '/', { method: 'POST' }],
    ['a HEAD', '/', { method: 'HEAD' }],
    ['a signed-in shopper', '/', { headers: { cookie: 'a=1; fc_customer=1.abc' } }],
    ['a hard reload', '/', { headers: { 'cache-control': 'no-cache' } }],
    ['a client navigation (RSC)', '/', { headers: { rsc: '1' } }],
    ['a fetch, not a navigation', '/', { headers: { accept: '*/*' } }],
    ['a subresource', '/', { headers: { 'sec-fetch-dest': 'image' } }],
    ['the render for the cache', '/', { headers: { 'x-forecourt-page-fill': '1' } }],
    ['a staff redirect', '/old-page', {}],
    ['the staff preview', '/preview', {}],
    // docs/features/security.md "`ADMIN_HOSTS`": on an admin host the admin is Next's (on a site host it is the site's 404).
    ['the admin', '/admin', { host: 'localhost' }],
    ['the API', '/api/site-map', {}],
    ['an unknown host', '/', { host: 'elsewhere.example' }],
    ['another forwarded host', '/', { headers: { 'x-forwarded-host': 'proxy.example' } }],
    ['a malformed escape', '/%ff', {}],
    ['repeated slashes', '//search/used-cars?make=Kia', {}],
    ['a dot segment', '/search/../?', {}],
  ])('leaves %s to Next', async (_, path, options) => {
    const res = await ask(path, options)
    expect(res.headers['x-answered-by']).toBe('next')
  })

  it('leaves every request to Next once the site changes, and while the site map is not loaded', async () => {
    store('/finance')
    expect((await ask('/finance')).headers['x-page-cache']).toBe('HIT')
    clearSiteMapCache()
    expect((await ask('/finance')).headers['x-answered-by']).toBe('next')
    writeSiteMapCache({ domains: { [HOST]: 'front-door' }, slugs: ['front-door'], tenants: { 'front-door': TENANT } })
    expireGenerations([`tenant:${TENANT}:cars`])
    expect((await ask('/finance')).headers['x-answered-by']).toBe('next')
  })
})
