import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { withGeneratedMenus } from '@/components/layout/generated-menus'
import { getSiteModels, loadSiteModels, modelsRef } from '@/data/content/models'
import { getSite } from '@/data/sites/sites'
import type { Manufacturer, Menu, Model } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// A data cache that honours tags, as Next's does (helpers/tagged-cache.ts).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  ...(await import('../support/integration/tagged-cache')).taggedCache(),
}))

let payload: Payload
let a: World
let b: World
let toyotaA: Manufacturer
let toyotaB: Manufacturer
let rav4B: Model

const quiet = { disableRevalidate: true }
const as = (w: World) => ({ user: asUser(w.staff), overrideAccess: false as const })
const ref = (w: World) => ({ id: w.site.id, tenantId: w.tenant.id, makes: ['Toyota'] })

const variant = (name: string, features = 0) => ({
  name,
  full_name: `2026 Toyota RAV4 ${name}`,
  dap_min_price: 45990,
  dap_max_price: 48990,
  features: Array.from({ length: features }, (_, i) => ({ feature: `Feature ${i + 1}` })),
})

async function makeModels(w: World, prefix: string) {
  const toyota = await payload.create({
    collection: 'manufacturers',
    data: { tenant: w.tenant.id, name: 'Toyota', slug: 'toyota', manufacturer_body: ['SUV', 'Ute'] },
    context: quiet,
  })
  const model = (name: string, slug: string, extra: Partial<Model> = {}) =>
    payload.create({
      collection: 'models',
      data: {
        tenant: w.tenant.id,
        name,
        slug,
        manufacturer: toyota.id,
        status: 'available',
        manufacturer_body: 'SUV',
        short_description: `${prefix} ${name}`,
        variants: [variant('GX', 10), variant('GXL')],
        colours: [{ name: 'Glacier White', hex_code: '#f4f5f2', oem_id: 'wagon' }],
        ...extra,
      } as never,
      context: quiet,
    })
  const rav4 = await model('RAV4', 'rav4', { sort: 0 })
  await model('bZ4X', 'bz4x', { status: 'coming_soon', sort: 1 })
  await model('Old Model', 'old-model', { status: 'hidden', sort: 2 })
  // A Lexus model of the same tenant: a make none of the site's dealerships sells.
  const lexus = await payload.create({
    collection: 'manufacturers',
    data: { tenant: w.tenant.id, name: 'Lexus', slug: 'lexus' },
    context: quiet,
  })
  await payload.create({
    collection: 'models',
    data: { tenant: w.tenant.id, name: 'RX', slug: 'rx', manufacturer: lexus.id, status: 'available' },
    context: quiet,
  })
  return { toyota, rav4 }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'ModelsA', 0)
  b = await makeWorld(payload, 'ModelsB', 0)
  ;({ toyota: toyotaA } = await makeModels(a, 'Alpha'))
  ;({ toyota: toyotaB, rav4: rav4B } = await makeModels(b, 'Bravo'))
})

describe("a site's models (finance §2 Model pages, §3 Model)", () => {
  it('only its tenant, only its makes, hidden ones left out, in the staff order', async () => {
    const { manufacturers, models } = await loadSiteModels(payload, ref(a))
    expect(manufacturers.map((m) => [m.name, m.bodies])).toEqual([['Toyota', ['SUV', 'Ute']]])
    expect(models.map((m) => [m.slug, m.status, m.short_description])).toEqual([
      ['rav4', 'available', 'Alpha RAV4'],
      ['bz4x', 'coming_soon', 'Alpha bZ4X'],
    ])
    expect(models[0]!.variants.map((v) => [v.name, v.features.length])).toEqual([
      ['GX', 10],
      ['GXL', 0],
    ])
  })

  it('the site resolved from its slug reads its dealerships’ makes', async () => {
    const site = await getSite(a.slug)
    expect(modelsRef(site!).makes).toEqual(['Toyota'])
  })

  it('a model limited to another site of the tenant is not this site’s', async () => {
    const other = await payload.create({
      collection: 'sites',
      data: {
        tenant: a.tenant.id,
        name: 'Other',
        slug: `${a.slug}-other`,
        template: 'classic',
        dealerships: [a.dealership.id],
      },
      context: quiet,
    })
    await payload.create({
      collection: 'models',
      data: {
        tenant: a.tenant.id,
        name: 'Elsewhere',
        slug: 'elsewhere',
        manufacturer: toyotaA.id,
        status: 'available',
        sites: [other.id],
      },
      context: quiet,
    })
    expect((await loadSiteModels(payload, ref(a))).models.map((m) => m.slug)).not.toContain('elsewhere')
    expect((await loadSiteModels(payload, { ...ref(a), id: other.id })).models.map((m) => m.slug)).toContain(
      'elsewhere',
    )
  })
})

