import type { CollectionSlug, Payload } from 'payload'
import { stringify } from 'qs-esm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/(payload)/api/[...slug]/route'
import type { Lead, Media } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/staff-guide.md "Labels and list columns": staff see a related document by its name. The admin's
// relationship and upload fields (a lead's Site, Car and Dealership, a page's image, "Last changed by")
// load those names with a POST whose url-encoded body is the query (`X-Payload-HTTP-Method-Override:
// GET`); refused as an unreadable write, every one showed "Untitled - ID: n". The tenant wall still
// holds: another tenant's documents stay out of the answer (ARCHITECTURE "Walls": "Any cross-tenant
// read is a bug").
const ctx = { disableRevalidate: true }
let payload: Payload
let a: World
let b: World
let token = ''
let lead: Lead
let leadOfB: Lead
let image: Media

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Titlea', 1)
  b = await makeWorld(payload, 'Titleb', 1)
  const lead0 = { type: 'enquiry', name: 'Sam Taylor' } as const
  lead = await payload.create({
    collection: 'leads',
    data: { ...lead0, tenant: a.tenant.id, site: a.site.id, car: a.cars[0]!.id, dealership: a.dealership.id },
    context: ctx,
  })
  leadOfB = await payload.create({
    collection: 'leads',
    data: { ...lead0, tenant: b.tenant.id, site: b.site.id, car: b.cars[0]!.id, dealership: b.dealership.id },
    context: ctx,
  })
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer()
  image = await payload.create({
    collection: 'media',
    data: { tenant: a.tenant.id, alt: 'Showroom' },
    file: { data: bytes, mimetype: 'image/png', name: `titles-${a.slug}.png`, size: bytes.length },
    context: ctx,
  })
  // A save by A's tenant admin stamps "Last changed by" (collections/hooks/history.ts).
  await payload.update({
    collection: 'cars',
    id: a.cars[0]!.id,
    data: { price: 31000 },
    user: asUser(a.staff),
    overrideAccess: false,
    context: ctx,
  })
  token = (
    await payload.login({ collection: 'users', data: { email: a.staff.email, password: 'correct-horse-battery' } })
  ).token!
}, 120_000)

/** What the admin's relationship field sends for the titles of `ids` (@payloadcms/ui Relationship/Input). */
async function titlesRequest(
  collection: CollectionSlug,
  titleField: string,
  ids: (number | string)[],
  { signedIn = true, where = { id: { in: ids } } as Record<string, unknown> } = {},
) {
  const body = stringify({ depth: 0, draft: true, limit: ids.length, select: { [titleField]: true }, where })
  const request = new Request(`http://localhost/api/${collection}`, {
    method: 'POST',
    headers: {
      host: 'localhost',
      ...(signedIn ? { authorization: `JWT ${token}` } : {}),
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      'x-payload-http-method-override': 'GET',
    },
    body,
  })
  const res = await POST(request, { params: Promise.resolve({ slug: [collection] }) })
  const json = (await res.json()) as { docs?: Record<string, unknown>[] }
  return { status: res.status, docs: json.docs ?? [] }
}

describe('admin relationship titles, as a tenant admin', () => {
  it("loads the titles of a lead's site, car and dealership, a media file and the last editor", async () => {
    const cases: [CollectionSlug, string, number | string, string][] = [
      ['sites', 'name', a.site.id, a.site.name],
      ['cars', 'name', a.cars[0]!.id, a.cars[0]!.name],
      ['dealerships', 'name', a.dealership.id, a.dealership.name],
      ['media', 'filename', image.id, image.filename!],
      ['users', 'email', a.staff.id, a.staff.email],
    ]
    for (const [collection, field, id, title] of cases) {
      const { status, docs } = await titlesRequest(collection, field, [id])
      expect({ collection, status, titles: docs.map((d) => d[field]) }).toEqual({
        collection,
        status: 200,
        titles: [title],
      })
    }
  })

  it("never answers with another tenant's documents", async () => {
    const cases: [CollectionSlug, string, number | string][] = [
      ['sites', 'name', b.site.id],
      ['cars', 'name', b.cars[0]!.id],
      ['dealerships', 'name', b.dealership.id],
      ['users', 'email', b.staff.id],
      ['leads', 'name', leadOfB.id],
    ]
    for (const [collection, field, id] of cases) {
      const { status, docs } = await titlesRequest(collection, field, [id])
      expect({ collection, status, docs }).toEqual({ collection, status: 200, docs: [] })
    }
  })

  it('goes through the gates of a REST GET: a bad where answers 400, and nobody signed out lists anything', async () => {
    const bad = await titlesRequest('cars', 'name', [a.cars[0]!.id], { where: { price: { near: 'x' } } })
    expect(bad.status).toBe(400)
    const anonymous = await titlesRequest('cars', 'name', [a.cars[0]!.id], { signedIn: false })
    expect(anonymous.docs).toEqual([])
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
  })

  it("stamps the editor on a car: 'Last changed by' names A's tenant admin", async () => {
    const car = await payload.findByID({ collection: 'cars', id: a.cars[0]!.id, depth: 0, context: ctx })
    const { docs } = await titlesRequest('users', 'email', [car.changed_by as number])
    expect(docs.map((d) => d.email)).toEqual([a.staff.email])
  })

  it('reads a lead at depth 1 with its related titles through the local API, and not the other tenant’s', async () => {
    const user = asUser(a.staff)
    const read = await payload.findByID({ collection: 'leads', id: lead.id, depth: 1, user, overrideAccess: false })
    expect({
      site: (read.site as { name?: string }).name,
      car: (read.car as { name?: string }).name,
      dealership: (read.dealership as { name?: string }).name,
    }).toEqual({ site: a.site.name, car: a.cars[0]!.name, dealership: a.dealership.name })
    await expect(
      payload.findByID({ collection: 'leads', id: leadOfB.id, depth: 1, user, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
