import { describe, expect, it } from 'vitest'

import { priceSettings } from '@/data/sites/price-settings'
import type { SiteContext } from '@/data/sites/sites'
import { DEFAULT_NO_PRICE_TEXT, listingPrice } from '@/domain/pricing/listing-price'

const S4 =
  'stock §4 "Price display order": subscription price when subscription offers are on; else … the no-price text'

type Site = Pick<SiteContext, 'features' | 'settings'>
const site = (features: Record<string, unknown>, no_price_text?: string | null): Site =>
  ({ features, settings: { no_price_text } }) as unknown as Site

const subscribed = { price: 40_000, subscription_price: 199 }
const unpriced = { price: 0 }

// Every page, route and the print view reads a site's price settings through priceSettings(site).
const rows: [spec: string, site: Site, car: object, text: string][] = [
  [S4, site({ subscription_prices: true }), subscribed, '$199'],
  [S4, site({ subscription_prices: false }), subscribed, '$40,000'],
  [S4, site({}, 'Call for price'), unpriced, 'Call for price'],
  [S4, site({}, null), unpriced, DEFAULT_NO_PRICE_TEXT],
]

describe('priceSettings', () => {
  it.each(rows)('%s (%#)', (_spec, s, car, text) => {
    expect(listingPrice(car, priceSettings(s)).text).toBe(text)
  })
  it('reads the flag and the text, nothing else', () => {
    expect(priceSettings(site({ subscription_prices: true }, 'POA'))).toEqual({
      subscriptionPrices: true,
      noPriceText: 'POA',
    })
  })
})
