import { describe, expect, it } from 'vitest'

import { sliderPriceRange } from '@/domain/facets/price-slider'
import { parseRangeParam, writeRangeParam } from '@/search/url/values'

// spec: stock §2 "Price range slider: min 5000, max 250000, step 500; the two thumbs stay at least 1 apart"
describe('sliderPriceRange: only a moved thumb bounds the search', () => {
  it.each([
    ['both thumbs at their ends: no range', 5000, 250_000, undefined, undefined],
    ['low thumb moved: min only', 20_000, 250_000, { min: 20_000 }, '20000:'],
    ['high thumb moved: max only', 5000, 40_000, { max: 40_000 }, ':40000'],
    ['both moved: both bounds', 20_000, 40_000, { min: 20_000, max: 40_000 }, '20000:40000'],
  ])('%s', (_, low, high, range, param) => {
    expect(sliderPriceRange(low, high)).toEqual(range)
    if (range) {
      expect(writeRangeParam(range)).toBe(param)
      expect(parseRangeParam(param!)).toEqual(range) // round trip
    }
  })
})
