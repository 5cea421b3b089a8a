import { describe, expect, it } from 'vitest'

import { adjustedPrice, priceChange } from '@/domain/bulk-cars'

// docs/staff-guide.md "Export and bulk work": adjust prices by an amount or percentage; a price change keeps
// the old price as the 'Was' price when staff choose.
describe('bulk price changes', () => {
  it.each([
    [20000, { by: 'amount', amount: 500 }, 20500],
    [20000, { by: 'amount', amount: -500 }, 19500],
    [20000, { by: 'percent', percent: -5 }, 19000],
    [19999, { by: 'percent', percent: 3 }, 20599],
    [300, { by: 'amount', amount: -500 }, 0],
    [null, { by: 'amount', amount: 500 }, null],
  ] as const)('%j %j → %j', (price, change, next) => expect(adjustedPrice(price, change)).toBe(next))

  it("keeps the old price as the 'Was' price on a cut, when asked", () => {
    expect(priceChange(20000, { by: 'amount', amount: -1000 }, true)).toEqual({ price: 19000, before_price: 20000 })
    expect(priceChange(20000, { by: 'amount', amount: -1000 }, false)).toEqual({ price: 19000 })
    expect(priceChange(20000, { by: 'amount', amount: 1000 }, true)).toEqual({ price: 21000 })
    expect(priceChange(20000, { by: 'percent', percent: 0 }, true)).toBeNull()
  })
})
