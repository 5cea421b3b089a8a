import { describe, expect, it } from 'vitest'

import {
  computePriceGauge,
  GAUGE_MIN_CONFIDENCE,
  gaugeBand,
  gaugeLabel,
  gaugeListingPrice,
  type GaugeResponse,
  GREAT_DEAL_MIN_FILL,
  isGaugeShown,
} from '@/domain/price-gauge'
import { listingPrice } from '@/domain/pricing/listing-price'

const market = { market_range_min: 30000, market_range_max: 40000, confidence: 0.8, description: null }
const shown: GaugeResponse = {
  fill: 0.5,
  listing_price: 35000,
  market_range_min: 30000,
  market_range_max: 40000,
  confidence: 0.8,
  description: null,
}

// The count-up (2.5 s) is checked where it shows: tests/e2e/vehicle-widgets.spec.ts.
describe('constants — stock §9 "Gauge: confidence above 0.2; \'Great Deal\' boundary fill 0.65"', () => {
  it('match the spec', () => {
    expect([GAUGE_MIN_CONFIDENCE, GREAT_DEAL_MIN_FILL]).toEqual([0.2, 0.65])
  })
})

describe('computePriceGauge — stock §3 "Price gauge response" (fill formula ours: the spec gives none)', () => {
  it.each([
    ['mid-range price: half full', 35000, market, 0.5],
    ['at market_range_min: full (best deal)', 30000, market, 1],
    ['under market_range_min: clamped to 1', 25000, market, 1],
    ['at market_range_max: empty', 40000, market, 0],
    ['over market_range_max: clamped to 0', 45000, market, 0],
    ['rounded to 3 decimals', 33333, market, 0.667],
    ['no listing price (no-price car): null', null, market, null],
    ['no market data: null', 35000, null, null],
    ['missing market_range_min: null', 35000, { ...market, market_range_min: null }, null],
    ['empty range (max = min): null', 35000, { ...market, market_range_min: 40000 }, null],
    ['inverted range (max < min): null', 35000, { ...market, market_range_min: 45000 }, null],
  ] as const)('%s', (_c, price, data, fill) => {
    expect(computePriceGauge(price, data).fill).toBe(fill)
  })

  it('returns every response field (stock §3), description trimmed or null', () => {
    expect(computePriceGauge(35000, { ...market, description: '  Fair price ' })).toEqual({
      ...shown,
      description: 'Fair price',
    })
    expect(computePriceGauge(35000, { ...market, description: '   ' }).description).toBeNull()
    expect(computePriceGauge(null, undefined)).toEqual({
      fill: null,
      listing_price: null,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: null,
    })
  })
})

describe('isGaugeShown — stock §5 "shown only when fill, listing_price, market_range_min, market_range_max and confidence are all present, confidence is above 0.2, and market_range_max is not below listing_price"', () => {
  it.each([
    ['all present, confidence 0.8', shown, true],
    ['fill missing', { ...shown, fill: null }, false],
    ['listing_price missing', { ...shown, listing_price: null }, false],
    ['market_range_min missing', { ...shown, market_range_min: null }, false],
    ['market_range_max missing', { ...shown, market_range_max: null }, false],
    ['confidence missing', { ...shown, confidence: null }, false],
    ['confidence exactly 0.2: not above', { ...shown, confidence: 0.2 }, false],
    ['confidence 0.21', { ...shown, confidence: 0.21 }, true],
    ['max equal to the listing price: not below', { ...shown, market_range_max: 35000 }, true],
    ['max below the listing price', { ...shown, market_range_max: 34999 }, false],
    ['fill 0 counts as present', { ...shown, fill: 0 }, true],
    ['null response', null, false],
  ] as const)('%s', (_c, g, expected) => {
    expect(isGaugeShown(g)).toBe(expected)
  })
})

describe("gaugeLabel — stock §4 \"'Good Deal' when fill is under 0.65, otherwise 'Great Deal', unless the server gives a description\"", () => {
  it.each([
    ['fill 0.64', { fill: 0.64, description: null }, 'Good Deal'],
    ['fill 0.65', { fill: 0.65, description: null }, 'Great Deal'],
    ['fill 1', { fill: 1, description: null }, 'Great Deal'],
    ['server description wins', { fill: 0.9, description: 'Priced to sell' }, 'Priced to sell'],
    ['blank description ignored', { fill: 0.1, description: '  ' }, 'Good Deal'],
  ] as const)('%s', (_c, g, label) => {
    expect(gaugeLabel(g)).toBe(label)
  })
})

describe('gaugeBand — stock §9 "colour bands under 0.3, 0.3 to 0.6, and 0.6 or more"', () => {
  it.each([
    [0, 'low'],
    [0.299, 'low'],
    [0.3, 'mid'],
    [0.599, 'mid'],
    [0.6, 'high'],
    [1, 'high'],
  ] as const)('fill %s → %s', (fill, band) => {
    expect(gaugeBand(fill)).toBe(band)
  })
})

describe('gaugeListingPrice — the displayed dollar price (stock §4 "Price display order")', () => {
  const settings = { subscriptionPrices: true }
  it.each([
    ['normal price', { price: 35000 }, 35000],
    ['offer price wins', { price: 39000, offer_price: 32000 }, 32000],
    ['weekly subscription price is not a market price', { price: 35000, subscription_price: 199 }, null],
    ['PREORDER', { price: 0, preorder: true }, null],
    ['no price text', { price: 0 }, null],
  ] as const)('%s', (_c, car, amount) => {
    expect(gaugeListingPrice(listingPrice(car, settings))).toBe(amount)
  })
})
