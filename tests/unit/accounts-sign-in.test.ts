import { describe, expect, it } from 'vitest'

import { isGated, safeLocalPath, signInPath, type GatedPage } from '@/domain/accounts/sign-in'

describe('isGated (finance §4 "Gated routes")', () => {
  // spec: "Gated for anonymous visitors: my-garage and partner garage pages (always); checkout,
  // finance, spin-to-win and equifax finance (depending on site settings); online-payment (gated
  // unless a setting is on). Trade-in and sell-my-car are not gated."
  const off = { gate_checkout: false, gate_finance: false, online_payment_ungated: false }
  const on = { gate_checkout: true, gate_finance: true, online_payment_ungated: true }
  const table: [GatedPage, boolean, boolean][] = [
    ['my-garage', true, true],
    ['checkout', false, true],
    ['finance', false, true],
    ['online-payment', true, false],
    ['trade-in', false, false],
    ['sell-my-car', false, false],
  ]
  it.each(table)('%s: flags off → %s, flags on → %s', (page, whenOff, whenOn) => {
    expect(isGated(page, off)).toBe(whenOff)
    expect(isGated(page, on)).toBe(whenOn)
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
