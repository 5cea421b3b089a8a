import { describe, expect, it } from 'vitest'

import { SORT_KEYS } from '@/search/types'
import { listingFilter, NOTHING, quote, rangeFilter, refinementFilter, scopeFilter } from '@/search/typesense/filter'
import { sortBy, translate } from '@/search/typesense/translate'

import { parseFilter } from '../support/fake-typesense/filter'
import { DAY_S, NOW_S, query } from '../support/search/docs'

const LISTING = `show_on_dealer_website:=true && (status:=[\`in_stock\`,\`coming_soon\`] || (status:=\`sold\` && sold_date_timestamp:>=${NOW_S - 3 * DAY_S}))`

describe('filter values are backtick-quoted (Typesense filter_by syntax)', () => {
  it.each([
    ['Toyota', '`Toyota`'],
    ['Land Rover', '`Land Rover`'],
    ['Mercedes-Benz', '`Mercedes-Benz`'],
    ['A, B', '`A, B`'],
    ['R&D && more', '`R&D && more`'],
    ['a || b', '`a || b`'],
    ['Sales (East)', '`Sales (East)`'],
    ['key:value', '`key:value`'],
    ['it`s', '`it\\`s`'],
  ])('%s → %s', (value, quoted) => expect(quote(value)).toBe(quoted))

  it.each([
    'A, B',
    'R&D && more',
    'a || b',
    'Sales (East)',
    'key:value',
    '$10,000 - $20,000',
    'it`s',
    'Toyota|Corolla',
  ])('a refinement on %j matches exactly that value', (value) => {
    const match = parseFilter(`${refinementFilter('make', [value, 'Other'])} && tenant:=\`1\``)
    expect(match({ make: value, tenant: '1' })).toBe(true)
    expect(match({ make: value.slice(0, 2), tenant: '1' })).toBe(false)
  })
})

describe('filters', () => {
  it('scope: the tenant and the dealerships, deduplicated; no dealership matches nothing', () => {
    expect(scopeFilter({ tenantId: 1, dealershipIds: [10, 11, 10] })).toBe('tenant:=`1` && dealership:=[`10`,`11`]')
    expect(scopeFilter({ tenantId: 'abc', dealershipIds: [] })).toBe(NOTHING)
  })

  it('listing rules (stock §4, §9)', () => {
    expect(listingFilter(query())).toBe(LISTING)
    expect(listingFilter(query({}, { excludedStocknums: ['A1', ' a1', 'B`2'] }))).toBe(
      `${LISTING} && stocknum_key:!=[\`a1\`,\`b\\\`2\`]`,
    )
    expect(listingFilter(query({}, { includeSoldCarsDays: 0 }))).toBe(
      'show_on_dealer_website:=true && status:=[`in_stock`,`coming_soon`]',
    )
    expect(listingFilter(query({ sort: 'price_asc' }, { priceAboveZeroOnPriceSort: true }))).toBe(
      `${LISTING} && price:>0`,
    )
    expect(listingFilter(query({ sort: 'price_desc' }, { priceAboveZeroOnPriceSort: true }))).toBe(LISTING)
  })

  it("a dealership's own include_sold_cars_days (finance §3): one OR-group per distinct window", () => {
    const available = 'status:=[`in_stock`,`coming_soon`]'
    const since = (days: number) => `sold_date_timestamp:>=${NOW_S - days * DAY_S}`
    const scope = { dealershipIds: [10, 11, 12, 13], soldWindowByDealership: { '10': 0, '12': 7, '13': 7 } }
    expect(listingFilter(query({}, scope))).toBe(
      `show_on_dealer_website:=true && (${available} || (status:=\`sold\` && ((dealership:=[\`11\`] && ${since(3)}) || (dealership:=[\`12\`,\`13\`] && ${since(7)}))))`,
    )
    // Every dealership on one window: the plain form; every window 0: available only.
    expect(listingFilter(query({}, { dealershipIds: [10, 11], soldWindowByDealership: { '10': 3 } }))).toBe(LISTING)
    expect(listingFilter(query({}, { dealershipIds: [10], soldWindowByDealership: { '10': 7 } }))).toBe(
      `show_on_dealer_website:=true && (${available} || (status:=\`sold\` && ${since(7)}))`,
    )
    expect(listingFilter(query({}, { dealershipIds: [10, 11], soldWindowByDealership: { '10': 0, '11': 0 } }))).toBe(
      `show_on_dealer_website:=true && ${available}`,
    )
  })

  it.each([
    [{ min: 10_000, max: 20_000 }, 'price:>=10000 && price:<=20000'],
    [{ min: 0 }, 'price:>=0'],
    [{ max: 5.5 }, 'price:<=5.5'],
    [{}, null],
    [undefined, null],
  ])('range %j → %s', (range, filter) => expect(rangeFilter('price', range)).toBe(filter))

  it.each([
    ['make', ['Toyota', 'Ford'], 'make:=[`Toyota`,`Ford`]'],
    ['filtered_features', ['Tow Bar'], 'filtered_features:=[`Tow Bar`]'],
    ['year', ['2020', '2021'], 'year:=[2020,2021]'],
    ['year', ['2020.0', 'new'], NOTHING],
    ['seats', ['7'], 'seats:=[7]'],
    ['certified', ['true'], 'certified:=true'],
    ['certified', ['true', 'false'], '(certified:=true || certified:=false)'],
    ['certified', ['yes'], NOTHING],
    ['make', [''], NOTHING],
  ] as const)('refinement %s %j → %s', (key, values, filter) => expect(refinementFilter(key, values)).toBe(filter))
})

