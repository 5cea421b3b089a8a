import { describe, expect, it } from 'vitest'

import { robotsAllows, robotsTxt } from '@/domain/seo/robots'
import {
  lastmodOf,
  newestLastmod,
  parseSitemapChild,
  SITEMAP_MAX_URLS,
  sitemapChildPath,
  sitemapIndexXml,
  sitemapPage,
  sitemapPages,
  urlsetXml,
} from '@/domain/seo/sitemap'
import { xmlText } from '@/domain/seo/xml'

import { parseXml } from '../support/feeds/parse'

// docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle feeds": /robots.txt names the sitemap
// and keeps crawlers out of /api, /admin, /print, sign-in and filtered result URLs beyond the
// landing pages.
describe('robots.txt rules', () => {
  it('names the sitemap on the given origin', () => {
    const txt = robotsTxt('https://www.harbourside-toyota.com.au/sitemap.xml')
    expect(txt).toMatch(/^User-agent: \*\n/)
    expect(txt).toContain('\nSitemap: https://www.harbourside-toyota.com.au/sitemap.xml\n')
  })

  it.each([
    ['/', true],
    ['/cars/2022-toyota-corolla-ascent', true],
    ['/search/used-cars', true],
    ['/search/new-used-and-demo-cars', true],
    ['/search/toyota/corolla', true],
    ['/search/harbourside-toyota', true],
    ['/used-car/toyota', true],
    ['/sitemap.xml', true],
    ['/api/search?query=x', false],
    ['/api/enquiries', false],
    ['/admin', false],
    ['/admin/collections/cars', false],
    ['/print?car_id=abc', false],
    ['/sign-in', false],
    ['/my-garage', false],
    ['/search/used-cars?make=Toyota', false],
    ['/search/used-cars?page=2', false],
    ['/search?query=corolla', false],
    ['/search/toyota/corolla?range[price]=0:30000', false],
    ['/used-car/toyota?body=SUV', false],
    ['/cars/abc/checkout', false],
    ['/cars/abc/buy-online', false],
  ])('%s allowed: %s', (path, allowed) => {
    expect(robotsAllows(path)).toBe(allowed)
  })
})

describe('sitemap XML', () => {
  const origin = 'https://www.example.com.au'

  it('a urlset with absolute URLs on the origin and lastmod', () => {
    const xml = urlsetXml(origin, [{ path: '/cars/a', lastmod: '2026-11-01T10:00:00Z' }, { path: '/' }])
    const doc = parseXml(xml, ['url']) as { urlset: { '@xmlns': string; url: { loc: string; lastmod?: string }[] } }
    expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(doc.urlset.url).toEqual([
      { loc: 'https://www.example.com.au/cars/a', lastmod: '2026-11-01T10:00:00Z' },
      { loc: 'https://www.example.com.au/' },
    ])
  })

  // Hostile values: ampersands, angle brackets, quotes, Unicode, control characters, a lone surrogate.
  it.each([
    ['/search/a&b', 'https://www.example.com.au/search/a&b'],
    ['/cars/<script>"\'', 'https://www.example.com.au/cars/<script>"\''],
    ['/search/škoda/ñ-😀', 'https://www.example.com.au/search/škoda/ñ-😀'],
    ['/cars/a\u0000b\u001Fc\uD800d', 'https://www.example.com.au/cars/abcd'],
  ])('%j stays well-formed and reads back', (path, loc) => {
    const doc = parseXml(urlsetXml(origin, [{ path }]), ['url']) as { urlset: { url: { loc: string }[] } }
    expect(doc.urlset.url[0]!.loc).toBe(loc)
    const index = parseXml(sitemapIndexXml(origin, [{ path }]), ['sitemap']) as {
      sitemapindex: { sitemap: { loc: string }[] }
    }
    expect(index.sitemapindex.sitemap[0]!.loc).toBe(loc)
  })

  it('xmlText escapes the five markup characters and keeps tab, newline and astral characters', () => {
    expect(xmlText(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(xmlText('x\ty\nz 😀')).toBe('x\ty\nz 😀')
  })

  it('lastmod is a W3C datetime in UTC; junk gives none', () => {
    expect(lastmodOf('2026-11-24T18:52:03.123Z')).toBe('2026-11-24T18:52:03Z')
    expect(lastmodOf('not a date')).toBeNull()
    expect(lastmodOf(null)).toBeNull()
    expect(
      newestLastmod([
        { path: '/a', lastmod: '2026-01-01T00:00:00Z' },
        { path: '/b', lastmod: '2026-02-01T00:00:00Z' },
        { path: '/c' },
      ]),
    ).toBe('2026-02-01T00:00:00Z')
  })
})

// sitemaps.org: "no more than 50,000 URLs"; a sitemap index when large.
describe('sitemap paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [SITEMAP_MAX_URLS, 1],
    [SITEMAP_MAX_URLS + 1, 2],
    [120_000, 3],
  ])('%i URLs → %i page(s)', (count, pages) => expect(sitemapPages(count)).toBe(pages))

  it('pages slice the entries, at most 50,000 each', () => {
    const entries = Array.from({ length: 7 }, (_, i) => i)
    expect(sitemapPage(entries, 1, 3)).toEqual([0, 1, 2])
    expect(sitemapPage(entries, 3, 3)).toEqual([6])
  })

  it.each([
    ['cars', 1, '/sitemaps/cars.xml'],
    ['cars', 2, '/sitemaps/cars-2.xml'],
    ['search', 1, '/sitemaps/search.xml'],
  ])('%s page %i is %s and reads back', (section, page, path) => {
    expect(sitemapChildPath(section, page)).toBe(path)
    expect(parseSitemapChild(path.slice('/sitemaps/'.length))).toEqual({ section, page })
  })

  it.each(['cars-1.xml', 'cars-0.xml', 'cars.txt', '../cars.xml', 'Cars.xml', 'cars-02.xml', '.xml'])(
    '%s is no child sitemap',
    (file) => expect(parseSitemapChild(file)).toBeNull(),
  )
})
