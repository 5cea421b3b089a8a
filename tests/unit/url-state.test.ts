import { describe, expect, it } from 'vitest'

import { DEFAULT_SORT } from '@/search/types'
import { searchBreadcrumbs } from '@/search/url/breadcrumbs'
import {
  clearedSearchState,
  EMPTY_SEARCH_STATE,
  normalizeSearchState,
  parseSearchUrl,
  type SearchState,
  type SearchStateInput,
  writeSearchUrl,
} from '@/search/url/state'

import { known, parseHref } from '../support/search/slugs'

const state = (s: SearchStateInput): SearchState => normalizeSearchState(s)
const parsed = (href: string) => {
  const r = parseHref(href)
  if (r.notFound) throw new Error(`not found: ${href}`)
  return r
}

describe('parseSearchUrl — names of Object.prototype are unknown paths, not car types (found by fuzzing)', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('/search/%s is not found', (name) => {
    expect(parseHref(`/search/${name}`).notFound).toBe(true)
  })
})

describe('parseSearchUrl — paths (stock §2 routes; finance §2 "Search addresses are built from filter state")', () => {
  it.each<[string, SearchStateInput, object]>([
    ['/search/new-used-and-demo-cars', {}, {}],
    ['/search/new-used-and-demo-cars/', {}, {}], // the spec's default search page has a trailing slash
    ['/search', {}, {}],
    ['/search/used-cars', { refinements: { car_type: ['used'] } }, { car_type: ['used'] }],
    ['/search/new-cars', { refinements: { car_type: ['new'] } }, { car_type: ['new'] }],
    ['/search/demo-cars', { refinements: { car_type: ['demo'] } }, { car_type: ['demo'] }],
    ['/search/new-and-demo-cars', { refinements: { car_type: ['new', 'demo'] } }, { car_type: ['demo', 'new'] }],
    ['/search/toyota', { refinements: { make: ['Toyota'] } }, { make: 'Toyota' }],
    ['/search/Toyota', { refinements: { make: ['Toyota'] } }, { make: 'Toyota' }], // slugs match in any case
    [
      '/search/mercedes-benz/c-class',
      { refinements: { make: ['Mercedes-Benz'], model: ['C-Class'] } },
      { make: 'Mercedes-Benz', model: 'C-Class' },
    ],
    ['/search/suv', { refinements: { body: ['SUV'] } }, { body: 'SUV' }], // "/search/{slug of make or body}"
    ['/search/sunshine-toyota', { dealership: 'sunshine-toyota' }, { dealership_slug: 'sunshine-toyota' }],
  ])('%s', (href, expected, pathFilters) => {
    const r = parsed(href)
    expect(r.state).toEqual(state(expected))
    expect(r.pathFilters).toEqual(pathFilters)
  })

  it.each([
    '/search/nissan', // unknown make, body or dealership
    '/search/mazda/corolla', // a model of another make
    '/search/nissan/corolla',
    '/search/used-cars/toyota',
    '/search/toyota/corolla/extra',
    '/search/%E0%A4%A', // malformed escape
  ])('%s → notFound', (href) => expect(parseHref(href)).toEqual({ notFound: true }))
})

