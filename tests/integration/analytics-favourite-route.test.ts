import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/analytics/favourite/route'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Fav', 1)
  b = await makeWorld(payload, 'FavOther', 1)
  await payload.create({
    collection: 'cars',
    data: {
      tenant: b.tenant.id,
      dealership: b.dealership.id,
      name: 'Only on B',
      slug: 'fav-only-on-b',
      make: 'Kia',
      model: 'Rio',
      car_type: 'used',
      status: 'in_stock',
      price: 15000,
    },
    context: { disableRevalidate: true },
  })
})

const post = (site: string, body: unknown) =>
  POST(
    new Request('http://localhost/api/analytics/favourite', {
      method: 'POST',
      headers: { host: `${siteHost(site)}`, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

async function eventsOf(world: World, expected: number) {
  for (let i = 0; i < 50; i++) {
    const { docs } = await payload.find({
      collection: 'analytics-events',
      where: { site: { equals: world.site.id } },
      depth: 0,
    })
    if (docs.length >= expected) return docs
    await new Promise((r) => setTimeout(r, 40))
  }
  return []
}

// finance §6 "Favourite toggles per car; adding logs analytics event 39."; stock §9 "39 favourite".
describe('POST /api/analytics/favourite', () => {
  it('records event 39 for a car of the request site and answers 202', async () => {
    const res = await post(a.slug, { car_slug: 'car-0' })
    expect(res.status).toBe(202)
    const [event] = await eventsOf(a, 1)
    expect(event).toMatchObject({
      event_id: 39,
      path: '/cars/car-0',
      tenant: a.tenant.id,
      data: { car_id: a.cars[0]!.id, car_slug: 'car-0' },
    })
  })

  it("404 for another tenant's car, and nothing recorded there", async () => {
    expect((await post(a.slug, { car_slug: 'fav-only-on-b' })).status).toBe(404)
    await new Promise((r) => setTimeout(r, 300))
    const { docs } = await payload.find({
      collection: 'analytics-events',
      where: { site: { equals: a.site.id } },
      depth: 0,
    })
    expect(docs).toHaveLength(1) // only the event of the test above
  })

  it('400 with a readable message for a bad body', async () => {
    const res = await post(a.slug, '{"car_slug":')
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
  })
})
