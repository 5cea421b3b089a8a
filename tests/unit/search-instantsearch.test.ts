import { describe, expect, it } from 'vitest'

import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { encodeParams, InstantSearchBody, parseParamsString } from '@/search/instantsearch/params'
import {
  facetsOf,
  rangesOf,
  refinementsOf,
  sortOfIndex,
  toInstantSearchResult,
  toSearchQuery,
  type Translated,
} from '@/search/instantsearch/translate'
import { REFINEMENT_KEYS } from '@/search/types'

import { car, scopeOf } from '../support/search/docs'

// InstantSearch's searchClient.search(requests) body and Algolia's response shape over our contract.
const scope = scopeOf({ dealershipIds: [10] })
const parse = (body: unknown) => InstantSearchBody.safeParse(body)
const request = (params: unknown, indexName = 'Car_production') => {
  const r = parse({ requests: [{ indexName, params }] })
  if (!r.success) throw new Error(r.error.message)
  return r.data.requests[0]
}
const translate = (params: unknown, indexName?: string) =>
  toSearchQuery(scope, request(params, indexName)!) as Translated

describe('request body (zod)', () => {
  it('accepts params as an object or as the URL-encoded string Algolia clients send', () => {
    const asString =
      'query=ford%20ranger&page=1&hitsPerPage=12&facets=%5B%22make%22%2C%22body%22%5D&facetFilters=%5B%5B%22make%3AFord%22%5D%5D&numericFilters=%5B%22price%3E%3D1000%22%5D&highlightPreTag=__ais'
    expect(request(asString)!.params).toEqual({
      query: 'ford ranger',
      page: 1,
      hitsPerPage: 12,
      facets: ['make', 'body'],
      facetFilters: [['make:Ford']],
      numericFilters: ['price>=1000'],
    })
    expect(request({ query: 'ford', page: 0, facets: '*' })!.params).toEqual({ query: 'ford', page: 0, facets: '*' })
    expect(request(undefined)!.params).toEqual({})
    expect(parseParamsString('facets=%5Bbroken&query=a&query=b')).toEqual({ facets: '[broken', query: 'a' })
  })

  it.each([
    ['no requests', { requests: [] }, 'requests', 'requests must hold at least one search.'],
    [
      '11 requests',
      { requests: Array.from({ length: 11 }, () => ({ indexName: 'Car_production' })) },
      'requests',
      'requests may hold at most 10 searches.',
    ],
    ['no indexName', { requests: [{ params: {} }] }, 'requests.0.indexName', undefined],
    [
      'a negative page',
      { requests: [{ indexName: 'x', params: { page: -1 } }] },
      'requests.0.params.page',
      'page must be at least 0.',
    ],
    [
      '101 hits per page',
      { requests: [{ indexName: 'x', params: 'hitsPerPage=101' }] },
      'requests.0.params.hitsPerPage',
      'hitsPerPage must be at most 100.',
    ],
    [
      'a fractional page',
      { requests: [{ indexName: 'x', params: { page: 1.5 } }] },
      'requests.0.params.page',
      'page must be a whole number.',
    ],
    [
      'facetFilters of numbers',
      { requests: [{ indexName: 'x', params: { facetFilters: [1] } }] },
      'requests.0.params.facetFilters',
      undefined,
    ],
  ])('rejects %s with a readable message', (_, body, path, message) => {
    const r = parse(body)
    expect(r.success).toBe(false)
    const issue = r.error!.issues.find((i) => i.path.join('.').startsWith(path))
    expect(issue).toBeDefined()
    if (message) expect(issue!.message).toBe(message)
  })

  it('echoes params URL-encoded in a stable order', () => {
    expect(encodeParams({ query: 'a b', facets: ['make'], page: 0 })).toBe('facets=%5B%22make%22%5D&page=0&query=a+b')
  })
})

