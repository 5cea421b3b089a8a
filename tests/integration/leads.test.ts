import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/enquiries/route'
import { payloadRest } from '@/http/payload-rest'

import { refuseRowsOf } from '../support/integration/db-faults'
import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

/**
 * The messages as words, not as our constants, so a changed constant is caught: the spec's verbatim
 * texts (finance §5 "This is a required field.", "*You must agree to the terms of use before
 * submitting.", "Invalid postcode. Please enter a 4-digit number.") and our own wording for the rest.
 */
const M = {
  required: 'This is a required field.',
  tooLong: (max: number) => `Please use no more than ${max} characters.`,
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid Australian phone number.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  terms: '*You must agree to the terms of use before submitting.',
  preferredTime: 'Please choose a date and time in the future.',
  car: 'This car is no longer available on this site.',
  notReservable: 'This car cannot be reserved online. Please enquire instead.',
  location: 'This location is not part of the dealership selling this car.',
  kind: 'Choose one of the enquiry forms.',
  leadAttributes: 'The page history sent with this enquiry is not valid.',
}
/** spec: finance §3 "Request Photos form carries a hidden preset field with 'Please send photos for this car'". */
const REQUEST_PHOTOS_PRESET_MESSAGE = 'Please send photos for this car'
/** Our endpoint answers, as words (the spec leaves server-side errors "not shown"). */
const E = {
  tooLarge: 'Your enquiry is too large to send.',
  notSaved: 'We could not send your enquiry. Please try again or call us.',
}

// docs/features/vehicle-page.md "The vehicle page" (the enquiry dialogs) and ARCHITECTURE "Lead durability: validate,
// store the lead, answer the shopper".
let payload: Payload
let a: World
let b: World
let strict: World // a site with require_terms on and the enquiry message relaxed
const ctx = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Leadsa', 2) // car-0 new, car-1 used
  b = await makeWorld(payload, 'Leadsb', 1)
  strict = await makeWorld(payload, 'Leadss', 1)
  await payload.update({
    collection: 'sites',
    id: strict.site.id,
    data: { features: { require_terms: true, enquiry_message_optional: true, reserve: true } },
    context: ctx,
  })
})

afterEach(() => vi.restoreAllMocks())

let n = 0
const email = () => `shopper-${Date.now()}-${n++}@example.com`
const base = () => ({
  name: 'Casey',
  email: email(),
  phone: '+61 412 345 678',
  message: 'Is it still available?',
  car_id: 'car-1',
})

// Every call comes from its own address, so the per-address lead limit (docs/features/security.md "Rate limits and
// bodies") does not bite here.
let caller = 0
function post(world: World, body: unknown, headers: Record<string, string> = {}) {
  const host = `${world.slug}.localhost`
  return POST(
    new Request(`http://${host}/api/enquiries`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${caller++ % 250}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const leadsByEmail = async (address: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: address } }, depth: 0, overrideAccess: true }))
    .docs

