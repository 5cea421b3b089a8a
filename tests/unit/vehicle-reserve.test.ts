import { describe, expect, it } from 'vitest'

import { isReservable, reservePath } from '@/domain/vehicle/reserve'

describe('isReservable — finance §2 "Shown only when the car is reservable and not test-drive-only"', () => {
  it.each([
    // [case, car, site flag reserve, expected]
    ['in stock, flag on', { status: 'in_stock' }, true, true],
    ['coming soon counts as available (stock §4)', { status: 'coming_soon' }, true, true],
    ['flag off', { status: 'in_stock' }, false, false],
    ['sold (stock §4 "Reserve … offered only for available cars")', { status: 'sold' }, true, false],
    ['already reserved', { status: 'in_stock', reserved: true }, true, false],
    ["tagged 'Test Drive Only'", { status: 'in_stock', tag: 'Test Drive Only' }, true, false],
    ['tag compared case-insensitively', { status: 'in_stock', tag: ' test drive only ' }, true, false],
    ['another tag', { status: 'in_stock', tag: 'Runout Sale' }, true, true],
  ])('%s', (_case, car, flag, expected) => {
    expect(isReservable(car, flag)).toBe(expected)
  })

  it('uses the site path: stock §2 "/cars/{slug}/checkout (or /cars/{slug}/buy-online on one tenant)"', () => {
    expect(reservePath('x', 'checkout')).toBe('/cars/x/checkout')
    expect(reservePath('x', 'buy-online')).toBe('/cars/x/buy-online')
  })
})