// Staff of A cannot read or change B's models; ARCHITECTURE "Tenant isolation".
describe('the tenant wall', () => {
  it("crossing the wall: site A's loader never returns B's models, though the slugs and make match", async () => {
    const { models } = await loadSiteModels(payload, ref(a))
    expect(models.every((m) => m.short_description?.startsWith('Alpha'))).toBe(true)
    expect(models.map((m) => m.id)).not.toContain(rav4B.id)
  })

  it.each(['models', 'manufacturers'] as const)(
    "staff of A cannot open, list, change or delete B's %s",
    async (collection) => {
      const theirs = collection === 'models' ? rav4B : toyotaB
      await expect(payload.findByID({ collection, id: theirs.id, ...as(a) })).rejects.toThrow()
      const listed = await payload.find({ collection, limit: 100, ...as(a) })
      expect(
        listed.docs.map((d) => String(d.tenant && typeof d.tenant === 'object' ? d.tenant.id : d.tenant)),
      ).not.toContain(String(b.tenant.id))
      await expect(
        payload.update({ collection, id: theirs.id, data: { name: 'Hijacked' }, ...as(a) }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection, id: theirs.id, ...as(a) })).rejects.toThrow()
      const still = await payload.findByID({ collection, id: theirs.id, depth: 0 })
      expect(still.name).not.toBe('Hijacked')
    },
  )

  it("a model of A cannot name B's manufacturer", async () => {
    await expect(
      payload.create({
        collection: 'models',
        data: { tenant: a.tenant.id, name: 'Forged', slug: 'forged', manufacturer: toyotaB.id, status: 'available' },
        ...as(a),
      }),
    ).rejects.toThrow()
  })

  it('staff of A edit their own models', async () => {
    const { docs } = await payload.find({ collection: 'models', where: { slug: { equals: 'rav4' } }, ...as(a) })
    expect(docs).toHaveLength(1)
    const updated = await payload.update({ collection: 'models', id: docs[0]!.id, data: { sort: 0 }, ...as(a) })
    expect(String(updated.tenant && typeof updated.tenant === 'object' ? updated.tenant.id : updated.tenant)).toBe(
      String(a.tenant.id),
    )
  })
})

// docs/features/content.md "Add a model": the "New Vehicles" menu's dropdown is generated from the models of the
// site's makes.
describe('the New Vehicles dropdown', () => {
  it("fills a 'models' item from the site's models, before the staff's own links", async () => {
    const site = await getSite(a.slug)
    const menu = {
      id: 1,
      name: 'm',
      items: [
        {
          label: 'New Toyota',
          url: '/models',
          generated: 'models',
          children: [{ label: 'Brochures', url: '/pages/brochures' }],
        },
        { label: 'About', url: '/about-us' },
      ],
      updatedAt: '',
      createdAt: '',
    } as Menu
    const filled = await withGeneratedMenus(menu, site!)
    expect(filled!.items![0]!.children).toEqual([
      { label: 'RAV4', url: '/models/rav4' },
      { label: 'ALL-NEW bZ4X', url: '/models/bz4x' },
      { label: 'Brochures', url: '/pages/brochures' },
    ])
    expect(filled!.items![1]!.children).toBeUndefined()
  })
})

// docs/features/caching.md "Caches, and what expires each": a change, including a delete, shows on the site within a
// second.
describe('a change, including a delete, shows at once', () => {
  it('a model edit and a model delete by staff expire the cached models', async () => {
    const doomed = await payload.create({
      collection: 'models',
      data: { tenant: a.tenant.id, name: 'Doomed', slug: 'doomed', manufacturer: toyotaA.id, status: 'available' },
      ...as(a),
    })
    expect((await getSiteModels(ref(a))).models.map((m) => m.slug)).toContain('doomed')
    await payload.update({ collection: 'models', id: doomed.id, data: { status: 'hidden' }, ...as(a) })
    expect((await getSiteModels(ref(a))).models.map((m) => m.slug)).not.toContain('doomed')
    await payload.update({ collection: 'models', id: doomed.id, data: { status: 'available' }, ...as(a) })
    expect((await getSiteModels(ref(a))).models.map((m) => m.slug)).toContain('doomed')
    await payload.delete({ collection: 'models', id: doomed.id, ...as(a) })
    expect((await getSiteModels(ref(a))).models.map((m) => m.slug)).not.toContain('doomed')
  })

  it('a make with models is kept, with a readable reason; without them its delete expires the cache', async () => {
    const w = await makeWorld(payload, 'ModelsGone', 0)
    const { toyota } = await makeModels(w, 'Gone')
    expect((await getSiteModels(ref(w))).manufacturers.map((m) => m.name)).toEqual(['Toyota'])
    await expect(payload.delete({ collection: 'manufacturers', id: toyota.id, ...as(w) })).rejects.toThrow(
      /This make has 3 models\. Delete them, or mark them Hidden, first\./,
    )
    await payload.delete({ collection: 'models', where: { manufacturer: { equals: toyota.id } }, ...as(w) })
    await payload.delete({ collection: 'manufacturers', id: toyota.id, ...as(w) })
    expect(await getSiteModels(ref(w))).toEqual({ manufacturers: [], models: [] })
  })
})