describe('parseSearchUrl — query (stock §2 "Search state lives in the query string …")', () => {
  it.each<[string, string, SearchStateInput]>([
    ['query', '?query=corolla%20hybrid', { text: 'corolla hybrid' }],
    ['query with +', '?query=corolla+hybrid', { text: 'corolla hybrid' }],
    ['blank query dropped', '?query=%20%20', {}],
    ['an over-long query is cut to 200 characters', `?query=${'a'.repeat(250)}`, { text: 'a'.repeat(200) }],
    [
      'an over-long filter value (over 100 characters) is dropped',
      `?make=${'a'.repeat(101)}&make=${'b'.repeat(100)}`,
      { refinements: { make: ['b'.repeat(100)] } },
    ],
    ['page', '?page=3', { page: 3 }],
    ['page 1 is the first page', '?page=1', {}],
    ['page 0 dropped', '?page=0', {}],
    ['negative page dropped', '?page=-2', {}],
    ['fractional page dropped', '?page=2.5', {}],
    ['non-numeric page dropped', '?page=abc', {}],
    ['the first good page wins', '?page=abc&page=4', { page: 4 }],
    ['sortBy', '?sortBy=price_desc', { sort: 'price_desc' }],
    ["sortBy in the spec's form 'price:asc' (stock §9)", '?sortBy=price:asc', { sort: 'price_asc' }],
    ['unknown sortBy dropped', '?sortBy=cheapest', {}],
    ['one parameter per filter, repeated', '?make=Toyota&make=Kia', { refinements: { make: ['Kia', 'Toyota'] } }],
    [
      'InstantSearch style make[0]=…',
      '?make%5B0%5D=Toyota&make%5B1%5D=Kia',
      { refinements: { make: ['Kia', 'Toyota'] } },
    ],
    [
      'InstantSearch style make[]=… unescaped',
      '?make[]=Toyota&make[]=Kia',
      { refinements: { make: ['Kia', 'Toyota'] } },
    ],
    ['empty filter values removed', '?make=&body=%20&fuel=Hybrid', { refinements: { fuel: ['Hybrid'] } }],
    ['duplicates removed, values trimmed', '?make=Kia&make=%20Kia%20', { refinements: { make: ['Kia'] } }],
    [
      'car_type must be new, demo or used',
      '?car_type=used&car_type=second-hand',
      { refinements: { car_type: ['used'] } },
    ],
    ['certified must be true or false', '?certified=yes&certified=true', { refinements: { certified: ['true'] } }],
    ['year must be 4 digits', '?year=2020&year=20x0', { refinements: { year: ['2020'] } }],
    ['unknown parameters ignored', '?utm_source=mail&colour=White', { refinements: { colour: ['White'] } }],
    [
      'values with & and unicode',
      '?colour=Black%20%26%20Red&make=%C5%A0koda',
      { refinements: { colour: ['Black & Red'], make: ['Škoda'] } },
    ],
    ['range[price]=min:max', '?range[price]=5000:20000', { ranges: { price: { min: 5000, max: 20000 } } }],
    ['range escaped', '?range%5Bprice%5D=5000%3A20000', { ranges: { price: { min: 5000, max: 20000 } } }],
    ['range, min only', '?range[price]=5000:', { ranges: { price: { min: 5000 } } }],
    ['range, max only', '?range[km]=:100000', { ranges: { km: { max: 100000 } } }],
    [
      'range, decimal weekly price',
      '?range[weekly_price]=99.5:150',
      { ranges: { weekly_price: { min: 99.5, max: 150 } } },
    ],
    ['range, min above max is swapped', '?range[price]=20000:5000', { ranges: { price: { min: 5000, max: 20000 } } }],
    ['range, a non-numeric side is dropped', '?range[price]=abc:20000', { ranges: { price: { max: 20000 } } }],
    ['range, negative side dropped', '?range[price]=-5:20000', { ranges: { price: { max: 20000 } } }],
    ['range, both sides bad → no range', '?range[price]=a:b', {}],
    ['range, no colon → no range', '?range[price]=5000', {}],
    ['range, empty both sides → no range', '?range[price]=:', {}],
    ['range, unknown key dropped', '?range[doors]=2:4', {}],
    ['range, first one wins', '?range[price]=1:2&range[price]=3:4', { ranges: { price: { min: 1, max: 2 } } }],
    // stock §2 slider 5000–250000, sent without JavaScript: only a thumb moved off its end bounds the price
    [
      'slider form, thumbs at their ends → no range',
      '?range%5Bprice%5D%5Bmin%5D=5000&range%5Bprice%5D%5Bmax%5D=250000',
      {},
    ],
    [
      'slider form, max moved',
      '?range[price][min]=5000&range[price][max]=40000',
      { ranges: { price: { max: 40000 } } },
    ],
    [
      'slider form, both moved',
      '?range[price][min]=20000&range[price][max]=40000',
      { ranges: { price: { min: 20000, max: 40000 } } },
    ],
    [
      'slider form, a bad thumb is ignored',
      '?range[price][min]=abc&range[price][max]=40000',
      { ranges: { price: { max: 40000 } } },
    ],
    [
      'range[price] beats the slider form',
      '?range[price]=1:2&range[price][max]=40000',
      { ranges: { price: { min: 1, max: 2 } } },
    ],
  ])('%s', (_, query, expected) =>
    expect(parsed(`/search/new-used-and-demo-cars${query}`).state).toEqual(state(expected)),
  )

  it('the path is authoritative for the keys it fixes', () => {
    expect(parsed('/search/used-cars?car_type=new&make=Kia').state.refinements).toEqual({
      car_type: ['used'],
      make: ['Kia'],
    })
    expect(parsed('/search/toyota?make=Kia&model=Corolla').state.refinements).toEqual({
      make: ['Toyota'],
      model: ['Corolla'],
    })
  })

  it('reads a Next.js searchParams record', () => {
    const r = parseSearchUrl(
      ['toyota'],
      { page: '2', model: ['Corolla', 'RAV4'], 'range[price]': '1000:', ignored: undefined },
      known,
    )
    expect(r).toEqual({
      notFound: false,
      state: state({
        page: 2,
        refinements: { make: ['Toyota'], model: ['Corolla', 'RAV4'] },
        ranges: { price: { min: 1000 } },
      }),
      pathFilters: { make: 'Toyota' },
    })
  })
})

