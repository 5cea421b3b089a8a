import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteSearchScope } from '@/data/search/scope'
import { loadSite } from '@/data/sites/loaders'
import type { Car, Dealership } from '@/payload-types'
import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { loadIndexDocs } from '@/search/indexing/load-index-docs'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// finance §3: a dealership's include_sold_cars_days overrides the site's window (stock §4, default 3)
// for that dealership's cars, from the database through SiteContext and the scope to the engine.
const ctx = { disableRevalidate: true, disableSearchSync: true }
const DAY_MS = 86_400_000

let payload: Payload
let world: World
let used: Dealership
const cars: Record<'soldHere' | 'soldThere' | 'inStockHere', Car> = {} as never

beforeAll(async () => {
  payload = await testPayload()
  world = await makeWorld(payload, 'Window', 0)
  used = await payload.create({
    collection: 'dealerships',
    data: { tenant: world.tenant.id, name: 'Window Used', slug: `${world.slug}-used` },
    context: ctx,
  })
  await payload.update({
    collection: 'sites',
    id: world.site.id,
    data: { dealerships: [world.dealership.id, used.id] },
    context: ctx,
  })
  await payload.update({
    collection: 'dealerships',
    id: world.dealership.id,
    data: { include_sold_cars_days: 0 },
    context: ctx,
  })
  const car = (key: keyof typeof cars, dealership: Dealership, sold: boolean) =>
    payload
      .create({
        collection: 'cars',
        context: ctx,
        data: {
          tenant: world.tenant.id,
          dealership: dealership.id,
          name: `Window ${key}`,
          slug: `window-${key.toLowerCase()}`,
          make: 'Mazda',
          model: 'CX-5',
          car_type: 'used',
          status: sold ? 'sold' : 'in_stock',
          ...(sold ? { sold_date: new Date(Date.now() - DAY_MS).toISOString() } : {}),
        },
      })
      .then((c) => (cars[key] = c))
  await car('soldHere', world.dealership, true)
  await car('soldThere', used, true)
  await car('inStockHere', world.dealership, false)
})

describe("a dealership's own sold window", () => {
  it('reaches the site context and the search scope', async () => {
    const site = (await loadSite(payload, world.slug))!
    expect(site.dealerships.map((d) => [d.id, d.include_sold_cars_days ?? null])).toEqual([
      [world.dealership.id, 0],
      [used.id, null],
    ])
    expect(siteSearchScope(site).soldWindowByDealership).toEqual({ [String(world.dealership.id)]: 0 })
  })

  it("0 days lists none of its sold cars while the site default 3 lists the other dealership's 1-day-old sold car", async () => {
    const site = (await loadSite(payload, world.slug))!
    const engine = new EmbeddedSearchEngine(await loadIndexDocs(payload, { tenantId: world.tenant.id }))
    const r = await engine.search({ scope: siteSearchScope(site), sort: 'newest' })
    expect(r.hits.map((h) => h.id).sort()).toEqual([cars.soldThere.id, cars.inStockHere.id].sort())
  })

  it('a dealership may not set a window over 60 days, as a site may not', async () => {
    await expect(
      payload.update({ collection: 'dealerships', id: used.id, data: { include_sold_cars_days: 61 }, context: ctx }),
    ).rejects.toThrow(/include_sold_cars_days|invalid/i)
    const ok = await payload.update({
      collection: 'dealerships',
      id: used.id,
      data: { include_sold_cars_days: 60 },
      context: ctx,
    })
    expect(ok.include_sold_cars_days).toBe(60)
    await payload.update({
      collection: 'dealerships',
      id: used.id,
      data: { include_sold_cars_days: null },
      context: ctx,
    })
  })
})
