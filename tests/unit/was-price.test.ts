import { describe, expect, it } from 'vitest'

import { priceChange } from '@/domain/bulk-cars'
import { wasPriceOnChange } from '@/domain/pricing/was-price'

// docs/staff-guide.md "History: who changed what, and restore": a price change keeps the old price as the
// 'Was' price when staff choose.
describe('wasPriceOnChange(old, new, keep)', () => {
  it.each([
    // old, new, keep, 'Was' price stored
    [30000, 28000, true, 30000], // a cut, ticked: the old price is the Was price
    [30000, 28000, false, undefined], // not ticked: nothing
    [30000, 32000, true, undefined], // a rise is no saving: nothing
    [30000, 30000, true, undefined], // unchanged: nothing
    [null, 28000, true, undefined], // no old price to show
    [0, 28000, true, undefined], // a $0 'price on application' is no Was price
    [30000, null, true, undefined], // the price removed: nothing to compare against
    [30000, 0, true, 30000], // a cut to 0 still shows what it was
  ] as const)('%s → %s, keep %s: %s', (oldPrice, newPrice, keep, expected) => {
    expect(wasPriceOnChange(oldPrice, newPrice, keep)).toBe(expected)
  })

  it('the bulk price change follows the same rule', () => {
    expect(priceChange(30000, { by: 'percent', percent: -10 }, true)).toEqual({ price: 27000, before_price: 30000 })
    expect(priceChange(30000, { by: 'amount', amount: 500 }, true)).toEqual({ price: 30500 })
    expect(priceChange(30000, { by: 'amount', amount: -500 }, false)).toEqual({ price: 29500 })
  })
})
