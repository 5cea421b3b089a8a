import { describe, expect, it } from 'vitest'

import { cardData, cardOf } from '@/components/vehicle/card-data'
import type { CardView } from '@/components/vehicle/card-view'

// docs/features/caching.md "Caching and page weight": the results page sends its cards as CardData, and the browser draws
// the same cards from them (ResultCards, ResultsJsonLd).
const base: CardView = {
  id: 39,
  status: 'in_stock',
  name: '2024 Toyota RAV4 GX Hybrid',
  slug: '2024-toyota-rav4-gx-hybrid-ht10819',
  make: 'Toyota',
  model: 'RAV4',
  attributes: ['Used', 'SUV', '29,019 km', 'Automatic'],
  price: { kind: 'price', text: '$31,990' },
}

describe('cardData / cardOf: a card comes back as it was sent', () => {
  it.each<[string, CardView]>([
    ['a plain card without picture, tag or buttons', base],
    [
      'an uploaded picture, a tag and every button',
      {
        ...base,
        image: '/api/media/file/harbourside-toyota-ext-suv-white-front.jpg',
        tag: { kind: 'hybrid', label: 'Hybrid' },
        favourites: true,
        compare: true,
        tradeIn: true,
      },
    ],
    ['a picture from elsewhere', { ...base, image: '/demo-images/suv.jpg' }],
    ['a was price', { ...base, price: { kind: 'offer', text: '$9,990', was: { text: '$11,990' } } }],
    ['a subscription', { ...base, price: { kind: 'subscription', text: '$99', suffix: '/week' } }],
    ['no price', { ...base, price: { kind: 'no_price', text: 'Enquire for price.' } }],
    [
      'a sold card: its tag and similar link',
      { ...base, status: 'sold', tag: { kind: 'sold', label: 'SOLD' }, similarHref: '/search/toyota/rav4' },
    ],
    ['a similar link without a tag', { ...base, status: 'sold', similarHref: '/search/toyota/rav4' }],
    ['only the trade-in link', { ...base, tradeIn: true }],
    // A group site names the car's dealership on its cards.
    ['a dealership on a plain card', { ...base, dealership: 'Sutherland Kia' }],
    [
      'a dealership on a sold card',
      { ...base, status: 'sold', similarHref: '/search/kia', tag: { kind: 'sold', label: 'SOLD' }, dealership: 'X' },
    ],
  ])('%s', (_, card) => {
    expect(cardOf(cardData(card))).toEqual(card)
  })

  it('leaves the media address and the price amounts out of what is sent', () => {
    const sent = JSON.stringify(
      cardData({
        ...base,
        image: '/api/media/file/a.jpg',
        price: { kind: 'price', amount: 31990, text: '$31,990' } as CardView['price'],
      }),
    )
    expect(sent).not.toContain('/api/media/file/')
    expect(sent).not.toContain('31990')
  })
})
