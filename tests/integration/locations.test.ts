import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/enquiries/route'
import { loadReviews } from '@/data/content/reviews'
import { loadSiteDirectory } from '@/data/sites/locations'
import type { Location, Review } from '@/payload-types'
import { importReviewsCsv } from '@collections/Reviews/endpoints/import-csv'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// Staff of A cannot touch B's locations or reviews, and the loaders and lead route that read them
// stay inside the site's tenant.
let payload: Payload
let a: World
let b: World
const ctx = { disableRevalidate: true }
const loc: Record<string, Location> = {}
let reviewOfB: Review

const WEEK = [
  ...['1', '2', '3', '4', '5'].map((weekday) => ({
    weekday: weekday as '1',
    status: 'Open' as const,
    open: '07:30',
    close: '17:30',
  })),
  { weekday: '6' as const, status: 'Open' as const, open: '08:00', close: '12:00' },
  { weekday: '0' as const, status: 'Closed' as const },
]

async function makeLocation(
  w: World,
  name: string,
  type: 'sales' | 'service' | 'parts',
  extra: Record<string, unknown> = {},
) {
  return payload.create({
    collection: 'locations',
    data: {
      tenant: w.tenant.id,
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      dealership: w.dealership.id,
      location_type: type,
      address: {
        street: `${name} Street`,
        city: 'Wollongong',
        state: 'nsw',
        postcode: '2500',
        lat: -34.42,
        long: 150.89,
      },
      contact_detail: { phone: `02 5550 ${String(Object.keys(loc).length).padStart(4, '0')}`, opening_hours: WEEK },
      ...extra,
    } as never,
    context: ctx,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Loca', 0)
  b = await makeWorld(payload, 'Locb', 0)
  loc.aSales = await makeLocation(a, 'Alpha Sales', 'sales')
  loc.aService = await makeLocation(a, 'Alpha Service', 'service')
  loc.aHidden = await makeLocation(a, 'Alpha Hidden', 'parts', { visible: false })
  loc.bSales = await makeLocation(b, 'Bravo Sales', 'sales', {
    address: { street: 'x', city: 'Perth', state: 'wa', postcode: '6000' },
  })
  for (const rating of [5, 5, 4]) {
    await payload.create({
      collection: 'reviews',
      data: {
        tenant: a.tenant.id,
        location: loc.aSales.id,
        customer_name: '<b>Ann</b>',
        rating,
        review_date: '2026-10-01T12:00:00.000Z',
      },
      context: ctx,
    })
  }
  reviewOfB = await payload.create({
    collection: 'reviews',
    data: {
      tenant: b.tenant.id,
      location: loc.bSales.id,
      customer_name: 'Bob',
      rating: 3,
      review_date: '2026-10-01T12:00:00.000Z',
    },
    context: ctx,
  })
})

describe('locations store their own time zone', () => {
  it("takes the state's zone when none is given: NSW → Sydney, WA → Perth", () => {
    expect(loc.aSales!.time_zone).toBe('Australia/Sydney')
    expect(loc.bSales!.time_zone).toBe('Australia/Perth')
  })
  it('keeps a zone staff chose (Broken Hill, NSW, on ACST)', async () => {
    const l = await makeLocation(a, 'Alpha Broken Hill', 'sales', {
      time_zone: 'Australia/Broken_Hill',
      visible: false,
    })
    expect(l.time_zone).toBe('Australia/Broken_Hill')
  })
})

describe('staff of tenant A and tenant B’s locations and reviews', () => {
  const as = () => ({ user: asUser(a.staff), overrideAccess: false })

  it('lists only its own locations and reviews', async () => {
    for (const collection of ['locations', 'reviews'] as const) {
      const { docs } = await payload.find({ collection, limit: 100, depth: 0, ...as() })
      expect(docs.length).toBeGreaterThan(0)
      expect(new Set(docs.map((d) => d.tenant))).toEqual(new Set([a.tenant.id]))
    }
  })

  it("cannot open, edit or delete B's location", async () => {
    await expect(payload.findByID({ collection: 'locations', id: loc.bSales!.id, ...as() })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'locations', id: loc.bSales!.id, data: { name: 'Taken' }, ...as() }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'locations', id: loc.bSales!.id, ...as() })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'locations', id: loc.bSales!.id })).name).toBe('Bravo Sales')
  })

  it("cannot open, edit, hide or delete B's review", async () => {
    await expect(payload.findByID({ collection: 'reviews', id: reviewOfB.id, ...as() })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'reviews', id: reviewOfB.id, data: { hidden: true, rating: 5 }, ...as() }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'reviews', id: reviewOfB.id, ...as() })).rejects.toThrow()
    const stored = await payload.findByID({ collection: 'reviews', id: reviewOfB.id })
    expect([stored.rating, stored.hidden]).toEqual([3, false])
  })

  it("cannot write a review onto B's location, in its own tenant or in B's", async () => {
    const data = { location: loc.bSales!.id, customer_name: 'Fake', rating: 1, review_date: '2026-10-02T12:00:00.000Z' }
    await expect(
      payload.create({ collection: 'reviews', data: { ...data, tenant: a.tenant.id }, context: ctx, ...as() }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'reviews', data: { ...data, tenant: b.tenant.id }, context: ctx, ...as() }),
    ).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { location: { equals: loc.bSales!.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it("cannot move its own review onto B's location", async () => {
    const own = (
      await payload.find({ collection: 'reviews', where: { location: { equals: loc.aSales!.id } }, limit: 1 })
    ).docs[0]!
    await expect(
      payload.update({ collection: 'reviews', id: own.id, data: { location: loc.bSales!.id }, context: ctx, ...as() }),
    ).rejects.toThrow()
  })

  it('anonymous callers cannot read reviews', async () => {
    await expect(payload.find({ collection: 'reviews', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })
})

describe('public loaders stay inside the site’s tenant', () => {
  it("the directory lists the site's visible locations only, by name", async () => {
    const dir = await loadSiteDirectory(payload, { tenantId: a.tenant.id, dealershipIds: [a.dealership.id] })
    expect(dir.locations.map((l) => l.name)).toEqual(['Alpha Sales', 'Alpha Service'])
    expect(dir.locations[0]).toMatchObject({ type: 'sales', timeZone: 'Australia/Sydney', postcode: '2500' })
  })

  it("a location of B forged onto A's dealership is not A's", async () => {
    await payload.db.create({
      collection: 'locations',
      data: { tenant: b.tenant.id, name: 'Forged', slug: 'forged', dealership: a.dealership.id, visible: true },
      req: {} as never,
    })
    const dir = await loadSiteDirectory(payload, {
      tenantId: a.tenant.id,
      dealershipIds: [a.dealership.id, b.dealership.id],
    })
    expect(dir.locations.map((l) => l.name)).not.toContain('Forged')
    expect(dir.locations.map((l) => l.name)).not.toContain('Bravo Sales')
  })

  // stock §2 (Dealer Locator) "Duplicates removed by phone digits and street, or by place id": the
  // loader the locator and contact pages read applies it, not only the rule's own function.
  it('the directory drops duplicate locations by phone digits and street, or by place id', async () => {
    const c = await makeWorld(payload, 'Locc', 0)
    const same = (name: string, phone: string, street: string, place_id?: string) =>
      makeLocation(c, name, 'sales', {
        address: { street, city: 'Wollongong', state: 'nsw', postcode: '2500', ...(place_id ? { place_id } : {}) },
        contact_detail: { phone, opening_hours: WEEK },
      })
    await same('Crown Sales', '02 4200 1000', '1 Crown Street')
    await same('Crown Sales Again', '(02) 4200-1000', '1  crown street')
    await same('Placed One', '02 4200 2000', '2 Keira Street', 'ChIJsame')
    await same('Placed Two', '02 4200 3000', '9 Other Road', 'ChIJsame')
    const dir = await loadSiteDirectory(payload, { tenantId: c.tenant.id, dealershipIds: [c.dealership.id] })
    const names = dir.locations.map((l) => l.name)
    expect(names).toHaveLength(2)
    expect(names.filter((n) => n.startsWith('Crown'))).toHaveLength(1)
    expect(names.filter((n) => n.startsWith('Placed'))).toHaveLength(1)
  })

  it('counts and shows reviews by the rules, and never another tenant’s', async () => {
    await payload.db.create({
      collection: 'reviews',
      data: {
        tenant: b.tenant.id,
        location: loc.aSales!.id,
        customer_name: 'Forged',
        rating: 1,
        review_date: '2026-10-03T12:00:00.000Z',
      },
      req: {} as never,
    })
    const reviews = await loadReviews(payload, { tenantId: a.tenant.id, locationIds: [loc.aSales!.id, loc.bSales!.id] })
    expect(reviews[String(loc.aSales!.id)]).toMatchObject({ count: 3, shown: true })
    expect(reviews[String(loc.aSales!.id)]!.average_rating).toBeCloseTo(4.667, 2)
    expect(reviews[String(loc.aSales!.id)]!.reviews.map((r) => r.customer_name)).toEqual([
      '<b>Ann</b>',
      '<b>Ann</b>',
      '<b>Ann</b>',
    ])
    expect(reviews[String(loc.bSales!.id)]).toBeUndefined()
    const own = await loadReviews(payload, { tenantId: b.tenant.id, locationIds: [loc.bSales!.id] })
    // finance §5: average 3 is not above the minimum 4, so nothing is shown
    expect(own[String(loc.bSales!.id)]).toMatchObject({ count: 1, shown: false, reviews: [] })
  })
})

let caller = 0
const post = (w: World, body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request(`https://${siteHost(w.slug)}/api/enquiries`, {
      method: 'POST',
      headers: {
        host: siteHost(w.slug),
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${caller++ % 250}`,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  )
const nextWeekday = (weekday: number) => {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + 2) // past today in every Australian zone
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

describe('POST /api/enquiries with kind service or parts: a lead with no car', () => {
  const shopper = (n: string) => ({
    name: 'Casey',
    email: `service-${n}-${Date.now()}@example.com`,
    phone: '0412 345 678',
    message: 'Logbook service',
  })

  it('stores a service booking for the location’s dealership, with no car', async () => {
    const body = {
      kind: 'service',
      ...shopper('ok'),
      location_id: String(loc.aService!.id),
      rego: 'abc123',
      odometer: '45000',
      preferred_date: nextWeekday(2),
    }
    const res = await post(a, body)
    expect(res.status).toBe(201)
    const { lead_id } = await res.json()
    const lead = await payload.findByID({ collection: 'leads', id: lead_id, depth: 0 })
    expect(lead).toMatchObject({
      type: 'service',
      car: null,
      dealership: a.dealership.id,
      location_id: String(loc.aService!.id),
      tenant: a.tenant.id,
      site: a.site.id,
      rego: 'ABC123',
      event_id: 22,
      category: 'Service Booking',
    })
    expect(lead.message).toContain('Odometer: 45,000 km')
    expect(lead.payload).toMatchObject({
      odometer: 45000,
      preferred_date: body.preferred_date,
      page_id: '/service',
      source: 'Website',
    })
  })

  it('stores a parts enquiry', async () => {
    // A has no visible parts location, so any of its locations takes parts enquiries.
    const res = await post(a, {
      kind: 'parts',
      ...shopper('parts'),
      message: 'Floor mats',
      location_id: String(loc.aSales!.id),
    })
    expect(res.status).toBe(201)
    const lead = await payload.findByID({ collection: 'leads', id: (await res.json()).lead_id, depth: 0 })
    expect(lead).toMatchObject({ type: 'parts', car: null, category: 'Parts Enquiry' })
  })

  it("refuses B's location on A's site: the wall", async () => {
    const res = await post(a, { kind: 'service', ...shopper('wall'), location_id: String(loc.bSales!.id) })
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields.location_id).toBe('Choose one of our locations.')
  })

  it('refuses a Sunday, when the service centre is closed', async () => {
    const res = await post(a, {
      kind: 'service',
      ...shopper('sunday'),
      location_id: String(loc.aService!.id),
      preferred_date: nextWeekday(0),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields.preferred_date).toBe(
      'That location is closed on this day. Please choose another date.',
    )
  })

  it('answers field errors as { error: { code, message, fields } }', async () => {
    const res = await post(a, { kind: 'service', location_id: String(loc.aService!.id) })
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error).toMatchObject({ code: 'invalid_lead', message: 'Please fix the following errors:' })
    expect(error.fields).toMatchObject({ name: 'This is a required field.', message: 'This is a required field.' })
  })

  it('an Idempotency-Key retry stores one lead', async () => {
    const body = { kind: 'parts', ...shopper('idem'), location_id: String(loc.aSales!.id) }
    const key = `svc-${Date.now()}`
    const first = await post(a, body, { 'idempotency-key': key })
    const again = await post(a, body, { 'idempotency-key': key })
    expect([first.status, again.status]).toEqual([201, 201])
    expect((await again.json()).lead_id).toBe((await first.json()).lead_id)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await payload.count({ collection: 'leads', where: { email: { equals: body.email } } })).totalDocs).toBe(1)
  })
})

describe('POST /api/reviews/import-csv (CSV import)', () => {
  const call = (user: unknown, tenant: unknown, csv: string) =>
    importReviewsCsv.handler({
      user,
      payload,
      // As Payload's REST route hands it over: list guards (boundApiLists) treat it as a REST call.
      payloadAPI: 'REST',
      url: `http://localhost/api/reviews/import-csv?tenant=${tenant}`,
      text: async () => csv,
    } as never)
  const csv = (slug: string) =>
    `location,customer_name,rating,review_date\n${slug},Imported Ivy,5,01/11/2026\nnowhere,Lost,5,01/11/2026\n`

  it("imports into the staff member's own tenant, by location slug, and reports what it skipped", async () => {
    const res = await call(asUser(a.staff), a.tenant.id, csv(loc.aService!.slug))
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({
      created: 1,
      errors: [{ line: 3, message: 'no location with the slug nowhere' }],
    })
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { customer_name: { equals: 'Imported Ivy' } },
      depth: 0,
    })
    expect(docs.map((d) => [d.tenant, d.location])).toEqual([[a.tenant.id, loc.aService!.id]])
  })

  it("cannot import into tenant B, nor onto B's locations", async () => {
    expect((await call(asUser(a.staff), b.tenant.id, csv(loc.bSales!.slug))).status).toBe(403)
    const res = await call(asUser(a.staff), a.tenant.id, csv(loc.bSales!.slug))
    expect(res.status).toBe(400)
    expect(
      (await payload.count({ collection: 'reviews', where: { location: { equals: loc.bSales!.id } } })).totalDocs,
    ).toBe(1)
  })

  it('refuses anonymous callers', async () => {
    expect((await call(null, a.tenant.id, csv(loc.aService!.slug))).status).toBe(401)
  })
})
