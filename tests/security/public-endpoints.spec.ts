import { type APIRequestContext, expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { apiToken, serverOrigin, staffOf, superAdmin } from '../support/e2e/helpers'

// view.json, the history report, the calculator event and InstantSearch over real
// HTTP against the built server, the site taken from the Host through the seeded `domains`
// allow-list (architecture "Walls": "every public query scoped by the site resolved from the Host").
const A = { slug: 'harbourside-toyota', host: 'harbourside-toyota.com.au', name: 'Harbourside Toyota' }
const B = { slug: 'wollongong-mazda', host: 'wollongong-mazda.com.au' }
const UNLISTED = 'harbourside-toyota.example.net' // on no site's allow-list

type Hit = { objectID: string; slug: string; car_type: string; tenant: number }

async function search(request: APIRequestContext, host: string, params: Record<string, unknown> = {}) {
  const res = await request.post(`${serverOrigin()}/api/search/instantsearch`, {
    headers: { host },
    data: { requests: [{ indexName: 'Car_production', params: { hitsPerPage: 20, ...params } }] },
  })
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-store')
  const [result] = (await res.json()).results as { hits: Hit[]; nbHits: number }[]
  return result
}

/** Stock §9 events of a site's car, read as a super admin (staff-only collection). */
async function eventsFor(request: APIRequestContext, carSlug: string, eventId: number) {
  const token = await apiToken(request, superAdmin)
  const where = `where[path][equals]=/cars/${carSlug}&where[event_id][equals]=${eventId}&depth=0&limit=100`
  const res = await request.get(`${serverOrigin()}/api/analytics-events?${where}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).docs as { event_id: number; path: string; data: { car_slug: string } }[]
}

test('InstantSearch answers each host with its own site’s cars only, and an unlisted host with 404', async ({
  request,
}) => {
  const a = await search(request, A.host)
  const b = await search(request, B.host)
  expect(a!.hits.length).toBeGreaterThan(0)
  expect(b!.hits.length).toBeGreaterThan(0)
  expect(new Set(a!.hits.map((h) => h.tenant)).size).toBe(1)
  const aIds = new Set(a!.hits.map((h) => h.objectID))
  expect(b!.hits.filter((h) => aIds.has(h.objectID))).toEqual([])
  // A query naming a car of A, from B's host, finds nothing.
  expect((await search(request, B.host, { query: a!.hits[0]!.slug.split('-').at(-1) }))!.nbHits).toBe(0)

  const res = await request.post(`${serverOrigin()}/api/search/instantsearch`, {
    headers: { host: UNLISTED },
    data: { requests: [{ indexName: 'Car_production' }] },
  })
  expect(res.status()).toBe(404)
  expect((await res.json()).error.code).toBe('unknown_site')
})

test('view.json counts a view of a car of the host’s site, answers its fields, and walls off other sites', async ({
  request,
}) => {
  // A used car no other spec opens (not a demo-* fixture), viewed as a visitor of its own: view counting
  // may be once per visitor and car per day (the e2e server trusts 127.0.0.1 as a proxy, so the test names its address).
  const used = (await search(request, A.host, { facetFilters: ['car_type:used'] }))!.hits
    .filter((h) => !h.slug.startsWith('demo-'))
    .at(-1)!
  expect(used).toBeTruthy()
  const visitor = { 'x-forwarded-for': `203.0.113.${1 + (Date.now() % 250)}` }
  const before = await eventsFor(request, used.slug, 4)
  const res = await request.get(
    `${serverOrigin()}/api/vehicles/${used.slug}/view.json?photos_count=&updated_at=&website_id=`,
    {
      headers: { host: A.host, ...visitor },
    },
  )
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-store')
  const body = await res.json()
  expect(body.views).toBeGreaterThanOrEqual(1)
  expect(body.car_fields).toMatchObject({
    photos_count: expect.any(Number),
    updated_at: expect.any(String),
    status: expect.any(String),
  })
  // stock §9: a used car's view is event 4 (written off the response path, so poll).
  await expect.poll(async () => (await eventsFor(request, used.slug, 4)).length).toBeGreaterThan(before.length)

  const other = await request.get(`${serverOrigin()}/api/vehicles/${used.slug}/view.json`, {
    headers: { host: B.host },
  })
  expect(other.status()).toBe(404)
  expect((await other.json()).error.code).toBe('car_not_found')
  expect(
    (
      await request.get(`${serverOrigin()}/api/vehicles/${used.slug}/view.json`, { headers: { host: UNLISTED } })
    ).status(),
  ).toBe(404)
})

test('the calculator event is recorded for a car of the host’s site only', async ({ request }) => {
  const car = (await search(request, A.host))!.hits[0]
  const before = await eventsFor(request, car!.slug, 26)
  const res = await request.post(`${serverOrigin()}/api/analytics/calculator`, {
    headers: { host: A.host },
    data: { car_slug: car!.slug },
  })
  expect(res.status()).toBe(202)
  await expect.poll(async () => (await eventsFor(request, car!.slug, 26)).length).toBe(before.length + 1)

  const other = await request.post(`${serverOrigin()}/api/analytics/calculator`, {
    headers: { host: B.host },
    data: { car_slug: car!.slug },
  })
  expect(other.status()).toBe(404)
  expect((await other.json()).error.code).toBe('car_not_found')
  const bad = await request.post(`${serverOrigin()}/api/analytics/calculator`, { headers: { host: A.host }, data: {} })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error.fields).toHaveProperty('car_slug')
})

test('the history report redirects to the car’s file and records event 60; a car without one is 404', async ({
  request,
}) => {
  const [car, bare] = (await search(request, A.host))!.hits
  expect(
    (
      await request.get(`${serverOrigin()}/api/vehicles/${bare!.slug}/history-report`, {
        headers: { host: A.host },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(404)

  // Staff of the tenant upload a report and attach it to one car; the seed is restored in finally.
  const auth = { Authorization: `JWT ${await apiToken(request, staffOf(A.slug))}` }
  const doc = await PDFDocument.create()
  doc.addPage()
  const pdf = Buffer.from(await doc.save())
  const upload = await request.post(`${serverOrigin()}/api/media`, {
    headers: auth,
    multipart: {
      file: { name: `history-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: pdf },
      _payload: JSON.stringify({ alt: 'History report', tenant: car!.tenant }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const media = (await upload.json()).doc as { id: number; url: string }
  try {
    expect(
      (
        await request.patch(`${serverOrigin()}/api/cars/${car!.objectID}`, { headers: auth, data: { file: media.id } })
      ).status(),
    ).toBe(200)
    const before = await eventsFor(request, car!.slug, 60)
    const res = await request.get(`${serverOrigin()}/api/vehicles/${car!.slug}/history-report`, {
      headers: { host: A.host },
      maxRedirects: 0,
    })
    expect(res.status()).toBe(303)
    expect(new URL(res.headers().location!).pathname).toBe(new URL(media.url, serverOrigin()).pathname)
    await expect.poll(async () => (await eventsFor(request, car!.slug, 60)).length).toBe(before.length + 1)
    const other = await request.get(`${serverOrigin()}/api/vehicles/${car!.slug}/history-report`, {
      headers: { host: B.host },
      maxRedirects: 0,
    })
    expect(other.status()).toBe(404)
  } finally {
    await request.patch(`${serverOrigin()}/api/cars/${car!.objectID}`, { headers: auth, data: { file: null } })
    await request.delete(`${serverOrigin()}/api/media/${media.id}`, { headers: auth })
  }
})
