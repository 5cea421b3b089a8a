import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DrawerMenu } from '@/components/layout/DrawerMenu'
import { HeaderPhone } from '@/components/layout/HeaderPhone'
import { headerCallNumber } from '@/domain/phone/call-number'

// docs/features/phones-and-breakpoints.md "Phones and breakpoints": the small-screen header holds the phone (tap to call,
// following the masking rules).
// spec: stock §4 "Phone reveal: the number is masked after the first 5 characters until clicked; the
// click logs a reveal call, then shows the number. Some tenants show it unmasked from the start."
const PHONE = '+61 2 4111 2222'
const header = (masked: boolean) =>
  renderToStaticMarkup(createElement(HeaderPhone, { phone: PHONE, masked, variant: 'header' }))
const drawer = (phoneMasked: boolean) =>
  renderToStaticMarkup(createElement(DrawerMenu, { menu: null, phone: PHONE, phoneMasked }))

describe('the header call button follows the site phone_masking flag', () => {
  it('masked: the page holds only the first 5 characters, as a reveal button, no tel: link', () => {
    for (const html of [header(true), drawer(true)]) {
      expect(html).toContain('02 41XX XXXX')
      expect(html).not.toMatch(/4111|2222|0241112222/)
      expect(html).not.toContain('tel:')
      expect(html).toMatch(/<button[^>]*type="button"/)
    }
    expect(header(true)).toContain('>Call </span>') // its name stays "Call 02 41XX XXXX"
  })

  it('unmasked: a tel: link with the whole number (finance §9 "+61 replaced by 0")', () => {
    for (const html of [header(false), drawer(false)]) {
      expect(html).toContain('href="tel:0241112222"')
      expect(html).toContain('02 4111 2222')
      expect(html).not.toContain('<button')
    }
  })
})

describe('headerCallNumber: the number the header calls', () => {
  it.each([
    ['the site sales phone first', { salesPhone: '02 1', dealershipMain: '02 2' }, '02 1'],
    ['else the primary dealership main number', { salesPhone: null, dealershipMain: '02 2' }, '02 2'],
    ['blank counts as missing', { salesPhone: '  ', dealershipMain: '02 2' }, '02 2'],
    ['none', {}, null],
  ])('%s', (_c, input, expected) => expect(headerCallNumber(input)).toBe(expected))
})
