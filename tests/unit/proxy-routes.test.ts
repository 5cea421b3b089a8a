import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clearSiteMapCache, writeSiteMapCache } from '@/cache/site-map-cache'
import { proxy } from '@/proxy'

// docs/features/caching-kernel.md: the proxy acts on the classifier's decision
// (src/http/classify-request.ts). PAGE_CACHE=off: a page is rewritten to its site, not rendered here.
const saved = process.env.PAGE_CACHE
beforeAll(() => {
  process.env.PAGE_CACHE = 'off'
  writeSiteMapCache({
    domains: { 'dealer.com.au': 'dealer' },
    slugs: ['dealer'],
    tenants: { dealer: '7' },
    redirects: { dealer: { '/old': { to: '/new', status: 301 } } },
  })
})
afterAll(() => {
  process.env.PAGE_CACHE = saved
  clearSiteMapCache()
})

const ask = (path: string, host = 'dealer.com.au') =>
  proxy(new NextRequest(`http://${host}${path}`, { headers: { host, accept: 'text/html' } }))

describe('the proxy answers as the classifier decides', () => {
  it.each<[string, string, string, number, string | null]>([
    // [what, path, host, status, rewritten to (x-middleware-rewrite path) or redirected to]
    [
      'a page of the site the host names',
      '/search/used-cars?utm_source=x',
      'dealer.com.au',
      200,
      '/dealer/search/used-cars',
    ],
    ['the home page', '/', 'dealer.com.au', 200, '/dealer'],
    ['an unknown host: the 404 site', '/', 'elsewhere.example', 200, '/_unknown-host'],
    ['the admin on a site host: a path of the site', '/admin', 'dealer.com.au', 200, '/dealer/admin'],
    ['a malformed %-escape', '/%ff', 'dealer.com.au', 400, null],
    ['a staff redirect', '/old', 'dealer.com.au', 301, '/new'],
    ['a results page no site has', '/search/used-cars?page=99999999', 'dealer.com.au', 404, null],
  ])('%s', async (_, path, host, status, target) => {
    const res = await ask(path, host)
    expect(res.status).toBe(status)
    const rewrite = res.headers.get('x-middleware-rewrite')
    const location = res.headers.get('location')
    if (status === 200) expect(rewrite && new URL(rewrite).pathname).toBe(target)
    if (status === 301) expect(location && new URL(location).pathname).toBe(target)
  })

  it.each([
    ['/api/site-map', 'dealer.com.au'],
    ['/admin', 'localhost:3000'],
    ['/feeds/%41', 'dealer.com.au'],
  ])('%s on %s is left to Next', async (path, host) => {
    const res = await ask(path, host)
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })
})
