import { describe, expect, it } from 'vitest'

import { carouselCount, searchAddressProblem, splitSearchAddress } from '@/domain/content/stock-carousel'

// docs/features/content.md "Add a page", "Stock carousel": a page block showing a saved search's first cars.
describe('a stock carousel’s search address', () => {
  it.each([
    ['/search', true],
    ['/search/used-cars', true],
    ['/search/toyota/rav4?range[price]=10000:30000', true],
    ['/search/new-used-and-demo-cars/', true],
    ['/search?make=Kia&make=Hyundai', true],
    ['https://evil.example/search/used-cars', false],
    ['//evil.example/search', false],
    ['/searching', false],
    ['/cars/abc', false],
    ['search/used-cars', false],
    ['/search/used cars', false],
  ])('%s → valid %s', (value, ok) => expect(searchAddressProblem(value) === null).toBe(ok))

  it('splits into the path segments after /search and the query, repeated keys as lists', () => {
    expect(splitSearchAddress('/search/toyota/rav4?range%5Bprice%5D=10000%3A30000&body=SUV&body=Ute')).toEqual({
      segments: ['toyota', 'rav4'],
      query: { 'range[price]': '10000:30000', body: ['SUV', 'Ute'] },
    })
    expect(splitSearchAddress('/search')).toEqual({ segments: [], query: {} })
  })

  it.each([
    [null, 8],
    [0, 8],
    [3, 3],
    [12, 12],
    [40, 12],
    [2.5, 8],
  ])('count %s → %s cars', (count, shown) => expect(carouselCount(count)).toBe(shown))
})
