import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { metrics, observeRequest, statusClass } from '@/ops/metrics'
import { PUBLIC_API_ROOTS, ROUTE_GROUPS, routeGroup } from '@/ops/route-group'

// docs/deploy.md "Operations": requests are counted "by route group (page, api-public, api-staff, admin,
// static, feed, ops), never by raw path", so the series stay bounded whatever URLs are sent.
describe('the route group of a request', () => {
  it.each([
    // [path, group]
    ['/', 'page'],
    ['/search/used-cars?make=Toyota', 'page'],
    ['/cars/2021-toyota-corolla-abc', 'page'],
    ['/no/such/page', 'page'],
    ['/apiary', 'page'], // only the /api segment is the API
    ['/administrator', 'page'],
    ['/admin', 'admin'],
    ['/admin/collections/cars?limit=10', 'admin'],
    ['/api/enquiries', 'api-public'],
    ['/api/vehicles/some-car/pdf', 'api-public'],
    ['/api/search/instantsearch', 'api-public'],
    ['/api/account/saved-searches/unsubscribe?token=abc', 'api-public'],
    ['/api/users/login', 'api-staff'],
    ['/api/graphql', 'api-staff'],
    ['/api/cars/import', 'api-staff'],
    ['/api/leads?limit=1', 'api-staff'],
    ['/api', 'api-staff'],
    ['/api/media/file/car.jpg', 'static'],
    ['/api/make-logos/file/toyota.svg', 'static'],
    ['/api/media/1', 'api-staff'],
    ['/_next/static/chunks/app.js', 'static'],
    ['/favicon.ico', 'static'],
    ['/favicon.svg', 'static'],
    ['/icons/192.png', 'static'],
    ['/manifest.webmanifest', 'static'],
    ['/no-js.css', 'static'],
    ['/feeds/meta-vehicles.xml', 'feed'],
    ['/sitemap.xml', 'feed'],
    ['/sitemaps/cars-1.xml', 'feed'],
    ['/robots.txt', 'feed'],
    ['/.well-known/security.txt', 'feed'],
    ['/api/health', 'ops'],
    ['/api/ready', 'ops'],
    ['/api/metrics', 'ops'],
    ['/api/health?probe=lb', 'ops'],
  ] as const)('%s → %s', (path, group) => {
    expect(routeGroup(path)).toBe(group)
  })

  it('knows every folder of src/app/api as the shopper’s API', () => {
    const folders = fs
      .readdirSync('src/app/api', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
    expect([...PUBLIC_API_ROOTS].sort()).toEqual(folders)
  })

  it('counts ten thousand random paths under the fixed groups, never a path', async () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/${Math.random().toString(36).slice(2)}/${i}`)
    for (const path of paths) observeRequest(path, 404, true, 0.001)
    const text = await metrics().registry.getSingleMetricAsString('forecourt_http_requests_total')
    const series = text.split('\n').filter((line) => line.startsWith('forecourt_http_requests_total{'))
    const groups = new Set(series.map((line) => /group="([^"]+)"/.exec(line)?.[1]))
    expect([...groups].every((g) => (ROUTE_GROUPS as readonly string[]).includes(g!))).toBe(true)
    expect(series).toContain('forecourt_http_requests_total{group="page",status="4xx"} 10000')
    expect(text).not.toContain(paths[0]!.split('/')[1])
  })
})

describe('the status class of a request', () => {
  it.each([
    [200, true, '2xx'],
    [304, true, '3xx'],
    [404, true, '4xx'],
    [429, true, '4xx'],
    [503, true, '5xx'],
    [200, false, 'aborted'],
  ] as const)('%i (finished: %s) → %s', (status, finished, expected) => {
    expect(statusClass(status, finished)).toBe(expected)
  })
})