describe('writeSearchUrl (finance §2 "Search addresses are built from filter state")', () => {
  it.each<[string, SearchStateInput, string]>([
    ['all stock', {}, '/search/new-used-and-demo-cars'],
    ['used', { refinements: { car_type: ['used'] } }, '/search/used-cars'],
    ['new', { refinements: { car_type: ['new'] } }, '/search/new-cars'],
    ['demo', { refinements: { car_type: ['demo'] } }, '/search/demo-cars'],
    ['new and demo', { refinements: { car_type: ['new', 'demo'] } }, '/search/new-and-demo-cars'],
    [
      'new and used: no path for that pair',
      { refinements: { car_type: ['used', 'new'] } },
      '/search/new-used-and-demo-cars?car_type=new&car_type=used',
    ],
    ['make', { refinements: { make: ['Toyota'] } }, '/search/toyota'],
    [
      'make and model',
      { refinements: { make: ['Mercedes-Benz'], model: ['C-Class'] } },
      '/search/mercedes-benz/c-class',
    ],
    [
      'make with two models',
      { refinements: { make: ['Toyota'], model: ['RAV4', 'Corolla'] } },
      '/search/toyota?model=Corolla&model=RAV4',
    ],
    [
      'two makes',
      { refinements: { make: ['Toyota', 'Mazda'] } },
      '/search/new-used-and-demo-cars?make=Mazda&make=Toyota',
    ],
    [
      'make beats car type in the path',
      { refinements: { car_type: ['used'], make: ['Toyota'] } },
      '/search/toyota?car_type=used',
    ],
    ['body', { refinements: { body: ['SUV'] } }, '/search/suv'],
    ['car type beats body', { refinements: { car_type: ['used'], body: ['SUV'] } }, '/search/used-cars?body=SUV'],
    [
      'dealership',
      { dealership: 'sunshine-toyota', refinements: { make: ['Toyota'] } },
      '/search/sunshine-toyota?make=Toyota',
    ],
    ['the first page is omitted', { page: 1, refinements: { car_type: ['used'] } }, '/search/used-cars'],
    ['later pages written', { page: 2, refinements: { car_type: ['used'] } }, '/search/used-cars?page=2'],
    ['the default sort is omitted', { sort: DEFAULT_SORT }, '/search/new-used-and-demo-cars'],
    [
      'price range as range[price]=min:max',
      { ranges: { price: { min: 5000, max: 20000 } } },
      '/search/new-used-and-demo-cars?range[price]=5000:20000',
    ],
    ['open range', { ranges: { price: { max: 20000 } } }, '/search/new-used-and-demo-cars?range[price]=:20000'],
    [
      'parameters sorted by name',
      {
        text: 'hybrid suv',
        page: 3,
        sort: 'price_desc',
        refinements: { fuel: ['Hybrid'], colour: ['White'] },
        ranges: { km: { max: 50000 }, price: { min: 5000 } },
      },
      '/search/new-used-and-demo-cars?colour=White&fuel=Hybrid&page=3&query=hybrid%20suv&range[km]=:50000&range[price]=5000:&sortBy=price:desc',
    ],
    [
      'values escaped',
      { refinements: { colour: ['Black & Red', 'A+B'] } },
      '/search/new-used-and-demo-cars?colour=A%2BB&colour=Black%20%26%20Red',
    ],
    ['empty values dropped', { text: ' ', refinements: { make: [''], body: [] } }, '/search/new-used-and-demo-cars'],
  ])('%s → %s', (_, s, href) => expect(writeSearchUrl(s, { known })).toBe(href))

  it('used_car_breadcrumbs sites use /used-car/... (finance §2)', () => {
    expect(writeSearchUrl({ refinements: { make: ['Toyota'] } }, { usedCarBreadcrumbs: true })).toBe('/used-car/toyota')
  })

  it('with known slugs, a make the site does not know stays in the query; without, the path is assumed', () => {
    expect(writeSearchUrl({ refinements: { make: ['Nissan'] } }, { known })).toBe(
      '/search/new-used-and-demo-cars?make=Nissan',
    )
    expect(writeSearchUrl({ refinements: { make: ['Nissan'] } })).toBe('/search/nissan')
    expect(writeSearchUrl({ refinements: { make: ['Toyota'], model: ['Civic'] } }, { known })).toBe(
      '/search/toyota?model=Civic',
    )
  })

  it('a body whose slug is also a make stays in the query (the path would read back as the make)', () => {
    const mini = { ...known, makes: new Map([['mini', 'Mini']]), bodies: new Map([['mini', 'Mini']]) }
    expect(writeSearchUrl({ refinements: { body: ['Mini'] } }, { known: mini })).toBe(
      '/search/new-used-and-demo-cars?body=Mini',
    )
    expect(writeSearchUrl({ refinements: { make: ['Mini'] } }, { known: mini })).toBe('/search/mini')
  })

  it('a label whose slug is a car-type path never becomes a make path', () => {
    expect(writeSearchUrl({ refinements: { make: ['Used Cars'] } })).toBe(
      '/search/new-used-and-demo-cars?make=Used%20Cars',
    )
  })
})

