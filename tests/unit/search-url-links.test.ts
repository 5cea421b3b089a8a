import { describe, expect, it } from 'vitest'

import { allStockHref, carTypeHref, dealershipStockHref, makeHref, offerSearchHref } from '@/search/url/links'

const S2 =
  'stock §2 routes: /search/new-used-and-demo-cars/, /search/used-cars, /search/{make}, /search/{dealership_slug}'

// The named search links, all written by writeSearchUrl (no /search link built by hand).
const rows: [spec: string, href: string, expected: string][] = [
  [S2, allStockHref(), '/search/new-used-and-demo-cars'],
  [S2, carTypeHref('used'), '/search/used-cars'],
  [S2, carTypeHref('new'), '/search/new-cars'],
  [S2, makeHref('Mercedes-Benz'), '/search/mercedes-benz'],
  [S2, dealershipStockHref('wollongong-mazda'), '/search/wollongong-mazda'],
  [S2, offerSearchHref({ make: ' Toyota ', model: 'RAV4' }), '/search/toyota/rav4'],
  [S2, offerSearchHref({ make: 'Kia', car_types: ['new'] }), '/search/kia'],
  [S2, offerSearchHref({ car_types: ['demo'] }), '/search/demo-cars'],
  [S2, offerSearchHref({ car_types: ['new', 'used'] }), '/search/new-used-and-demo-cars'],
  [S2, offerSearchHref({}), '/search/new-used-and-demo-cars'],
]

describe('named search links', () => {
  it.each(rows)('%s: %s', (_spec, href, expected) => {
    expect(href).toBe(expected)
  })
})
