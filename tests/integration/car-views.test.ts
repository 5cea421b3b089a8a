import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/vehicles/[slug]/view.json/route'
import { incrementCarViews } from '@/data/analytics/car-views'
import { eventsWritten } from '@/integrations/analytics'

import { testPayload } from '../support/integration/payload'
import { makeWalledCar, makeWorld, siteHost, type World } from '../support/integration/world'

let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Viewed', 2) // car-0 is new, car-1 used
  b = await makeWorld(payload, 'Unseen', 1)
  await makeWalledCar(payload, b)
})

// Each call is a new visitor (user agent) unless a test names one: a view counts once per visitor
// and car per day (docs/features/security.md "Rate limits and bodies", "View counts").
let visitors = 0
const get = (
  site: string,
  slug: string,
  query: Record<string, string> = {},
  visitor = `visitor-${Date.now()}-${visitors++}`,
) =>
  GET(
    new Request(`http://${siteHost(site)}/api/vehicles/${slug}/view.json?${new URLSearchParams(query)}`, {
      headers: { host: siteHost(site), 'user-agent': visitor },
    }),
    { params: Promise.resolve({ slug }) },
  )

describe('GET /api/vehicles/{slug}/view.json (stock §7)', () => {
  it('two calls add two views, answer the current car fields and leave updatedAt alone', async () => {
    const before = await payload.findByID({ collection: 'cars', id: a.cars[1]!.id, depth: 0 })
    const query = { photos_count: '0', updated_at: before.updatedAt, website_id: String(a.site.id) }
    const first = await get(a.slug, 'car-1', query)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const one = await first.json()
    const two = await (await get(a.slug, 'car-1', query)).json()
    expect(two.views - one.views).toBe(1)
    expect(one.car_fields).toEqual({ photos_count: 0, updated_at: before.updatedAt, price: 30001, status: 'in_stock' })
    const after = await payload.findByID({ collection: 'cars', id: a.cars[1]!.id, depth: 0 })
    expect(after.views ?? 0).toBe((before.views ?? 0) + 2)
    expect(after.updatedAt).toBe(before.updatedAt)
  })

  // An atomic increment through the database adapter: Payload's `$inc` is one UPDATE
  // (SQL) or one findOneAndUpdate (MongoDB), so views that arrive together are each counted.
  it('views that arrive together are each counted, and updatedAt stays', async () => {
    const w = await makeWorld(payload, 'Crowded', 1)
    const before = await payload.findByID({ collection: 'cars', id: w.cars[0]!.id, depth: 0 })
    const answers = await Promise.all(Array.from({ length: 8 }, () => incrementCarViews(w.cars[0]!.id)))
    expect(answers.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => n + (before.views ?? 0)))
    const after = await payload.findByID({ collection: 'cars', id: w.cars[0]!.id, depth: 0 })
    expect([after.views, after.updatedAt]).toEqual([(before.views ?? 0) + 8, before.updatedAt])
  })

  it('a car whose count was never set (NULL) counts from 0, also when its first views race', async () => {
    if (!('tables' in payload.db)) return // MongoDB: $inc on a missing field starts from 0 by itself
    const w = await makeWorld(payload, 'Uncounted', 1)
    const id = w.cars[0]!.id
    await payload.db.updateOne({ collection: 'cars', id, data: { views: null, updatedAt: null } })
    expect((await payload.findByID({ collection: 'cars', id, depth: 0 })).views ?? null).toBeNull()
    const answers = await Promise.all(Array.from({ length: 4 }, () => incrementCarViews(id)))
    expect(answers.sort((x, y) => x - y)).toEqual([1, 2, 3, 4])
    expect((await payload.findByID({ collection: 'cars', id, depth: 0 })).views).toBe(4)
  })

  const eventsOfWorld = async (w: World, eventId: number) =>
    (
      await payload.find({
        collection: 'analytics-events',
        where: { site: { equals: w.site.id }, event_id: { equals: eventId } },
        depth: 0,
        sort: 'path',
      })
    ).docs

  it('one visitor counts once a day, however often it calls (a view counts once per visitor and car per day)', async () => {
    const visitor = `same-${Date.now()}`
    const one = await (await get(a.slug, 'car-0', {}, visitor)).json()
    const again = await (await get(a.slug, 'car-0', {}, visitor)).json()
    const third = await (await get(a.slug, 'car-0', {}, visitor)).json()
    expect([again.views, third.views]).toEqual([one.views, one.views])
    const other = await (await get(a.slug, 'car-0')).json()
    expect(other.views).toBe(one.views + 1)
  })

  it('records event 4 for a used car only (stock §9)', async () => {
    // Its own site, so no other test's views count here; eventsWritten waits for the queued writes.
    const w = await makeWorld(payload, 'Eventful', 2) // car-0 new, car-1 used
    expect((await get(w.slug, 'car-0')).status).toBe(200)
    expect((await get(w.slug, 'car-1')).status).toBe(200)
    await eventsWritten()
    expect((await eventsOfWorld(w, 4)).map((e) => [e.event_id, e.path])).toEqual([[4, '/cars/car-1']])
  })

  it('records event 25, the view event, for every car type (stock §9 "25 and 26 calculator and view events")', async () => {
    const w = await makeWorld(payload, 'Viewed25', 2) // car-0 new, car-1 used
    expect((await get(w.slug, 'car-0')).status).toBe(200)
    expect((await get(w.slug, 'car-1')).status).toBe(200)
    await eventsWritten()
    expect((await eventsOfWorld(w, 25)).map((e) => e.path)).toEqual(['/cars/car-0', '/cars/car-1'])
  })

  it('counts with every parameter empty, as the spec call may send them', async () => {
    const res = await get(a.slug, 'car-0', { photos_count: '', updated_at: '', website_id: '' })
    expect(res.status).toBe(200)
  })

  it.each([
    ['another site’s website_id', { website_id: 'other' }, 'wrong_website', 'website_id'],
    ['a negative photos_count', { photos_count: '-1' }, 'invalid_query', 'photos_count'],
    ['a fractional photos_count', { photos_count: '1.5' }, 'invalid_query', 'photos_count'],
    ['an updated_at that is not a date-time', { updated_at: 'yesterday' }, 'invalid_query', 'updated_at'],
  ])('400 for %s', async (_, query, code, field) => {
    const res = await get(a.slug, 'car-0', query)
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error).toMatchObject({ code, message: expect.any(String) })
    expect(Object.keys(error.fields)).toEqual([field])
  })

  it("400 for a website_id of another tenant's site", async () => {
    expect((await get(a.slug, 'car-0', { website_id: String(b.site.id) })).status).toBe(400)
  })

  it("404 for another tenant's car slug, and its views do not move", async () => {
    const res = await get(a.slug, 'only-on-b')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'car_not_found', message: 'We could not find that car on this site.' },
    })
    const { docs } = await payload.find({ collection: 'cars', where: { slug: { equals: 'only-on-b' } }, depth: 0 })
    expect(docs[0]!.views ?? 0).toBe(0)
  })
})
