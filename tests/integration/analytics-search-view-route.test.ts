import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/analytics/search-view/route'
import { getSearchEngine, resetSearchEngine } from '@/search/instance'

import { testPayload } from '../support/integration/payload'
import { makeWalledCar, makeWorld, siteHost, type World } from '../support/integration/world'

// stock §9 "49 search view"; docs/features/caching.md "Caching and page weight": page-view events are sent from the
// browser with navigator.sendBeacon to the events endpoint (rate-limited), so the HTML can be
// shared.

let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Views', 2) // Toyota Corolla
  b = await makeWorld(payload, 'Walled', 0)
  await makeWalledCar(payload, b)
  resetSearchEngine()
  await getSearchEngine(payload) // built from this run's database
})

afterAll(() => resetSearchEngine())

/** As a beacon sends it: a string body, so text/plain. */
const beacon = (site: string, body: unknown) =>
  POST(
    new Request(`http://${siteHost(site)}/api/analytics/search-view`, {
      method: 'POST',
      headers: { host: siteHost(site), 'content-type': 'text/plain;charset=UTF-8' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

async function eventsOf(world: World, expected: number) {
  for (let i = 0; i < 50; i++) {
    const { docs } = await payload.find({
      collection: 'analytics-events',
      where: { site: { equals: world.site.id } },
      sort: 'createdAt',
      depth: 0,
    })
    if (docs.length >= expected) return docs
    await new Promise((r) => setTimeout(r, 40))
  }
  return []
}

describe('POST /api/analytics/search-view (stock §9 "49 search view", sent by the results page beacon)', () => {
  it('records event 49 for a results page of the request site, in its canonical form, and answers 202', async () => {
    const res = await beacon(a.slug, { path: '/search/toyota?page=2&sortBy=price_asc&query=', count: 2 })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ ok: true })
    const [event] = await eventsOf(a, 1)
    expect(event).toMatchObject({
      event_id: 49,
      tenant: a.tenant.id,
      path: '/search/toyota?page=2&sortBy=price:asc', // the page's canonical: old sort form, empty query dropped
      data: { count: 2, page: 2 },
    })
  })

  it.each([
    ['no path', { count: 1 }, 'path'],
    ['a path not on this site', { path: 'https://evil.example/search', count: 1 }, 'path'],
    ['a negative count', { path: '/search/used-cars', count: -1 }, 'count'],
    ['a fractional count', { path: '/search/used-cars', count: 1.5 }, 'count'],
    ['a count as text', { path: '/search/used-cars', count: '3' }, 'count'],
    ['not JSON', '{', 'body'],
  ])('400 with the field for %s', async (_, body, field) => {
    const res = await beacon(a.slug, body)
    expect(res.status).toBe(400)
    const json = await res.json()
    // src/http/read-json.ts: invalid_json for a body that is not JSON, invalid_body for one the schema refuses.
    expect(json.error).toMatchObject({
      code: field === 'body' ? 'invalid_json' : 'invalid_body',
      message: expect.any(String),
    })
    expect(Object.keys(json.error.fields)).toEqual([field])
  })

  it('413 for a body over 4 KB, read no further', async () => {
    const res = await beacon(a.slug, { path: `/search/used-cars?query=${'x'.repeat(5000)}`, count: 1 })
    expect(res.status).toBe(413)
    expect((await res.json()).error).toMatchObject({ code: 'too_large', message: expect.any(String) })
  })

  it.each([
    ['a page that is not a results page', '/cars/car-0'],
    ['a make this site does not stock', '/search/holden'],
    ['a bad %-escape', '/search/%E0%A4%A'],
  ])('404 search_not_found for %s', async (_, path) => {
    const res = await beacon(a.slug, { path, count: 0 })
    expect(res.status).toBe(404)
    expect((await res.json()).error).toMatchObject({ code: 'search_not_found', fields: { path: expect.any(String) } })
  })

  it("404 for another tenant's make, and nothing recorded for either site: the wall holds", async () => {
    expect((await beacon(b.slug, { path: '/search/kia', count: 1 })).status).toBe(202)
    const before = (await eventsOf(a, 1)).length
    const res = await beacon(a.slug, { path: '/search/kia', count: 1 })
    expect(res.status).toBe(404)
    await new Promise((r) => setTimeout(r, 200))
    expect(await eventsOf(a, 0)).toHaveLength(before)
    expect((await eventsOf(b, 1)).map((e) => [e.path, e.tenant])).toEqual([['/search/kia', b.tenant.id]])
  })

  it('404 for an unknown site', async () => {
    const res = await beacon('no-such-site', { path: '/search/used-cars', count: 1 })
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('unknown_site')
  })
})