describe('POST /api/enquiries: a valid lead is stored first, then answered', () => {
  it('stores an enquiry with the tenant, site, car, dealership and event id 15 (finance §9 used)', async () => {
    const body = {
      kind: 'enquiry',
      ...base(),
      last_name: 'Lee',
      postcode: '2000',
      rego: 'abc12d',
      lead_attributes: { visited_pages: ['/search/used-cars'], linked_query_params: { utm_source: 'google' } },
    }
    // The Referer is kept when it is on the site's public origin (its primary domain)
    const res = await post(a, body, { referer: `https://${a.slug}.com.au/cars/car-1`, 'user-agent': 'vitest' })
    expect(res.status).toBe(201)
    const answer = await res.json()
    // stock §2 "/success": the answer names the dealership the lead went to, which /success thanks.
    expect(answer).toEqual({ lead_id: expect.anything(), redirect: `/success?dealership=${a.dealership.slug}` })

    const [lead] = await leadsByEmail(body.email)
    expect(lead!.id).toBe(answer.lead_id)
    expect(lead).toMatchObject({
      tenant: a.tenant.id,
      site: a.site.id,
      car: a.cars[1]!.id,
      dealership: a.dealership.id,
      type: 'enquiry',
      status: 'new',
      event_id: 15,
      category: 'General Enquiry',
      source: 'Website',
      name: 'Casey',
      last_name: 'Lee',
      phone: '0412345678', // finance §5: non-digits removed, leading 61 → 0
      postcode: '2000',
      rego: 'ABC12D', // finance §5 "Rego is optional"; stored in capitals
      opt_in: false, // the box not sent: not opted in (src/forms/consent.ts, Spam Act 2003)
      message: 'Is it still available?',
    })
    expect(lead!.payload).toMatchObject({
      category: 'General Enquiry',
      url: `https://${a.slug}.com.au/cars/car-1`,
      source: 'Website',
      user_agent: 'vitest',
      car_id: a.cars[1]!.id,
      car_dealership_id: a.dealership.id,
      lead_attributes: { visited_pages: ['/search/used-cars'], linked_query_params: { utm_source: 'google' } },
      form_completed: true,
      stock_number: a.cars[1]!.stocknum,
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      vehicle_status: 'in_stock',
      manufacturer_slug: 'toyota',
      dealership_slug: a.dealership.slug,
      delivery: { status: 'pending' },
    })
    // Its delivery job was queued with it (tests/integration/lead-delivery.test.ts delivers it).
    expect(lead!.delivery_status).toBe('pending')
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      limit: 1000,
      overrideAccess: true,
    })
    expect(jobs.some((j) => String((j.input as { lead?: string }).lead) === String(lead!.id))).toBe(true)
  })

  it('books a test drive on a new car: event 17 and the preferred time', async () => {
    const when = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const body = { kind: 'test_drive', ...base(), message: '', car_id: 'car-0', preferred_time: when }
    expect((await post(a, body)).status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect(lead).toMatchObject({ type: 'test_drive', event_id: 17, category: 'Test Drive', message: null })
    expect(new Date(lead!.preferred_time!).toISOString()).toBe(when)
  })

  // finance §9 "Event ids: … 17 (new test drive or Test Drive Only tag), 48 (used test drive)": the
  // route hands the car's tag to the rule, so a used demonstrator tagged 'Test Drive Only' is a 17.
  it("books a test drive on a used car: 48, or 17 when it is tagged 'Test Drive Only'", async () => {
    const tagged = await payload.create({
      collection: 'cars',
      data: {
        tenant: a.tenant.id,
        dealership: a.dealership.id,
        name: 'Tagged demonstrator',
        slug: 'tagged-demonstrator',
        make: 'Kia',
        model: 'Rio',
        car_type: 'used',
        status: 'in_stock',
        price: 21000,
        tag: 'Test Drive Only',
      },
      context: ctx,
    })
    for (const [car_id, event_id] of [
      [a.cars[1]!.slug, 48],
      [tagged.slug, 17],
    ] as const) {
      const body = { kind: 'test_drive', ...base(), message: '', car_id }
      expect((await post(a, body)).status).toBe(201)
      const [lead] = await leadsByEmail(body.email)
      expect(lead).toMatchObject({ type: 'test_drive', event_id })
    }
  })

  it('stores a Request Photos lead without a message, carrying the preset (finance §3, §5)', async () => {
    const body = { kind: 'request_photos', ...base(), message: '' }
    expect((await post(a, body)).status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect(lead).toMatchObject({
      type: 'request_photos',
      event_id: 15,
      category: 'Request Photos',
      message: REQUEST_PHOTOS_PRESET_MESSAGE,
    })
    expect(lead!.payload).toMatchObject({ preset_message: REQUEST_PHOTOS_PRESET_MESSAGE })
  })

  it("accepts a location of the car's dealership and refuses another dealership's", async () => {
    const own = await payload.create({
      collection: 'locations',
      data: { tenant: a.tenant.id, name: 'Leadsa Yard', slug: 'leadsa-yard', dealership: a.dealership.id },
      context: ctx,
    })
    const other = await payload.create({
      collection: 'locations',
      data: { tenant: b.tenant.id, name: 'Leadsb Yard', slug: 'leadsb-yard', dealership: b.dealership.id },
      context: ctx,
    })
    const good = { kind: 'enquiry', ...base(), location_id: String(own.id) }
    expect((await post(a, good)).status).toBe(201)
    expect((await leadsByEmail(good.email))[0]!.location_id).toBe(String(own.id))

    for (const location_id of [String(other.id), 'not-an-id']) {
      const bad = { kind: 'enquiry', ...base(), location_id }
      const res = await post(a, bad)
      expect(res.status).toBe(400)
      expect((await res.json()).error.fields).toEqual({ location_id: M.location })
      expect(await leadsByEmail(bad.email)).toHaveLength(0)
    }
  })
})

