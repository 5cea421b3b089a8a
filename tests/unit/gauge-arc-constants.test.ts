import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PriceGaugeView } from '@/components/vehicle/PriceGauge.client'
import { GAUGE_ARC_LENGTH, GAUGE_ARC_RADIUS, GAUGE_DASH_PATTERN_LENGTH, gaugeArcDash } from '@/domain/price-gauge'
import { SPIN_INTERVAL_MS, SPIN_SENSITIVITY } from '@/domain/vehicle/gallery'

// spec: stock §9 "Spin: movement sensitivity 20, rotation interval 100 ms (gauge constants 515 and 424.115)."
describe("the spec's gauge constants 515 and 424.115", () => {
  it('are recorded, named, beside the spin constants they were listed with', () => {
    expect([GAUGE_DASH_PATTERN_LENGTH, GAUGE_ARC_LENGTH]).toEqual([515, 424.115])
    expect([SPIN_SENSITIVITY, SPIN_INTERVAL_MS]).toEqual([20, 100])
  })

  it('424.115 is a half-dial arc: π × radius 135, to three decimals', () => {
    expect(Number((Math.PI * GAUGE_ARC_RADIUS).toFixed(3))).toBe(GAUGE_ARC_LENGTH)
    expect(GAUGE_DASH_PATTERN_LENGTH).toBeGreaterThan(GAUGE_ARC_LENGTH) // the gap hides the unfilled arc
  })

  it.each([
    [0, '0 515'],
    [0.5, '212.058 515'],
    [1, '424.115 515'],
    [1.4, '424.115 515'],
    [-0.2, '0 515'],
  ])('a fill of %s draws the dial as %s', (fill, dash) => expect(gaugeArcDash(fill)).toBe(dash))

  it('the gauge draws its half dial with them', () => {
    const html = renderToStaticMarkup(
      createElement(PriceGaugeView, {
        gauge: {
          fill: 0.5,
          listing_price: 30000,
          market_range_min: 28000,
          market_range_max: 34000,
          confidence: 0.8,
          description: null,
        },
      }),
    )
    expect(html).toContain('stroke-dasharray="424.115 515"') // the track
    expect(html).toContain('stroke-dasharray="212.058 515"') // half filled
  })
})
