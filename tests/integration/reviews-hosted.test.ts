import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { httpReviewsSource } from '@/integrations/reviews/http'
import type { Location } from '@/payload-types'
import { importHostedReviewsEndpoint } from '@collections/Reviews/endpoints/import-hosted'

import { FakeReviewsApi } from '../support/fake-reviews/server'
import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/features/locations.md "Reviews adapter": the hosted reviews service sits behind an interface, tested against a
// local fake; and the wall: staff of a tenant import only into their own tenant.
let payload: Payload
let a: World
let b: World
let aSales: Location
let aNoPlace: Location
let bSales: Location
const fake = new FakeReviewsApi()
let baseUrl: string
const ctx = { disableRevalidate: true }

async function makeLocation(w: World, name: string, placeId: string | null) {
  return payload.create({
    collection: 'locations',
    data: {
      tenant: w.tenant.id,
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${w.slug}`,
      dealership: w.dealership.id,
      location_type: 'sales',
      address: { street: `${name} Street`, city: 'Wollongong', state: 'nsw', postcode: '2500', place_id: placeId },
    } as never,
    context: ctx,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  baseUrl = await fake.start()
  a = await makeWorld(payload, 'Hosta', 0)
  b = await makeWorld(payload, 'Hostb', 0)
  aSales = await makeLocation(a, 'Hosted Alpha', `place-a-${a.slug}`)
  aNoPlace = await makeLocation(a, 'Hosted Alpha Placeless', null)
  bSales = await makeLocation(b, 'Hosted Bravo', `place-b-${b.slug}`)
})
afterAll(() => fake.stop())
beforeEach(() => {
  fake.failing.clear()
  fake.places.set(`place-a-${a.slug}`, [
    { id: 'a1', author_name: 'Ann', rating: 5, text: 'Lovely <b>team</b>', created_at: '2026-10-01T03:00:00Z' },
    { id: 'a2', author_name: 'Abe', rating: 4, created_at: '2026-09-01T03:00:00Z', reply: { text: 'Thanks Abe' } },
    { id: 'a3', author_name: 'Ada', rating: 4.5, created_at: '2026-08-01T03:00:00Z' },
  ])
  fake.places.set(`place-b-${b.slug}`, [
    { id: 'b1', author_name: 'Bea', rating: 1, created_at: '2026-10-01T03:00:00Z' },
  ])
})

const endpoint = (configured = true) =>
  importHostedReviewsEndpoint(() =>
    configured ? httpReviewsSource({ baseUrl, apiToken: fake.token, timeoutMs: 2000 }) : null,
  )
const call = (user: unknown, tenant: unknown, configured = true) =>
  endpoint(configured).handler({
    user,
    payload,
    // As Payload's REST route hands it over: list guards (boundApiLists) treat it as a REST call.
    payloadAPI: 'REST',
    url: `http://localhost/api/reviews/import-hosted?tenant=${tenant}`,
  } as never)

const reviewsAt = async (location: Location) =>
  (
    await payload.find({
      collection: 'reviews',
      where: { location: { equals: location.id } },
      depth: 0,
      sort: '-review_date',
      limit: 100,
    })
  ).docs

describe('POST /api/reviews/import-hosted', () => {
  it("imports the reviews of the staff member's own locations with a place id, each once", async () => {
    const res = await call(asUser(a.staff), a.tenant.id)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ created: 3, unchanged: 0, errors: [] })
    const stored = await reviewsAt(aSales)
    expect(stored.map((r) => [r.external_id, r.customer_name, r.rating, r.tenant, r.hidden])).toEqual([
      ['a1', 'Ann', 5, a.tenant.id, false],
      ['a2', 'Abe', 4, a.tenant.id, false],
      ['a3', 'Ada', 4.5, a.tenant.id, false],
    ])
    expect(stored[0]!.text).toBe('Lovely <b>team</b>') // stored as text; pages render it as text only
    expect([stored[1]!.reply_text, stored[1]!.reply_date]).toEqual(['Thanks Abe', '2026-09-01T03:00:00.000Z'])
    expect(await reviewsAt(aNoPlace)).toHaveLength(0)
    // B's place was never asked for on A's behalf.
    expect(fake.seen.some((s) => s.path.includes(`place-b-${b.slug}`))).toBe(false)

    // Again, with one new review: only that one is added.
    fake.places.get(`place-a-${a.slug}`)!.unshift({
      id: 'a4',
      author_name: 'Amy',
      rating: 5,
      created_at: '2026-11-01T03:00:00Z',
    })
    expect(await (await call(asUser(a.staff), a.tenant.id)).json()).toEqual({ created: 1, unchanged: 3, errors: [] })
    expect(await reviewsAt(aSales)).toHaveLength(4)
  })

  it("cannot import into tenant B, and B's locations get nothing", async () => {
    const res = await call(asUser(a.staff), b.tenant.id)
    expect(res.status).toBe(403)
    expect(await reviewsAt(bSales)).toHaveLength(0)
  })

  it('reports a failing place and still imports the others', async () => {
    fake.failing.add(`place-a-${a.slug}`)
    const res = await call(asUser(b.staff), b.tenant.id)
    expect(await res.json()).toEqual({ created: 1, unchanged: 0, errors: [] })
    const failing = await call(asUser(a.staff), a.tenant.id)
    expect(failing.status).toBe(200)
    const body = (await failing.json()) as { created: number; errors: { location: string; message: string }[] }
    expect(body.created).toBe(0)
    expect(body.errors).toEqual([
      { location: aSales.slug, message: 'The reviews service could not be reached just now. Please try again later.' },
    ])
  })

  it('answers 401 to anonymous callers and 503 when no service is configured', async () => {
    expect((await call(null, a.tenant.id)).status).toBe(401)
    const res = await call(asUser(a.staff), a.tenant.id, false)
    expect(res.status).toBe(503)
    expect((await res.json()).error.code).toBe('not_configured')
  })
})
