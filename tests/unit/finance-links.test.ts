import { describe, expect, it } from 'vitest'

import { financeHref } from '@/domain/links/finance'

// spec: finance §2 "Default finance link is /finance, or a configured link." and "Finance links carry
// the query parameters preferredDealership, vehiclePriceBudget, car_id, car_type and vin, plus the anchor #finance-form."
describe('financeHref', () => {
  const car = { id: 42, car_type: 'used', vin: 'JTM123', price: 34_990.4, dealershipSlug: 'harbourside-toyota' }
  it.each([
    [
      null,
      car,
      '/finance?preferredDealership=harbourside-toyota&vehiclePriceBudget=34990&car_id=42&car_type=used&vin=JTM123#finance-form',
    ],
    ['/personalised/finance', { id: 7 }, '/personalised/finance?car_id=7#finance-form'],
    [
      'https://lender.example/apply?src=fc',
      { id: 7, price: 0 },
      'https://lender.example/apply?src=fc&car_id=7#finance-form',
    ],
    ['javascript:alert(1)', null, '/finance#finance-form'],
    // Security: "`/\evil.example/fin2` renders on every vehicle page as `http://evil.example/fin2?…&vin=…`"
    ['/\\evil.example/fin2', { id: 7 }, '/finance?car_id=7#finance-form'],
    ['//evil.example/fin2', { id: 7 }, '/finance?car_id=7#finance-form'],
    ['http://evil.example/fin2', { id: 7 }, '/finance?car_id=7#finance-form'],
    ['https://user:pw@evil.example/fin2', { id: 7 }, '/finance?car_id=7#finance-form'],
    ['  ', null, '/finance#finance-form'],
  ] as const)('%j → %s', (base, c, href) => expect(financeHref(base, c)).toBe(href))

  it('a link without a car names the preferred dealership', () =>
    expect(financeHref(null, null, 'sutherland-kia')).toBe('/finance?preferredDealership=sutherland-kia#finance-form'))
})
