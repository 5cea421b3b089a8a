import { describe, expect, it } from 'vitest'

import { bodyStyleTabs, colourPickerView, modelHref, newVehiclesMenuLinks } from '@/domain/models'
import { slugify } from '@/domain/text/slug'

import { footerData } from '../../scripts/seed/content'
import { tenantImagePlan } from '../../scripts/seed/image-pool'
import { modelData } from '../../scripts/seed/models'
import { candidateModels } from '../../scripts/seed/stock-plan'
import { TENANTS } from '../../scripts/seed/tenants'

const YEAR = 2026

/** Every tenant's seeded models, with a pool holding every image the tenant's plan draws. */
function seeded(t: (typeof TENANTS)[number]) {
  const pool = Object.fromEntries(tenantImagePlan(t, YEAR).map((img, i) => [img.key, i + 1]))
  const makes = [...new Set(t.dealerships.map((d) => d.manufacturer).filter((m): m is string => Boolean(m)))]
  return makes.flatMap((make) => {
    const range = candidateModels(
      t.dealerships.find((d) => d.manufacturer === make)!,
      'new',
      YEAR,
    )
    return range.map((m, i) => ({ make, ...modelData(make, m, range, 1, 1, pool, YEAR, i) }))
  })
}

describe('the demo models (scripts/seed/models.ts)', () => {
  it.each(TENANTS.map((t) => [t.slug, t] as const))('%s: one page per model, every picture from the pool', (_, t) => {
    const models = seeded(t)
    expect(new Set(models.map((m) => m.slug)).size).toBe(models.length)
    for (const m of models) {
      expect(m.image).not.toBeNull()
      for (const c of m.colours) expect(c.photo).not.toBeNull()
    }
  })

  it("every footer Models link is a seeded model's page (links.spec.ts would 404 otherwise)", () => {
    for (const t of TENANTS) {
      const pages = new Set(seeded(t).map((m) => modelHref(m.slug)))
      for (const s of t.sites) {
        const models = footerData(t, s, YEAR).groups.find((g) => g.title === 'Models')
        for (const link of models?.links ?? []) expect(pages).toContain(link.url)
      }
    }
  })

  // finance §4 "With 3 or more distinct body styles and more than 15 colours, a second tab row by body style appears"
  it('a ute shows the body-style tabs on every variant; a wagon does not', () => {
    const toyota = seeded(TENANTS.find((t) => t.slug === 'harbourside-toyota')!)
    const hilux = toyota.find((m) => m.slug === 'hilux')!
    expect(bodyStyleTabs(hilux.colours)).toEqual(['dual_cab', 'extra_cab', 'single_cab'])
    for (const v of hilux.variants) expect(colourPickerView(hilux.colours, v.name, null).styles).toHaveLength(3)
    expect(bodyStyleTabs(toyota.find((m) => m.slug === 'rav4')!.colours)).toEqual([])
  })

  it('the top variant has a colour of its own, so the variant tabs change the swatches', () => {
    const rav4 = seeded(TENANTS.find((t) => t.slug === 'harbourside-toyota')!).find((m) => m.slug === 'rav4')!
    const [base, top] = [rav4.variants[0]!.name, rav4.variants.at(-1)!.name]
    expect(colourPickerView(rav4.colours, top, null).shown.length).toBe(
      colourPickerView(rav4.colours, base, null).shown.length + 1,
    )
  })

  it('the New Vehicles dropdown names each page once', () => {
    const models = seeded(TENANTS.find((t) => t.slug === 'harbourside-toyota')!)
    const links = newVehiclesMenuLinks(models)
    expect(links.map((l) => l.url)).toEqual(models.map((m) => `/models/${slugify(m.name)}`))
  })
})