describe('translation', () => {
  it.each([
    ['Car_production', undefined], // stock §7: ordered by custom rank descending (the default)
    ['Car_production_price_asc', 'price_asc'],
    ['Car_production_price:desc', 'price_desc'],
    ['Car_production_newest', 'newest'],
    ['Car_production_cheapest', null],
    ['Other_index', null],
  ])('index %s → sort %s', (index, sort) => expect(sortOfIndex(index)).toBe(sort))

  it('facets: * is every facet; names that are not facets are left out', () => {
    expect(facetsOf('*')).toEqual([...REFINEMENT_KEYS])
    expect(facetsOf(['make', 'price', 'make', 'body'])).toEqual(['make', 'body'])
    expect(facetsOf(undefined)).toEqual([])
  })

  it.each([
    ['one value', ['make:Toyota'], { make: ['Toyota'] }, false],
    ['an OR group', [['make:Toyota', 'make:Ford']], { make: ['Toyota', 'Ford'] }, false],
    [
      'AND across facets',
      [['make:Toyota', 'make:Ford'], 'body:SUV'],
      { make: ['Toyota', 'Ford'], body: ['SUV'] },
      false,
    ],
    [
      'ANDed groups of a single-valued facet keep the shared values',
      ['make:Toyota', ['make:Toyota', 'make:Ford']],
      { make: ['Toyota'] },
      false,
    ],
    ['ANDed different values of a single-valued facet match nothing', ['make:Toyota', 'make:Ford'], { make: [] }, true],
    [
      'a value with a colon and a pipe',
      ['make_model:Toyota|Corolla', 'location_name:Sales: East'],
      { make_model: ['Toyota|Corolla'], location_name: ['Sales: East'] },
      false,
    ],
    ['an escaped leading dash', ['badge:\\-'], { badge: ['-'] }, false],
    ['the string form', 'make:Kia', { make: ['Kia'] }, false],
  ])('facetFilters: %s', (_, facetFilters, refinements, empty) => {
    expect(refinementsOf(facetFilters as never)).toEqual({ refinements, empty })
  })

  it.each([
    ['an unknown facet', ['colour_code:Red'], 'unknown_facet'],
    ['no key', ['Toyota'], 'unknown_facet'],
    ['a negative filter', ['make:-Toyota'], 'unsupported_filter'],
    ['an OR group across facets', [['make:Toyota', 'body:SUV']], 'unsupported_filter'],
    [
      'a multi-valued facet ANDed twice',
      ['filtered_features:Sunroof', 'filtered_features:Tow Bar'],
      'unsupported_filter',
    ],
  ])('facetFilters: %s → a readable 400', (_, facetFilters, code) => {
    const t = toSearchQuery(scope, request({ facetFilters })!)
    expect(t).toMatchObject({ error: { code, field: 'params.facetFilters' } })
  })

  it.each([
    [['price>=1000', 'price<=5000'], { price: { min: 1000, max: 5000 } }],
    [['price>=1000', 'price>=2000', 'price<=9000', 'price<=5000'], { price: { min: 2000, max: 5000 } }],
    [['year=2020'], { year: { min: 2020, max: 2020 } }],
    [['km:0 TO 50000.5'], { km: { min: 0, max: 50000.5 } }],
    ['weekly_price <= 200', { weekly_price: { max: 200 } }],
  ])('numericFilters %j → %j', (numericFilters, ranges) => expect(rangesOf(numericFilters as never)).toEqual(ranges))

  it.each([
    [['seats>=5'], 'unknown_range'],
    [['price>1000'], 'unsupported_filter'],
    [['price!=0'], 'unsupported_filter'],
    [[['price<=1000', 'price>=9000']], 'unsupported_filter'],
    [['price>=abc'], 'unsupported_filter'],
  ])('numericFilters %j → a readable 400 (%s)', (numericFilters, code) => {
    expect(toSearchQuery(scope, request({ numericFilters })!)).toMatchObject({
      error: { code, field: 'params.numericFilters' },
    })
  })

  it('a whole request: the scope is always the one given, pages are 0-based, hitsPerPage 0 asks for facets only', () => {
    const t = translate(
      { query: ' kia ', page: 2, hitsPerPage: 0, facets: ['make'], facetFilters: ['make:Kia'] },
      'Car_production_km_asc',
    )
    expect(t).toEqual({
      query: {
        scope,
        text: ' kia ',
        refinements: { make: ['Kia'] },
        ranges: {},
        sort: 'km_asc',
        page: 3,
        hitsPerPage: 1,
        facets: ['make'],
      },
      empty: false,
      hitsPerPage: 0,
    })
    expect(translate({}).query).toEqual({ scope, refinements: {}, ranges: {}, page: 1, hitsPerPage: 21, facets: [] }) // stock §9: 21 per page
    expect(toSearchQuery(scope, request({}, 'Bravo_cars')!)).toMatchObject({
      error: { code: 'unknown_index', field: 'indexName' },
    })
  })
})

describe('response (Algolia shape)', () => {
  const engine = new EmbeddedSearchEngine([
    car(1, { make: 'Kia' }),
    car(2, { make: 'Kia' }),
    car(3, { make: 'Ford' }),
    car(4, { make: 'Kia', dealership: 11 }),
  ])
  const answer = async (params: Record<string, unknown>, indexName?: string) => {
    const req = request(params, indexName)
    const t = toSearchQuery(scope, req!) as Translated
    return toInstantSearchResult(req!, t, t.empty ? null : await engine.search(t.query))
  }

  it('hits with objectID, counts, 0-based pages and facets as { value: count }', async () => {
    const r = await answer({ query: '', page: 0, hitsPerPage: 1, facets: ['make'], facetFilters: [['make:Kia']] })
    expect(r).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 2,
      hitsPerPage: 1,
      query: '',
      index: 'Car_production',
      facets: { make: { Kia: 2, Ford: 1 } },
    })
    expect(r.hits.map((h) => [h.objectID, h.make])).toEqual([['1', 'Kia']])
    expect(r.params).toBe(
      'facetFilters=%5B%5B%22make%3AKia%22%5D%5D&facets=%5B%22make%22%5D&hitsPerPage=1&page=0&query=',
    )
    expect(typeof r.processingTimeMS).toBe('number')
    expect((await answer({ page: 1, hitsPerPage: 1, facetFilters: ['make:Kia'] })).hits.map((h) => h.objectID)).toEqual(
      ['2'],
    )
  })

  it('facets only (hitsPerPage 0) and a request that can match nothing', async () => {
    expect(await answer({ hitsPerPage: 0, facets: ['make'] })).toMatchObject({
      hits: [],
      nbHits: 3,
      nbPages: 0,
      hitsPerPage: 0,
      facets: { make: { Kia: 2, Ford: 1 } },
    })
    expect(await answer({ facets: ['make'], facetFilters: ['make:Kia', 'make:Ford'] })).toMatchObject({
      hits: [],
      nbHits: 0,
      nbPages: 0,
      facets: { make: {} },
    })
  })
})
