import { describe, expect, it } from 'vitest'

import { PRICE_TYPES } from '@/domain/cars/vocabulary'
import { PRICE_TYPE_LABELS, priceSuffix, priceTypeLabel } from '@/domain/pricing/price-type'

// finance §2 "Finance sidebar": the price "with '/week' for subscriptions or else the price type",
// shown to shoppers as words, never as the stored code.
describe('priceTypeLabel', () => {
  it.each([
    ['drive_away', 'Drive Away'],
    ['excl_government_charges', 'Excl. Government Charges'],
    ['negotiable', 'Negotiable'],
    ['Drive Away', null], // a label is not a code
    ['', null],
    [null, null],
  ])('%s → %s', (code, label) => expect(priceTypeLabel(code)).toBe(label))

  it('every price type has a label that is not its code', () => {
    for (const t of PRICE_TYPES) expect(PRICE_TYPE_LABELS[t]).not.toMatch(/_/)
  })
})

describe('priceSuffix', () => {
  it.each([
    [{ kind: 'subscription', text: '$199', suffix: '/week' } as const, 'drive_away', '/week'],
    [{ kind: 'price', text: '$32,990' } as const, 'drive_away', ' Drive Away'],
    [{ kind: 'offer', text: '$29,990' } as const, 'excl_government_charges', ' Excl. Government Charges'],
    [{ kind: 'price', text: '$32,990' } as const, null, ''],
    [{ kind: 'no_price', text: 'Enquire for price.' } as const, 'drive_away', ''],
    [{ kind: 'preorder', text: 'PREORDER' } as const, 'drive_away', ''],
  ])('%j with %s → %j', (price, type, suffix) => expect(priceSuffix(price, type)).toBe(suffix))
})
