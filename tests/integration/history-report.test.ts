import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/vehicles/[slug]/history-report/route'
import { eventsWritten } from '@/integrations/analytics'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

const ctx = { disableRevalidate: true }
let payload: Payload
let a: World
let b: World
let reportUrl: string
let reportId: number

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'History', 2)
  b = await makeWorld(payload, 'Elsewhere', 1)
  const doc = await PDFDocument.create()
  doc.addPage()
  const pdf = Buffer.from(await doc.save())
  const report = await payload.create({
    collection: 'media',
    data: { tenant: a.tenant.id, alt: 'History report' },
    file: { data: pdf, mimetype: 'application/pdf', name: `history-${a.slug}.pdf`, size: pdf.length },
    context: ctx,
  })
  reportUrl = report.url!
  reportId = report.id
  await payload.update({ collection: 'cars', id: a.cars[0]!.id, data: { file: report.id }, context: ctx })
  await payload.update({ collection: 'cars', id: b.cars[0]!.id, data: { slug: `only-${b.slug}` }, context: ctx })
})

// Deleting the document removes its file from data/media too.
afterAll(async () => {
  await payload.update({ collection: 'cars', id: a.cars[0]!.id, data: { file: null }, context: ctx })
  await payload.delete({ collection: 'media', id: reportId, context: ctx })
})

const get = (site: string, slug: string) =>
  GET(
    new Request(`http://${siteHost(site)}/api/vehicles/${slug}/history-report`, { headers: { host: siteHost(site) } }),
    {
      params: Promise.resolve({ slug }),
    },
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

describe('GET /api/vehicles/{slug}/history-report (stock §3 Car "file (history report)", §9 "60 history report")', () => {
  it('records event 60 for the car and redirects to its history report', async () => {
    const res = await get(a.slug, 'car-0')
    expect(res.status).toBe(303)
    // docs/features/security.md "The primary domain": redirects are built on the site's primary domain (its first
    // domain here), never the request's host
    expect(res.headers.get('location')).toBe(new URL(reportUrl, `https://${siteHost(a.slug)}/`).href)
    const [event] = await eventsOf(a, 1)
    expect(event).toMatchObject({
      event_id: 60,
      path: '/cars/car-0',
      tenant: a.tenant.id,
      data: { car_id: a.cars[0]!.id, car_slug: 'car-0' },
    })
  })

  it('404 no_history_report for a car without one, and no event', async () => {
    const res = await get(a.slug, 'car-1')
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('no_history_report')
    await eventsWritten() // every event recorded so far is in the database: none may be for car-1
    expect(
      (
        await payload.find({
          collection: 'analytics-events',
          where: { and: [{ site: { equals: a.site.id } }, { path: { equals: '/cars/car-1' } }] },
        })
      ).docs,
    ).toEqual([])
  })

  it("404 for another tenant's car: the wall holds", async () => {
    const res = await get(a.slug, `only-${b.slug}`)
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('car_not_found')
  })

  it('404 for an unknown site', async () => {
    expect((await get('no-such-site', 'car-0')).status).toBe(404)
  })
})
