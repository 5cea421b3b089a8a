import { describe, expect, it } from 'vitest'

import { PRICE_BUCKETS, priceRangeLabel, WEEKLY_PRICE_BUCKETS, weeklyPriceRangeLabel } from '@/search/buckets'
import { facetValues } from '@/search/facet-values'

import { car } from '../support/search/docs'

describe('price bands (stock §3 price_range, weekly_price_range; stock §9 "$ with comma thousands")', () => {
  it.each([
    [null, null],
    [0, null], // no price: 'Enquire for price.' cars have no band
    [1, 'Under $10,000'],
    [9_999.99, 'Under $10,000'],
    [10_000, '$10,000 - $20,000'],
    [49_990, '$40,000 - $50,000'],
    [75_000, '$75,000 - $100,000'],
    [150_000, '$150,000 & above'],
    [2_000_000, '$150,000 & above'],
  ])('price %s → %s', (price, label) => expect(priceRangeLabel(price)).toBe(label))

  it.each([
    [99, 'Under $100 per week'],
    [100, '$100 - $150 per week'],
    [400, '$400 & above per week'],
    [null, null],
  ])('weekly %s → %s', (weekly, label) => expect(weeklyPriceRangeLabel(weekly)).toBe(label))

  it('bands are contiguous and ordered (the "by price range" facet order)', () => {
    for (const bands of [PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS]) {
      for (let i = 1; i < bands.length; i++) expect(bands[i]!.min).toBe(bands[i - 1]!.max)
    }
  })
})

describe('facet values of a car', () => {
  const doc = car(1, {
    make: 'Land Rover',
    model: 'Defender',
    certified: true,
    year: 2021,
    seats: 7,
    price: 85_000,
    weekly_price: 320,
    colour: '',
    features: ['Tow Bar', 'Tow Bar', ''],
    tag: null,
  })
  it.each([
    ['make_model', ['Land Rover|Defender']],
    ['certified', ['true']],
    ['year', ['2021']],
    ['seats', ['7']],
    ['price_range', ['$75,000 - $100,000']],
    ['weekly_price_range', ['$300 - $400 per week']],
    ['colour', []], // an empty string is no value
    ['tag', []],
    ['filtered_features', ['Tow Bar']], // distinct, without empties
    ['categories', []],
    ['body', ['Hatch']],
    ['dealership_name', ['Alpha Motors']],
  ] as const)('%s → %j', (key, values) => expect(facetValues(doc, key)).toEqual(values))

  it("certified false is the value 'false'", () => expect(facetValues(car(2), 'certified')).toEqual(['false']))
})
