import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadStockSummary } from '@/data/cars/stock-summary'
import { loadFooter, loadHeaderMenu } from '@/data/content/content'
import { loadSite, loadSiteMap } from '@/data/sites/loaders'
import { getSearchEngine, resetSearchEngine } from '@/search/instance'
import { shopperData, tenantScoped } from '@collections/index'
import { resolveSiteSlug } from '@tenants/resolve-host'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// Architecture "Walls": tenant isolation; anonymous REST/GraphQL gets no shopper data; staff of
// tenant A see and edit nothing of tenant B. Each test below tries to cross a wall.
let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Alpha', 3)
  b = await makeWorld(payload, 'Bravo', 2)
})

describe('anonymous access (what REST and GraphQL enforce)', () => {
  it.each(['users', ...shopperData, ...tenantScoped.filter((c) => c !== 'media')] as const)(
    'cannot read %s',
    async (collection) => {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    },
  )

  it('cannot create a lead through the API', async () => {
    await expect(
      payload.create({
        collection: 'leads',
        overrideAccess: false,
        data: { type: 'enquiry', site: a.site.id, tenant: a.tenant.id, name: 'Forged' },
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})

describe('staff of tenant A', () => {
  const as = () => ({ user: asUser(a.staff), overrideAccess: false })

  it("lists only tenant A's cars, sites, dealerships and users", async () => {
    for (const collection of ['cars', 'sites', 'dealerships', 'menus'] as const) {
      const { docs } = await payload.find({ collection, limit: 1000, depth: 0, ...as() })
      expect(docs.length).toBeGreaterThan(0)
      expect(new Set(docs.map((d) => d.tenant))).toEqual(new Set([a.tenant.id]))
    }
    const users = await payload.find({ collection: 'users', limit: 1000, ...as() })
    expect(users.docs.map((u) => u.email)).not.toContain(b.staff.email)
  })

  it("cannot open tenant B's car by id", async () => {
    await expect(payload.findByID({ collection: 'cars', id: b.cars[0]!.id, ...as() })).rejects.toThrow()
  })

  it("cannot edit or delete tenant B's car", async () => {
    await expect(
      payload.update({ collection: 'cars', id: b.cars[0]!.id, data: { price: 1 }, ...as() }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'cars', id: b.cars[0]!.id, ...as() })).rejects.toThrow()
    const untouched = await payload.findByID({ collection: 'cars', id: b.cars[0]!.id })
    expect(untouched.price).toBe(b.cars[0]!.price)
  })

  it('cannot move its own car into tenant B', async () => {
    await expect(
      payload.update({ collection: 'cars', id: a.cars[0]!.id, data: { tenant: b.tenant.id }, ...as() }),
    ).rejects.toThrow()
  })

  it('cannot make itself super-admin', async () => {
    const updated = await payload
      .update({ collection: 'users', id: a.staff.id, data: { role: 'super-admin' }, ...as() })
      .catch(() => null)
    const stored = await payload.findByID({ collection: 'users', id: a.staff.id })
    expect(stored.role).toBe('tenant-admin')
    if (updated) expect(updated.role).not.toBe('super-admin')
  })
})

describe('public data layer (src/data) scoped by the resolved site', () => {
  it('maps every site domain to its slug', async () => {
    const map = await loadSiteMap(payload)
    const opts = { allowLocalhostSlugs: false }
    expect(resolveSiteSlug(`www.${a.slug}.com.au`, map, opts)).toBe(a.slug)
    expect(resolveSiteSlug(`WWW.${b.slug}.com.au:443`, map, opts)).toBe(b.slug)
    expect(resolveSiteSlug(`${a.slug}.localhost`, map, opts)).toBeNull()
  })

  it("returns only the site's own tenant content", async () => {
    const siteA = await loadSite(payload, a.slug)
    expect(siteA?.tenantId).toBe(a.tenant.id)
    expect((await loadHeaderMenu(payload, siteA!))?.items?.[0]?.label).toBe('Alpha Home')
    expect((await loadFooter(payload, siteA!))?.groups?.[0]?.title).toBe('Alpha links')
  })

  it("drops another tenant's dealership forged into a site record", async () => {
    // Bypass validation and access entirely, as a bad import or a bug might.
    await payload.db.updateOne({
      collection: 'sites',
      id: a.site.id,
      data: { dealerships: [a.dealership.id, b.dealership.id] },
      req: {} as never,
    })
    const siteA = await loadSite(payload, a.slug)
    expect(siteA?.dealerships.map((d) => d.id)).toEqual([a.dealership.id])
  })

  it("counts only the site's stock even when asked for another tenant's dealership", async () => {
    resetSearchEngine()
    await getSearchEngine(payload) // built from this run's database
    const siteA = (await loadSite(payload, a.slug))!
    const forged = { ...siteA, dealerships: [...siteA.dealerships, { ...siteA.dealerships[0]!, id: b.dealership.id }] }
    const { counts } = await loadStockSummary(forged)
    expect(counts.new + counts.used + counts.demo).toBe(3)
  })
})

describe('car slugs', () => {
  it('may repeat across tenants but not within one', async () => {
    expect(a.cars[0]!.slug).toBe(b.cars[0]!.slug)
    await expect(
      payload.create({
        collection: 'cars',
        data: {
          tenant: a.tenant.id,
          dealership: a.dealership.id,
          name: 'dup',
          slug: a.cars[0]!.slug,
          make: 'Kia',
          model: 'Rio',
          car_type: 'new',
          status: 'in_stock',
        },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
  })
})
