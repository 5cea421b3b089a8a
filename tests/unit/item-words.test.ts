import { describe, expect, it } from 'vitest'

import { testDriveWords } from '@/domain/cars/item-noun'

import { footerData } from '../../scripts/seed/content'
import { TENANTS } from '../../scripts/seed/tenants'

// A caravan dealer speaks of caravans: "caravans offer 'Book a Test Drive' (use 'Book an
// Inspection')"; docs/ARCHITECTURE.md "Search": caravans are not cars.
describe('the test-drive button in the item type’s words', () => {
  it.each([
    ['caravan', 'Book an Inspection', 'Book inspection'],
    ['car', 'Book a Test Drive', 'Book test drive'],
    [null, 'Book a Test Drive', 'Book test drive'],
  ])('%s → %s', (itemType, button, submit) => {
    expect(testDriveWords(itemType)).toEqual({ button, submit })
  })
})

describe("the demo caravan dealer's footer", () => {
  it('names caravans and links no car type it has none of', () => {
    const tenant = TENANTS.find((t) => t.sites.some((s) => s.slug === 'outback-rv'))!
    const site = tenant.sites.find((s) => s.slug === 'outback-rv')!
    const labels = footerData(tenant, site, 2026).groups.flatMap((g) => g.links.map((l) => l.label))
    expect(labels).toContain('Caravans')
    expect(labels).not.toContain('Demo Cars')
    expect(labels).not.toContain('New Cars')
  })
})