describe('POST /api/enquiries: bad input gets a readable 4xx and nothing is stored', () => {
  it('lists every field error in one answer', async () => {
    const res = await post(a, { kind: 'enquiry' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid_lead',
        message: 'Please fix the following errors:',
        fields: { name: M.required, email: M.required, phone: M.required, message: M.required, car_id: M.required },
      },
    })
  })

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an unknown form', { kind: 'finance' }, { kind: M.kind }],
    ['a bad email', { email: 'nope' }, { email: M.email }],
    ['a bad phone', { phone: '12 34' }, { phone: M.phone }],
    ['a 3-digit postcode', { postcode: '200' }, { postcode: M.postcode }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, { name: M.tooLong(100) }],
    [
      'a past test-drive time',
      { kind: 'test_drive', preferred_time: '2001-01-01T10:00' },
      { preferred_time: M.preferredTime },
    ],
    [
      'unbounded lead_attributes',
      { lead_attributes: { visited_pages: Array(50).fill('/') } },
      { lead_attributes: M.leadAttributes },
    ],
  ])('%s', async (_case, change, fields) => {
    const body = { kind: 'enquiry', ...base(), ...change }
    const res = await post(a, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toEqual(fields)
    expect(await leadsByEmail(body.email as string)).toHaveLength(0)
  })

  it('requires the terms on a site that asks for them, and relaxes the message by site flag (finance §5)', async () => {
    const body = { kind: 'enquiry', ...base(), message: '', car_id: 'car-0' }
    const res = await post(strict, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toEqual({ terms: M.terms })
    expect((await post(strict, { ...body, terms: true })).status).toBe(201)
  })

  it('stores a reservation request only for a reservable car on a site with reserving on (finance §2)', async () => {
    const body = { kind: 'reserve', ...base(), message: '' }
    const off = await post(a, body)
    expect(off.status).toBe(400)
    expect((await off.json()).error.fields).toEqual({ car_id: M.notReservable })
    expect(await leadsByEmail(body.email)).toHaveLength(0)
    const res = await post(strict, { ...body, car_id: 'car-0', terms: true })
    expect(res.status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect(lead).toMatchObject({ type: 'reserve', category: 'Reserve Car' })
  })

  it("treats another tenant's car slug as unknown", async () => {
    await payload.create({
      collection: 'cars',
      data: {
        tenant: b.tenant.id,
        dealership: b.dealership.id,
        name: 'Bravo only',
        slug: 'bravo-only',
        make: 'Kia',
        model: 'Rio',
        car_type: 'used',
        status: 'in_stock',
      },
      context: ctx,
    })
    const body = { kind: 'enquiry', ...base(), car_id: 'bravo-only' }
    const res = await post(a, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error).toEqual({
      code: 'invalid_lead',
      message: 'Please fix the following errors:',
      fields: { car_id: M.car },
    })
    expect(await leadsByEmail(body.email)).toHaveLength(0)
  })

  it('answers 413 for a body over 16 KB, 400 for broken JSON, 415 for a form post and 404 for an unknown host', async () => {
    const big = await post(a, { kind: 'enquiry', ...base(), message: 'x'.repeat(17 * 1024) })
    expect(big.status).toBe(413)
    expect((await big.json()).error).toEqual({ code: 'too_large', message: E.tooLarge })

    const broken = await post(a, '{"kind":')
    expect(broken.status).toBe(400)
    expect((await broken.json()).error.code).toBe('invalid_json')
    expect((await post(a, '[1, 2]')).status).toBe(400)

    const form = await post(a, 'name=Casey', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)

    const nowhere = await POST(
      new Request('http://nowhere.example.com/api/enquiries', {
        method: 'POST',
        headers: { host: 'nowhere.example.com', 'content-type': 'application/json' },
        body: '{}',
      }),
    )
    expect(nowhere.status).toBe(404)
  })

  it('answers 503 and never a 2xx when the lead cannot be stored', async () => {
    const restore = await refuseRowsOf(payload, 'leads', 'refused-') // a real fault: the database says no
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const body = { kind: 'enquiry', ...base(), email: `refused-${Date.now()}@example.com` }
      const res = await post(a, body)
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30') // a fault a retry can get past: a clean 503
      expect((await res.json()).error).toEqual({ code: 'lead_not_saved', message: E.notSaved })
      expect(await leadsByEmail(body.email)).toHaveLength(0)
    } finally {
      await restore()
    }
  })
})

describe('who can read a stored lead (Architecture "Walls")', () => {
  it("staff of the lead's tenant can; staff of another tenant and anonymous callers cannot", async () => {
    const body = { kind: 'enquiry', ...base() }
    const { lead_id } = await (await post(a, body)).json()
    const where = { email: { equals: body.email } }

    const own = await payload.find({ collection: 'leads', where, user: asUser(a.staff), overrideAccess: false })
    expect(own.docs.map((d) => d.id)).toEqual([lead_id])

    const other = await payload.find({ collection: 'leads', where, user: asUser(b.staff), overrideAccess: false })
    expect(other.docs).toHaveLength(0)
    await expect(
      payload.findByID({ collection: 'leads', id: lead_id, user: asUser(b.staff), overrideAccess: false }),
    ).rejects.toThrow()

    await expect(payload.find({ collection: 'leads', where, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it("leaves GET /api/leads to Payload's REST, on the admin host only, which refuses an anonymous caller", async () => {
    const GET = (req: Request) => payloadRest.GET(req, { params: Promise.resolve({ slug: ['leads'] }) })
    // On a dealer's host the staff REST API is not served at all (docs/features/security.md "`ADMIN_HOSTS`").
    const onSite = await GET(
      new Request(`http://${a.slug}.localhost/api/leads`, { headers: { host: `${a.slug}.localhost` } }),
    )
    expect(onSite.status).toBe(404)
    // On the admin host, Payload's access rules refuse a caller who is not signed in.
    const onAdmin = await GET(new Request('http://localhost/api/leads', { headers: { host: 'localhost' } }))
    expect(onAdmin.status).toBe(403)
  })
})
