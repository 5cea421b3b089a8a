import { describe, expect, it } from 'vitest'

import { EMPTY_SEARCH_STATE, normalizeSearchState } from '@/search/url/state'
import {
  bareSearchState,
  DEFAULT_STOCK_FILTERS,
  defaultStockFilter,
  defaultStockSearchHref,
} from '@tenants/default-stock-filter'

const S9 = 'stock §9 "A default stock filter is chosen per site by a numeric option from 0 to 14"'

describe(S9, () => {
  it('defines the 15 options 0..14, each documented, none the same as another', () => {
    expect(DEFAULT_STOCK_FILTERS.map((f) => f.value)).toEqual([...Array(15).keys()])
    for (const f of DEFAULT_STOCK_FILTERS) expect(f.description.length).toBeGreaterThan(10)
    const meanings = DEFAULT_STOCK_FILTERS.map((f) => JSON.stringify([f.car_type, f.status]))
    expect(new Set(meanings).size).toBe(15)
  })

  // Where the home page's "Search all stock" goes for each option.
  it.each([
    [0, '/search/new-used-and-demo-cars'],
    [1, '/search/new-cars'],
    [2, '/search/demo-cars'],
    [3, '/search/used-cars'],
    [4, '/search/new-and-demo-cars'],
    [5, '/search/new-used-and-demo-cars?car_type=new&car_type=used'],
    [6, '/search/new-used-and-demo-cars?car_type=demo&car_type=used'],
    [7, '/search/new-used-and-demo-cars?status=in_stock&status=sold'],
    [10, '/search/used-cars?status=in_stock&status=sold'],
    [14, '/search/new-used-and-demo-cars?status=coming_soon'],
    [null, '/search/new-used-and-demo-cars'],
    [99, '/search/new-used-and-demo-cars'],
  ])('option %s → %s', (value, href) => {
    expect(defaultStockSearchHref({ default_stock_filter: value })).toBe(href)
  })

  it('an unknown or missing number is option 0', () => {
    expect(defaultStockFilter(undefined).value).toBe(0)
    expect(defaultStockFilter(15).value).toBe(0)
  })

  it('a bare /search applies the option for the keys the address leaves open', () => {
    expect(bareSearchState(EMPTY_SEARCH_STATE, { default_stock_filter: 10 }).refinements).toEqual({
      car_type: ['used'],
      status: ['in_stock', 'sold'],
    })
    const asked = normalizeSearchState({ refinements: { car_type: ['new'], make: ['Kia'] } })
    expect(bareSearchState(asked, { default_stock_filter: 10 }).refinements).toEqual({
      car_type: ['new'],
      make: ['Kia'],
      status: ['in_stock', 'sold'],
    })
  })
})
