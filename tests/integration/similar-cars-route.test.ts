import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/vehicles/[slug]/similar/route'
import { getSearchEngine, resetSearchEngine } from '@/search/instance'
import type { CarIndexDoc } from '@/search/types'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// GET /api/vehicles/{slug}/similar: "up to 6 similar cars from the request site's own stock" (stock §7, §9;
// architecture "Walls"). Both worlds sell Toyota Corollas at $30,000-ish, so a broken wall shows.
let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Similar', 3)
  b = await makeWorld(payload, 'Rival', 3)
  await payload.update({
    collection: 'cars',
    id: b.cars[0]!.id,
    data: { slug: `only-${b.slug}` },
    context: { disableRevalidate: true },
  })
  resetSearchEngine()
  await getSearchEngine(payload) // built from this run's database
})

afterAll(() => resetSearchEngine())

const get = (site: string, slug: string) =>
  GET(new Request(`http://${siteHost(site)}/api/vehicles/${slug}/similar`, { headers: { host: siteHost(site) } }), {
    params: Promise.resolve({ slug }),
  })

describe('GET /api/vehicles/{slug}/similar', () => {
  it("suggests the site's own other cars and never another tenant's", async () => {
    const res = await get(a.slug, 'car-0')
    expect(res.status).toBe(200)
    const { hits } = (await res.json()) as { hits: CarIndexDoc[] }
    const ids = hits.map((h) => String(h.id))
    // Non-empty, so the wall check below cannot pass on nothing.
    expect(ids.sort()).toEqual([String(a.cars[1]!.id), String(a.cars[2]!.id)].sort())
    for (const h of hits) expect(String(h.tenant)).toBe(String(a.tenant.id))
  })

  it("404 car_not_found for another tenant's car slug: the wall holds", async () => {
    const res = await get(a.slug, `only-${b.slug}`)
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('car_not_found')
  })

  // withSiteCar settles slug decoding, which throws on %ff: a slug that does not
  // decode is a missing car, answered as every other one, never a 500.
  it.each([['%ff'], ['car-0%'], ['%E0%A4%A']])('404 car_not_found for the undecodable slug %s', async (slug) => {
    const res = await get(a.slug, slug)
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('car_not_found')
  })

  it('finds a car whose slug arrives percent-encoded', async () => {
    expect((await get(a.slug, 'car%2D0')).status).toBe(200)
  })

  it('404 unknown_site for a host on no allow-list', async () => {
    const res = await get('no-such-site', 'car-0')
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('unknown_site')
  })
})
