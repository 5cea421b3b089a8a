import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { beyondLastResultsPage, pageSearch, readsQuery } from '@/http/page-query'

// Security: "cache-busting `?x=` on results and car pages … let unknown query parameters share the
// cached page (strip them from the cache key and the render)".
describe('pageSearch: the query a page renders from', () => {
  it.each([
    ['a car page reads no parameter', '/cars/2019-toyota-corolla', '?x=123', ''],
    ['the home page reads none', '/', '?utm_source=mail&x=1', ''],
    ['no query stays none', '/cars/a', '', ''],
    ['a bare ? is none', '/compare', '?', ''],
    ['results keep their state, drop the rest', '/search/used-cars', '?x=1&make=Toyota&page=2', '?make=Toyota&page=2'],
    ['results keep ranges as written', '/search', '?range%5Bprice%5D=1000:2000&x=9', '?range%5Bprice%5D=1000:2000'],
    [
      'results keep query, sortBy and more',
      '/search/toyota',
      '?query=a%20b&sortBy=price_asc&more=make',
      '?query=a%20b&sortBy=price_asc&more=make',
    ],
    ['InstantSearch-style keys are read', '/search/used-cars', '?make%5B0%5D=Kia&cb=1', '?make%5B0%5D=Kia'],
    ['compare reads cars', '/compare', '?cars=a,b&x=1', '?cars=a,b'],
    ['print reads car_id', '/print', '?x=1&car_id=a', '?car_id=a'],
    [
      'success reads the lead’s dealership',
      '/success',
      '?utm_source=x&dealership=wollongong-mazda',
      '?dealership=wollongong-mazda',
    ],
    ['checkout reads its return', '/cars/a/checkout', '?reservation=3&paid=1&x=2', '?reservation=3&paid=1'],
    ['a page handing its query on keeps it all', '/dealer-locator', '?postcode=2000&x=1', '?postcode=2000&x=1'],
    ['a malformed key is dropped, not thrown', '/search/used-cars', '?%ff=1&page=2', '?page=2'],
  ])('%s', (_case, pathname, search, expected) => {
    expect(pageSearch(pathname, search)).toBe(expected)
  })
})

describe('beyondLastResultsPage: huge page= answered without a render', () => {
  it.each([
    ['/search/used-cars', '?page=2', false],
    ['/search/used-cars', '?page=10000', false],
    ['/search/used-cars', '?page=10001', true],
    ['/search', '?page=99999999999999999999', true],
    ['/search/used-cars', '?page=abc', false],
    ['/compare', '?page=99999999', false],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(beyondLastResultsPage(pathname, search)).toBe(expected)
  })
})

// Every shopper page that reads its query is named in src/http/page-query.ts, or its parameters
// would be stripped from its render.
describe('every page that reads searchParams is named', () => {
  const root = path.resolve('src/app/(site)/[site]')
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'page.tsx') pages.push(full)
    }
  }
  walk(root)
  const reading = pages.filter((file) => {
    // A page that re-exports another (/used-car/… is the results page) reads what that one reads.
    const own = readFileSync(file, 'utf8')
    const from = /from '(\.[^']*\/page)'/.exec(own)?.[1]
    const text = from ? own + readFileSync(path.resolve(path.dirname(file), `${from}.tsx`), 'utf8') : own
    const reserve =
      text.includes('reserve-page') && readFileSync(path.join(root, 'cars/[slug]/reserve-page.tsx'), 'utf8')
    return /searchParams|FinanceRouteProps|flaggedFinanceRoute/.test(text) || (reserve && /searchParams/.test(reserve))
  })
  it.each(reading.map((file) => path.relative(root, path.dirname(file))))('/%s', (route) => {
    const pathname = `/${route}`.replace(/\[\[?\.{3}[^\]]+\]\]?/g, 'used-cars').replace(/\[[^\]]+\]/g, 'x')
    expect(readsQuery(pathname.replace(/\/$/, '') || '/')).toBe(true)
  })
})
