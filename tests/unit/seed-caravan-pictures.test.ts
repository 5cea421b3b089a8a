import { describe, expect, it } from 'vitest'

import { exteriorSvg } from '../../scripts/seed/silhouettes'

// A caravan dealer speaks of caravans: "the placeholder picture is a car". The demo's drawn pictures
// of a caravan, front and rear, are a caravan's, not a car's end with a windscreen and bonnet.
describe("the demo's caravan pictures", () => {
  const colour = { label: 'White', hex: '#f4f4f4' }
  it.each(['Front', 'Rear'] as const)('%s view draws a caravan', (angle) => {
    const svg = exteriorSvg('Caravan', colour, angle, 'Outback RV')
    expect(svg).toContain(`data-drawing="caravan-${angle.toLowerCase()}"`)
    // the car's windscreen: a trapezium from 440 to 760 across
    expect(svg).not.toMatch(/M440 \d+ L760/)
  })

  it("a car's front is still a car's", () => {
    expect(exteriorSvg('SUV', colour, 'Front', 'Harbourside')).toMatch(/M440 \d+ L760/)
  })
})
