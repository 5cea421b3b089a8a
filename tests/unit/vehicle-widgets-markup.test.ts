import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FuelCalculator } from '@/components/vehicle/FuelCalculator.client'
import { PriceGauge, PriceGaugeView } from '@/components/vehicle/PriceGauge.client'

// Server markup only (no DOM here): the names and semantics the end-to-end tests rely on.
describe('FuelCalculator markup — stock §5 fuel calculator', () => {
  const html = renderToStaticMarkup(createElement(FuelCalculator, { economy: 7.3 }))

  it.each([
    ['heading', '>Fuel calculator</h2>'],
    ['fuel price label', '>Fuel price ($/L)</label>'],
    ['distance label', '>Weekly distance (kms)</label>'],
    ['default fuel price 1.70 (stock §5 "defaults 1.70 and 250 kms")', 'value="1.70"'],
    ['default distance 250', 'value="250"'],
    ['decimal keyboard', 'inputMode="decimal"'],
    ['polite live output', 'aria-live="polite"'],
    ['cost for the defaults: 250 / 100 × 7.3 × 1.70 (stock §5)', 'Estimated weekly fuel cost: $31.03'],
  ])('%s', (_c, fragment) => {
    expect(html).toContain(fragment)
  })

  it('shows no input hint while both inputs parse', () => {
    expect(html).not.toContain('Enter a number')
    expect(html).not.toContain('aria-invalid')
  })
})

describe('PriceGauge markup — stock §4 "loading shows a skeleton", §9 bands', () => {
  it('starts as a busy skeleton', () => {
    const html = renderToStaticMarkup(createElement(PriceGauge, { slug: 'car-0' }))
    expect(html).toContain('aria-busy="true"')
    expect(html).not.toContain('data-testid="price-gauge"')
  })

  it('shows the meter, band, label and market prices', () => {
    const gauge = {
      fill: 0.8,
      listing_price: 32000,
      market_range_min: 30000,
      market_range_max: 40000,
      confidence: 0.9,
      description: null,
    }
    const html = renderToStaticMarkup(createElement(PriceGaugeView, { gauge }))
    for (const fragment of [
      'data-testid="price-gauge"',
      '>Price comparison</h2>',
      'role="meter"',
      'aria-label="Price compared with the market"',
      'aria-valuenow="80"',
      'aria-valuemin="0"',
      'aria-valuemax="100"',
      'data-band="high"',
      '>Great Deal</strong>',
      'This car $32,000',
      'Market high $40,000',
      'Market low $30,000',
    ])
      expect(html).toContain(fragment)
  })
})
