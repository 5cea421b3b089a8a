import { describe, expect, it } from 'vitest'

import { isBelowMarket } from '@/domain/pricing/below-market'

describe('isBelowMarket — stock §5 / finance §9 "when the price is more than $499 under the average market price"', () => {
  it.each([
    ['$500 under', 29500, 30000, true],
    ['exactly $499 under: not more than', 29501, 30000, false],
    ['$499.01 under', 29500.99, 30000, true],
    ['at the average', 30000, 30000, false],
    ['above the average', 31000, 30000, false],
    ['no average market price', 20000, null, false],
    ['no price', null, 30000, false],
    ['zero price (no-price car)', 0, 30000, false],
    ['zero average', 20000, 0, false],
  ] as const)('%s', (_c, price, average, expected) => {
    expect(isBelowMarket(price, average)).toBe(expected)
  })
})