describe("sortBy is written in the spec's form (stock §9 \"Price sort value 'price:asc'\")", () => {
  it.each<[SearchStateInput['sort'], string]>([
    ['price_asc', '/search/new-used-and-demo-cars?sortBy=price:asc'],
    ['price_desc', '/search/new-used-and-demo-cars?sortBy=price:desc'],
    ['year_desc', '/search/new-used-and-demo-cars?sortBy=year:desc'],
    ['newest', '/search/new-used-and-demo-cars?sortBy=newest'],
  ])('%s → %s', (sort, href) => {
    expect(writeSearchUrl({ sort })).toBe(href)
  })

  it('an old link with the underscore form reads, and is rewritten in the colon form', () => {
    expect(writeSearchUrl(parsed('/search/used-cars?sortBy=price_asc').state)).toBe(
      '/search/used-cars?sortBy=price:asc',
    )
    expect(writeSearchUrl(parsed('/search/used-cars?sortBy=price:desc').state)).toBe(
      '/search/used-cars?sortBy=price:desc',
    )
  })
})

describe('Clear Filters (stock §8)', () => {
  it('drops filters, text and page, keeps the sort and dealership page', () => {
    const s = state({
      text: 'ute',
      sort: 'price_asc',
      page: 3,
      dealership: 'northside-mazda',
      refinements: { make: ['Mazda'] },
      ranges: { price: { min: 1 } },
    })
    expect(clearedSearchState(s)).toEqual({ ...EMPTY_SEARCH_STATE, sort: 'price_asc', dealership: 'northside-mazda' })
  })
})

describe('searchBreadcrumbs (stock §2 "Breadcrumbs: Home, then car type, make, model if known, and body")', () => {
  it.each<[string, SearchStateInput, object, [string, string][]]>([
    ['all stock', {}, {}, [['Home', '/']]],
    [
      'car type, make, model and body',
      {
        refinements: { car_type: ['used'], make: ['Toyota'], model: ['RAV4'], body: ['SUV'], fuel: ['Hybrid'] },
        page: 2,
      },
      {},
      [
        ['Home', '/'],
        ['Used Cars', '/search/used-cars'],
        ['Toyota', '/search/toyota?car_type=used'],
        ['RAV4', '/search/toyota/rav4?car_type=used'],
        ['SUV', '/search/toyota/rav4?body=SUV&car_type=used'],
      ],
    ],
    [
      'Pre-Owned for some tenants',
      { refinements: { car_type: ['used'] } },
      { usedLabel: 'Pre-Owned' },
      [
        ['Home', '/'],
        ['Pre-Owned Cars', '/search/used-cars'],
      ],
    ],
    [
      'new and demo',
      { refinements: { car_type: ['demo', 'new'] } },
      {},
      [
        ['Home', '/'],
        ['New & Demo Cars', '/search/new-and-demo-cars'],
      ],
    ],
    [
      'no car type crumb for several types without a path',
      { refinements: { car_type: ['new', 'used'], make: ['Mazda'] } },
      {},
      [
        ['Home', '/'],
        ['Mazda', '/search/mazda'],
      ],
    ],
    [
      'no model crumb for two models',
      { refinements: { make: ['Toyota'], model: ['RAV4', 'Corolla'] } },
      {},
      [
        ['Home', '/'],
        ['Toyota', '/search/toyota'],
      ],
    ],
    [
      'model only when the make is known',
      { refinements: { model: ['RAV4'], body: ['Ute'] } },
      {},
      [
        ['Home', '/'],
        ['Ute', '/search/ute'],
      ],
    ],
    [
      'one dealership group uses /used-car/...',
      { refinements: { car_type: ['used'], make: ['Mazda'] } },
      { usedCarBreadcrumbs: true },
      [
        ['Home', '/'],
        ['Used Cars', '/used-car/used-cars'],
        ['Mazda', '/used-car/mazda?car_type=used'],
      ],
    ],
  ])('%s', (_, s, options, crumbs) => {
    expect(searchBreadcrumbs(state(s), options).map((c) => [c.label, c.href])).toEqual(crumbs)
  })
})
