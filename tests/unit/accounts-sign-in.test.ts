import { describe, expect, it } from 'vitest'

import {
  GATED_ROUTES,
  type GatedPage,
  gatedRoute,
  isGated,
  PARTNER_GARAGES,
  partnerGarageAnswers,
  pathWithQuery,
  safeLocalPath,
  signInPath,
} from '@/domain/accounts/sign-in'

describe('isGated (finance §4 "Gated routes")', () => {
  // spec: "Gated for anonymous visitors: my-garage and partner garage pages (always); checkout,
  // finance, spin-to-win and equifax finance (depending on site settings); online-payment (gated
  // unless a setting is on). Trade-in and sell-my-car are not gated."
  const off = {
    gate_checkout: false,
    gate_finance: false,
    online_payment_ungated: false,
    gate_equifax_finance: false,
    gate_spin_to_win: false,
  }
  const on = {
    gate_checkout: true,
    gate_finance: true,
    online_payment_ungated: true,
    gate_equifax_finance: true,
    gate_spin_to_win: true,
  }
  const table: [GatedPage, boolean, boolean][] = [
    ['my-garage', true, true],
    ['partner-garage', true, true],
    ['checkout', false, true],
    ['finance', false, true],
    ['equifax-finance', false, true],
    ['online-payment', true, false],
    ['spin-to-win', false, true],
    ['trade-in', false, false],
    ['sell-my-car', false, false],
  ]
  it.each(table)('%s: flags off → %s, flags on → %s', (page, whenOff, whenOn) => {
    expect(isGated(page, off)).toBe(whenOff)
    expect(isGated(page, on)).toBe(whenOn)
  })
})

describe('gatedRoute: every gated path has one entry (finance §6)', () => {
  // spec: finance §6 "Gated for anonymous visitors: my-garage and partner garage pages (always);
  // checkout, finance, spin-to-win and equifax finance (depending on site settings); online-payment
  // (gated unless a setting is on). Trade-in and sell-my-car are not gated." The finance enquiry
  // screen answers at /finance and /personalised/finance (finance §2; 'Buy with Finance' points at
  // the latter) and at the per-site finance pages: one gate, gate_finance, for all of them.
  it.each<[string, GatedPage | null, string | null]>([
    ['/finance', 'finance', 'finance'],
    ['/finance?car_id=abc#finance-form', 'finance', 'finance'],
    ['/personalised/finance', 'finance', 'finance'],
    ['/personalised/finance?car_id=abc&vin=X', 'finance', 'finance'],
    ['/personalised/finance/', 'finance', 'finance'],
    ['/finance-enquiry', 'finance', 'finance'],
    ['/apply-for-finance', 'finance', 'finance'],
    ['/finance-pre-approval', 'finance', 'finance'],
    ['/equifax-finance', 'equifax-finance', 'car-finance'],
    ['/checkout-journey?car_id=abc', 'checkout', 'checkout'],
    ['/cars/a-car/checkout', 'checkout', 'checkout'],
    ['/cars/a-car/buy-online', 'checkout', 'checkout'],
    ['/online-payment?car_id=abc', 'online-payment', 'online-payment'],
    ['/spin-to-win', 'spin-to-win', 'spin-to-win'],
    ['/my-garage', 'my-garage', 'my-garage'],
    ['/mybigboxcars', 'partner-garage', 'my-garage'],
    ['/myservco', 'partner-garage', 'my-garage'],
    ['/trade-in', null, null],
    ['/sell-my-car', null, null],
    ['/cars/a-car', null, null],
    ['/personalised', null, null],
    ['/constructor', null, null],
  ])('%s → %s (sign-in type %s)', (path, page, type) => {
    const route = gatedRoute(path)
    expect(route?.page ?? null).toBe(page)
    expect(route?.type ?? null).toBe(type)
  })

  it('the finance screen is gated alike wherever it answers', () => {
    const finance = { gate_checkout: false, gate_finance: true, online_payment_ungated: false }
    const open = { ...finance, gate_finance: false }
    for (const path of ['/finance', '/personalised/finance']) {
      expect(isGated(gatedRoute(path)!.page, finance)).toBe(true)
      expect(isGated(gatedRoute(path)!.page, open)).toBe(false)
    }
    expect(GATED_ROUTES['/personalised/finance']).toEqual(GATED_ROUTES['/finance'])
  })
})

it('spin-to-win is ungated when its flag is absent', () => {
  expect(isGated('spin-to-win', { gate_checkout: true, gate_finance: true, online_payment_ungated: false })).toBe(false)
})

it('equifax finance is ungated when its flag is absent', () => {
  expect(isGated('equifax-finance', { gate_checkout: true, gate_finance: true, online_payment_ungated: false })).toBe(
    false,
  )
})

describe('partner garage pages answer only on their own site', () => {
  it.each(PARTNER_GARAGES)('/%s', (path) => {
    expect(partnerGarageAnswers(path, path)).toBe(true)
    expect(partnerGarageAnswers(path, 'none')).toBe(false)
    for (const other of PARTNER_GARAGES.filter((p) => p !== path)) expect(partnerGarageAnswers(path, other)).toBe(false)
  })
})

describe('safeLocalPath', () => {
  it.each([
    ['/my-garage', '/my-garage'],
    ['/cars/x/checkout?a=1', '/cars/x/checkout?a=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/a\nb', '/'],
    ['', '/'],
    [null, '/'],
  ])('%j → %j', (input, out) => expect(safeLocalPath(input)).toBe(out))
})

it('signInPath names type, redirect and back (finance §2)', () => {
  expect(signInPath('my-garage', '/my-garage', '/')).toBe('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F')
})

it('pathWithQuery keeps the query for the redirect back', () => {
  expect(pathWithQuery('/finance', {})).toBe('/finance')
  expect(pathWithQuery('/finance', { car: 'a-car', x: undefined, t: ['1', '2'] })).toBe('/finance?car=a-car&t=1&t=2')
  expect(signInPath('finance', pathWithQuery('/finance', { car: 'a b' }), '/')).toBe(
    '/sign-in?type=finance&redirect=%2Ffinance%3Fcar%3Da%2Bb&back=%2F',
  )
})
