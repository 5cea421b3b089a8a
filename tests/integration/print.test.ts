import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/vehicles/[slug]/pdf/route'

import { testPayload } from '../support/integration/payload'
import { makeWalledCar, makeWorld, siteHost, type World } from '../support/integration/world'

let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Printer', 1)
  b = await makeWorld(payload, 'Elsewhere', 1)
  await makeWalledCar(payload, b)
})

const get = (site: string, slug: string) =>
  GET(new Request(`http://${siteHost(site)}/api/vehicles/${slug}/pdf`, { headers: { host: siteHost(site) } }), {
    params: Promise.resolve({ slug }),
  })

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

describe('GET /api/vehicles/{slug}/pdf (stock §4 "Print", §7 PDF fetch; architecture "Print")', () => {
  it('answers a PDF download named after the slug for a car of the site, and records event 61', async () => {
    const res = await get(a.slug, 'car-0')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="car-0.pdf"')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)
    expect(doc.getTitle()).toBe('Printer car 0')
    // docs/features/security.md "The primary domain": the printed link is on the site's primary domain (its first
    // domain here)
    expect(doc.getKeywords()).toBe(`https://${siteHost(a.slug)}/cars/car-0`)
    const [event] = await eventsOf(a, 1)
    expect(event).toMatchObject({
      event_id: 61,
      path: '/cars/car-0',
      tenant: a.tenant.id,
      data: { car_id: a.cars[0]!.id, car_slug: 'car-0' },
    })
  })

  it("404 for another tenant's car slug: the wall holds", async () => {
    const res = await get(a.slug, 'only-on-b')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'car_not_found', message: 'We could not find that car on this site.' },
    })
  })

  it('404 for an unknown site', async () => {
    const res = await get('no-such-site', 'car-0')
    expect(res.status).toBe(404)
    expect((await res.json()).error.code).toBe('unknown_site')
  })
})
