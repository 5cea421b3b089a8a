import { type APIRequestContext, expect, test } from '@playwright/test'

import { serverOrigin, serverPort } from '../support/e2e/helpers'

// docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle feeds": per site, /robots.txt naming the
// sitemap, /sitemap.xml (a sitemap index) and vehicle listing feeds as XML or TSV at stable URLs —
// answered by the built server for the site of the Host, and a 404 for a host on no site's
// allow-list.
const SINGLE = 'harbourside-toyota'
const GROUP = 'southern-cross'

// Node's resolver (unlike Chromium's) does not map *.localhost to loopback: send the Host instead.
const get = (request: APIRequestContext, slug: string, path: string) =>
  request.get(`${serverOrigin()}${path}`, { headers: { host: `${slug}.localhost:${serverPort()}` } })

test('robots.txt, the sitemap and both feeds answer per Host with their content types', async ({ request }) => {
  const robots = await get(request, SINGLE, '/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const robotsText = await robots.text()
  expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  expect(robotsText).toContain('Disallow: /api/')

  const index = await get(request, SINGLE, '/sitemap.xml')
  expect(index.status()).toBe(200)
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const indexXml = await index.text()
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const sitemapOrigin = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robotsText)![1]
  expect(indexXml).toContain(`<loc>${sitemapOrigin}/sitemaps/cars.xml</loc>`)

  // The content pages and the locator and location pages have sections too.
  for (const section of ['search', 'pages', 'locations'])
    expect(indexXml).toContain(`<loc>${sitemapOrigin}/sitemaps/${section}.xml</loc>`)
  const pages = await (await get(request, SINGLE, '/sitemaps/pages.xml')).text()
  expect(pages).toContain(`<loc>${sitemapOrigin}/about-us</loc>`)
  expect(pages).toContain(`<loc>${sitemapOrigin}/privacy-policy</loc>`)
  const locations = await (await get(request, SINGLE, '/sitemaps/locations.xml')).text()
  expect(locations).toContain(`<loc>${sitemapOrigin}/dealer-locator</loc>`)
  expect(locations).toMatch(/<loc>[^<]+\/(contact-us|our-location)\/[^<]+<\/loc>/)

  const cars = await get(request, SINGLE, '/sitemaps/cars.xml')
  expect(cars.status()).toBe(200)
  expect(await cars.text()).toMatch(
    /<url><loc>[^<]+\/cars\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:]+Z<\/lastmod><\/url>/,
  )

  const google = await get(request, SINGLE, '/feeds/google-vehicle-listings.tsv')
  expect(google.status()).toBe(200)
  expect(google.headers()['content-type']).toBe('text/tab-separated-values; charset=utf-8')
  expect((await google.text()).split('\n')[0]!.split('\t')).toEqual(
    expect.arrayContaining(['id', 'vin', 'store_code', 'dealership_address', 'price', 'condition', 'mileage']),
  )

  const meta = await get(request, SINGLE, '/feeds/meta-vehicles.xml')
  expect(meta.status()).toBe(200)
  expect(meta.headers()['content-type']).toBe('application/xml; charset=utf-8')
  expect(await meta.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<listings>/)

  // Another Host, another site: its own sitemap.
  const groupIndex = await (await get(request, GROUP, '/sitemap.xml')).text()
  expect(groupIndex).not.toEqual(indexXml)
})

test('an unknown host gets 404 for robots.txt, the sitemap and the feeds', async ({ request }) => {
  for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/cars.xml', '/feeds/meta-vehicles.xml']) {
    const res = await request.get(`${serverOrigin()}${path}`, { headers: { host: 'evil.example.com' } })
    expect(res.status(), path).toBe(404)
  }
})

// docs/features/security.md "Report a vulnerability". scripts/e2e.mjs sets SECURITY_CONTACT, as an
// operator would; RFC 9116 wants the file on each site's own domain, naming itself as Canonical.
test('/.well-known/security.txt names the operator contact on every site domain', async ({ request }) => {
  for (const slug of [SINGLE, GROUP]) {
    const res = await get(request, slug, '/.well-known/security.txt')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    expect(text).toContain(`Contact: ${process.env.SECURITY_CONTACT}`)
    expect(text).toMatch(/^Expires: \d{4}-\d\d-\d\dT00:00:00\.000Z$/m)
    expect(text).toMatch(/^Canonical: https?:\/\/\S+\/\.well-known\/security\.txt$/m)
  }
  expect((await get(request, 'no-such-site', '/.well-known/security.txt')).status()).toBe(404)
})