describe('translate (SearchQuery → multi_search)', () => {
  it('a browse query: one search with every facet', () => {
    const t = translate(query())
    expect(t.searches).toHaveLength(1)
    const [main] = t.searches
    expect(main).toMatchObject({
      collection: 'cars',
      q: '*',
      per_page: 21,
      page: 1,
      sort_by: 'rank:desc,id_sort:asc',
      max_facet_values: 500,
    })
    expect(main!.filter_by).toBe(`tenant:=\`1\` && dealership:=[\`10\`] && ${LISTING}`)
    expect(main!.facet_by?.split(',')).toHaveLength(24)
    expect(main!.query_by).toBeUndefined()
  })

  it('one more search per refined facet, leaving that facet out of its own filter (disjunctive counts)', () => {
    const t = translate(
      query({ refinements: { make: ['Toyota'], body: ['SUV', 'Ute'] }, ranges: { km: { max: 50_000 } }, page: 2 }),
    )
    const scopeAndListing = `tenant:=\`1\` && dealership:=[\`10\`] && ${LISTING} && km:<=50000`
    expect(t.searches).toHaveLength(3)
    expect(t.searches[0]!.filter_by).toBe(`${scopeAndListing} && body:=[\`SUV\`,\`Ute\`] && make:=[\`Toyota\`]`)
    expect(t.searches[0]!.facet_by?.split(',')).not.toContain('make')
    expect(t.searches[0]).toMatchObject({ page: 2, per_page: 21 })
    expect(t.text.disjunctive).toEqual({ body: 1, make: 2 })
    expect(t.searches[1]).toMatchObject({
      facet_by: 'body',
      per_page: 0,
      filter_by: `${scopeAndListing} && make:=[\`Toyota\`]`,
    })
    expect(t.searches[2]).toMatchObject({
      facet_by: 'make',
      per_page: 0,
      filter_by: `${scopeAndListing} && body:=[\`SUV\`,\`Ute\`]`,
    })
  })

  it('only the facets asked for; a refined key that is not counted needs no extra search', () => {
    const t = translate(query({ facets: ['make'], refinements: { body: ['SUV'] } }))
    expect(t.searches).toHaveLength(1)
    expect(t.searches[0]!.facet_by).toBe('make')
  })

  it('text: all words, typo lengths 4 and 8, prefix on the last word, no typos on stock numbers', () => {
    const t = translate(query({ text: '  toyota corola ' }))
    expect(t.searches).toHaveLength(1)
    expect(t.searches[0]).toMatchObject({
      q: 'toyota corola',
      query_by: 'make,model,badge,name,colour,stocknum',
      num_typos: '2,2,2,2,2,0',
      min_len_1typo: 4,
      min_len_2typo: 8,
      prefix: true,
      drop_tokens_threshold: 0,
      typo_tokens_threshold: 1,
    })
  })

  it('a one-word query also probes for that stock number in the scope, with searches to use when it exists', () => {
    const t = translate(query({ text: 'U1234', refinements: { make: ['Toyota'] } }))
    expect(t.stocknum).toEqual({ probe: 2, set: { main: 3, disjunctive: { make: 4 } } })
    expect(t.searches[2]).toEqual({
      collection: 'cars',
      q: '*',
      per_page: 0,
      filter_by: 'tenant:=`1` && dealership:=[`10`] && stocknum_key:=`u1234`',
    })
    expect(t.searches[3]!.q).toBe('*')
    expect(t.searches[3]!.filter_by).toContain('stocknum_key:=`u1234` && make:=[`Toyota`]')
  })

  it('page and hitsPerPage are clamped like the embedded engine (1-based, at most 250)', () => {
    expect(translate(query({ page: 0, hitsPerPage: 1000 })).searches[0]).toMatchObject({ page: 1, per_page: 250 })
  })

  it.each([
    ['rank_desc', 'rank:desc,id_sort:asc'],
    ['price_asc', 'price(missing_values: last):asc,id_sort:asc'],
    ['price_desc', 'price(missing_values: last):desc,id_sort:asc'],
    ['year_desc', 'year(missing_values: last):desc,id_sort:asc'],
    ['year_asc', 'year(missing_values: last):asc,id_sort:asc'],
    ['km_asc', 'km(missing_values: last):asc,id_sort:asc'],
    ['km_desc', 'km(missing_values: last):desc,id_sort:asc'],
    ['newest', 'created_at_timestamp:desc,id_sort:asc'],
  ] as const)('sort %s → %s', (sort, sortByText) => {
    expect(sortBy(sort)).toBe(sortByText)
    expect(translate(query({ sort })).searches[0]!.sort_by).toBe(sortByText)
  })

  it('covers every sort key', () => expect(SORT_KEYS.map(sortBy)).toHaveLength(8))

  it('every filter it writes parses (checked with the fake server’s parser)', () => {
    const t = translate(
      query(
        {
          text: 'x1',
          refinements: { make: ['A, B', 'it`s'], certified: ['true', 'false'], year: ['2020'] },
          ranges: { price: { min: 1 }, created_at_timestamp: { max: NOW_S } },
          sort: 'price_asc',
        },
        { excludedStocknums: ['Z (1)'], priceAboveZeroOnPriceSort: true },
      ),
    )
    for (const s of t.searches) expect(() => parseFilter(s.filter_by)).not.toThrow()
  })
})
