import { describe, expect, it } from 'vitest'

import { GAUGE_ARC_LENGTH, GAUGE_ARC_RADIUS, GAUGE_DASH_PATTERN_LENGTH } from '@/domain/price-gauge'
import { SPIN_INTERVAL_MS, SPIN_SENSITIVITY } from '@/domain/vehicle/gallery'

// spec: stock §9 "Spin: movement sensitivity 20, rotation interval 100 ms (gauge constants 515 and 424.115)."
describe("the spec's gauge constants 515 and 424.115", () => {
  it('are recorded, named, beside the spin constants they were listed with', () => {
    expect([GAUGE_DASH_PATTERN_LENGTH, GAUGE_ARC_LENGTH]).toEqual([515, 424.115])
    expect([SPIN_SENSITIVITY, SPIN_INTERVAL_MS]).toEqual([20, 100])
  })

  it('424.115 is a half-dial arc: π × radius 135, to three decimals (why they do not apply to a linear meter)', () => {
    expect(Number((Math.PI * GAUGE_ARC_RADIUS).toFixed(3))).toBe(GAUGE_ARC_LENGTH)
    expect(GAUGE_DASH_PATTERN_LENGTH).toBeGreaterThan(GAUGE_ARC_LENGTH) // the gap hides the unfilled arc
  })
})
