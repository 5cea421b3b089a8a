import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { VehicleView } from '@/components/vehicle/detail/vehicle-view'
import { VehicleDetails } from '@/components/vehicle/detail/VehicleDetails'

const car = {
  slug: 'demo-rav4',
  name: '2022 Toyota RAV4 GXL',
  car_type: 'used',
  year: 2022,
  km: 41000,
  standardEquipment: [],
  dealercomments: null,
  file: null,
}
const render = (carChanges: Record<string, unknown>, usedLabel: VehicleView['usedLabel'] = 'Used') =>
  renderToStaticMarkup(
    createElement(VehicleDetails, {
      view: { car: { ...car, ...carChanges }, usedLabel } as unknown as VehicleView,
      regoText: null,
    }),
  )

describe('VehicleDetails markup', () => {
  it("links the history report through the route that records event 60 (stock §3 Car 'file (history report)', §9 '60 history report')", () => {
    const html = render({ file: { url: '/api/media/file/report.pdf' } })
    expect(html).toMatch(/<a href="\/api\/vehicles\/demo-rav4\/history-report"[^>]*>History report<\/a>/)
    expect(html).not.toContain('/api/media/file/report.pdf')
  })

  it('shows no history report link for a car without one', () => {
    expect(render({})).not.toContain('History report')
  })

  it.each([
    // stock §9 "'used' is relabelled Pre-Owned for some tenants"
    ['Used', 'Used'],
    ['Pre-Owned', 'Pre-Owned'],
  ] as const)("the Condition row of a used car on a site labelling it '%s'", (label, shown) => {
    expect(render({}, label)).toContain(`<dt>Condition</dt><dd>${shown}</dd>`)
  })
})
