import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/analytics/calculator/route'

import { testPayload } from '../support/integration/payload'
import { makeWalledCar, makeWorld, siteHost, type World } from '../support/integration/world'

let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Calc', 1)
  b = await makeWorld(payload, 'Other', 1)
  await makeWalledCar(payload, b)
})

const post = (site: string, body: unknown) =>
  POST(
    new Request(`http://${siteHost(site)}/api/analytics/calculator`, {
      method: 'POST',
      headers: { host: siteHost(site), 'content-type': 'application/json' },
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

describe('POST /api/analytics/calculator (finance §4 "first change … sends one analytics event (id 26)")', () => {
  it('records event 26 for a car of the request site and answers 202', async () => {
    const res = await post(a.slug, { car_slug: 'car-0' })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ ok: true })
    const [event] = await eventsOf(a, 1)
    expect(event).toMatchObject({
      event_id: 26,
      path: '/cars/car-0',
      tenant: a.tenant.id,
      data: { car_id: a.cars[0]!.id, car_slug: 'car-0' },
    })
  })

  it.each([
    ['no car_slug', {}, 'car_slug'],
    ['an empty car_slug', { car_slug: '  ' }, 'car_slug'],
    ['not JSON', '{', 'body'],
  ])('400 with the field for %s', async (_, body, field) => {
    const res = await post(a.slug, body)
    expect(res.status).toBe(400)
    const json = await res.json()
    // src/http/read-json.ts: invalid_json for a body that is not JSON, invalid_body for one the schema refuses.
    expect(json.error).toMatchObject({
      code: field === 'body' ? 'invalid_json' : 'invalid_body',
      message: expect.any(String),
    })
    expect(Object.keys(json.error.fields)).toEqual([field])
  })

  it('413 for a body over 2 KB, read no further', async () => {
    const res = await post(a.slug, { car_slug: 'x'.repeat(3000) })
    expect(res.status).toBe(413)
    expect((await res.json()).error).toMatchObject({ code: 'too_large', message: expect.any(String) })
  })

  it("404 for another tenant's car: the wall holds", async () => {
    const res = await post(a.slug, { car_slug: 'only-on-b' })
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('car_not_found')
  })

  it('404 for an unknown site', async () => {
    const res = await post('no-such-site', { car_slug: 'car-0' })
    expect(res.status).toBe(404)
    expect((await res.json()).error).toEqual({
      code: 'unknown_site',
      message: 'There is no dealer website at this address.',
    })
  })
})
