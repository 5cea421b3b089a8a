import { describe, expect, it } from 'vitest'

import { acceptOfferUrl, offerAmount } from '@/domain/links/accept-offer'

// finance §4: "Offer acceptance: subcategory '3. Offer Accepted', offer_accepted true." The dealer's
// link opens /accept-offer on the site with the car and, when agreed, the amount.
describe('acceptOfferUrl', () => {
  it.each([
    [
      'https://harbourside.example',
      'demo-certified-rav4',
      undefined,
      'https://harbourside.example/accept-offer?car_id=demo-certified-rav4',
    ],
    [
      'https://harbourside.example',
      'demo-certified-rav4',
      '42,500',
      'https://harbourside.example/accept-offer?car_id=demo-certified-rav4&amount=42500',
    ],
    [
      'https://harbourside.example',
      'demo-certified-rav4',
      '$42,500.60',
      'https://harbourside.example/accept-offer?car_id=demo-certified-rav4&amount=42501',
    ],
    [
      'https://harbourside.example',
      'demo-certified-rav4',
      39990,
      'https://harbourside.example/accept-offer?car_id=demo-certified-rav4&amount=39990',
    ],
    [
      'https://harbourside.example',
      'demo-certified-rav4',
      'forty',
      'https://harbourside.example/accept-offer?car_id=demo-certified-rav4',
    ],
    ['https://harbourside.example', 'a b&c', '0', 'https://harbourside.example/accept-offer?car_id=a+b%26c'],
  ])('%s + %s + %s → %s', (origin, slug, amount, url) => {
    expect(acceptOfferUrl(origin, slug, amount)).toBe(url)
  })
})

describe('offerAmount', () => {
  it.each([
    ['', null],
    [null, null],
    ['0', null],
    ['-5', null],
    ['1e6', null],
    ['12.345', null],
    [' 25 000 ', 25000],
    ['$1,000', 1000],
    ['999.49', 999],
  ])('%s → %s', (typed, dollars) => {
    expect(offerAmount(typed)).toBe(dollars)
  })
})
