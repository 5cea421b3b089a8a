import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/enquiries/route'
import { POST as VALUE } from '@/app/api/trade-in/valuation/route'

import { testPayload } from '../support/integration/payload'

// A switch to make the valuer's stock query fail, for the finance §8 valuation-failure rule.
const stock = vi.hoisted(() => ({ fail: false }))
vi.mock('@/data/cars/trade-in', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/data/cars/trade-in')>()
  return {
    ...real,
    findComparableCars: (...args: Parameters<typeof real.findComparableCars>) =>
      stock.fail ? Promise.reject(new Error('stock unavailable')) : real.findComparableCars(...args),
  }
})
import { makeWorld, type World } from '../support/integration/world'

// docs/features/leads.md "Lead forms": the site's own lead forms (contact, test drive, trade-in, offer accepted)
// through the one lead endpoint, with the walls: a lead of site A naming site B's car, location or
// dealership is refused.
const M = {
  required: 'This is a required field.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  car: 'This car is no longer available on this site.',
  dealership: 'Choose one of our dealerships.',
  siteLocation: 'Choose one of our locations.',
}

let payload: Payload
let a: World
let b: World
let group: World // a site with two dealerships
let second: { id: number; slug: string }
let aLocation: string
let bLocation: string
const ctx = { disableRevalidate: true }

const location = async (w: World, name: string, dealership = w.dealership.id) =>
  String(
    (
      await payload.create({
        collection: 'locations',
        data: { tenant: w.tenant.id, name, slug: name.toLowerCase().replace(/\W+/g, '-'), dealership },
        context: ctx,
      })
    ).id,
  )

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Formsa', 2)
  b = await makeWorld(payload, 'Formsb', 1)
  group = await makeWorld(payload, 'Formsg', 1)
  const d2 = await payload.create({
    collection: 'dealerships',
    data: { tenant: group.tenant.id, name: 'Formsg Two', slug: `${group.slug}-two` },
    context: ctx,
  })
  second = { id: d2.id, slug: d2.slug }
  await payload.update({
    collection: 'sites',
    id: group.site.id,
    data: { dealerships: [group.dealership.id, d2.id] },
    context: ctx,
  })
  aLocation = await location(a, `Formsa Yard ${a.slug}`)
  bLocation = await location(b, `Formsb Yard ${b.slug}`)
  // Comparable used Corollas for the valuer: four in tenant A, one (far dearer) in tenant B.
  for (const [w, price, i] of [
    [a, 24_000, 0],
    [a, 25_000, 1],
    [a, 26_000, 2],
    [a, 27_000, 3],
    [b, 90_000, 0],
  ] as const) {
    await payload.create({
      collection: 'cars',
      data: {
        tenant: w.tenant.id,
        dealership: w.dealership.id,
        name: 'Comparable',
        slug: `comp-${i}`,
        make: 'Toyota',
        model: 'Corolla',
        car_type: 'used',
        status: 'in_stock',
        price,
        year: 2022,
        km: 40_000,
      },
      context: ctx,
    })
  }
})

let n = 0
const email = () => `forms-${Date.now()}-${n++}@example.com`
const person = () => ({ name: 'Casey', email: email(), phone: '0412 345 678' })
let caller = 0
const request = (world: World, path: string, body: unknown) => {
  const host = `${world.slug}.localhost`
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${caller++ % 250}` },
    body: JSON.stringify(body),
  })
}
const post = (world: World, body: Record<string, unknown>) => POST(request(world, '/api/enquiries', body))
const leadsByEmail = async (address: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: address } }, depth: 0, overrideAccess: true }))
    .docs

describe('contact (/contact): finance §5 category select and location', () => {
  it("stores a general enquiry without a car: event 22, the site's only dealership, the location", async () => {
    const body = { kind: 'contact', ...person(), message: 'Opening hours?', location_id: aLocation }
    const res = await post(a, body)
    expect(res.status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect(lead).toMatchObject({
      type: 'contact',
      car: null,
      dealership: a.dealership.id,
      event_id: 22,
      category: 'General Enquiry',
      subcategory: null,
      location_id: aLocation,
    })
    expect(lead!.payload).toMatchObject({
      page_id: '/contact',
      car_id: null,
      dealership_slug: a.dealership.slug,
      source: 'Website',
    })
  })

  it("'Careers Enquiry' becomes General Enquiry, subcategory 'Career Enquiry', event 51 (finance §5)", async () => {
    const body = {
      kind: 'contact',
      ...person(),
      message: 'Any openings?',
      category: 'Careers Enquiry',
      location_id: aLocation,
    }
    expect((await post(a, body)).status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect(lead).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry', event_id: 51 })
  })

  it('bad input gets a 400 with field messages and nothing is stored', async () => {
    const body = { kind: 'contact', email: email(), category: '' }
    const res = await post(a, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toEqual({
      name: M.required,
      phone: M.required,
      message: M.required,
      category: M.required,
      location_id: M.required,
    })
    expect(await leadsByEmail(body.email)).toHaveLength(0)
  })

  it("site A naming site B's location is refused (the wall, without a car)", async () => {
    const body = { kind: 'contact', ...person(), message: 'Hi', location_id: bLocation }
    const res = await post(a, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toEqual({ location_id: M.siteLocation })
    expect(await leadsByEmail(body.email)).toHaveLength(0)
  })

  it('a group site requires the preferred dealership and refuses one that is not its own', async () => {
    const gLocation = await location(group, `Formsg Two Yard ${group.slug}`, second.id)
    const missing = await post(group, { kind: 'contact', ...person(), message: 'Hi', location_id: gLocation })
    expect((await missing.json()).error.fields).toEqual({ dealership: M.required })
    const foreign = await post(group, {
      kind: 'contact',
      ...person(),
      message: 'Hi',
      location_id: gLocation,
      dealership: a.dealership.slug,
    })
    expect(foreign.status).toBe(400)
    expect((await foreign.json()).error.fields).toEqual({ dealership: M.dealership })
    // a location of the group's other dealership does not go with the chosen one
    const mismatched = await post(group, {
      kind: 'contact',
      ...person(),
      message: 'Hi',
      location_id: gLocation,
      dealership: group.dealership.slug,
    })
    expect((await mismatched.json()).error.fields).toEqual({ location_id: M.siteLocation })
    const body = { kind: 'contact', ...person(), message: 'Hi', location_id: gLocation, dealership: second.slug }
    expect((await post(group, body)).status).toBe(201)
    expect((await leadsByEmail(body.email))[0]).toMatchObject({ dealership: second.id })
  })
})

describe('test drive (/book-test-drive/): finance §5 optional date and message, §9 events 17 and 48', () => {
  it.each([
    ['no car: event 22', undefined, 22],
    ['a new car: event 17', 'car-0', 17],
    ['a used car: event 48', 'car-1', 48],
  ])('%s', async (_case, car_id, event) => {
    const body = { kind: 'test_drive', ...person(), ...(car_id ? { car_id } : {}) }
    expect((await post(a, body)).status).toBe(201)
    expect((await leadsByEmail(body.email))[0]).toMatchObject({
      type: 'test_drive',
      event_id: event,
      message: null,
      preferred_time: null,
    })
  })

  it("site A naming site B's car is refused", async () => {
    await payload.create({
      collection: 'cars',
      data: {
        tenant: b.tenant.id,
        dealership: b.dealership.id,
        name: 'B only',
        slug: 'forms-b-only',
        make: 'Kia',
        model: 'Rio',
        car_type: 'used',
        status: 'in_stock',
      },
      context: ctx,
    })
    const body = { kind: 'test_drive', ...person(), car_id: 'forms-b-only' }
    const res = await post(a, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toEqual({ car_id: M.car })
  })
})

describe('trade-in: finance §2 contact form, §5 postcode, §3 rego/regoState/adjustmentAnswers, §9 guidance', () => {
  const trade = () => ({
    kind: 'trade_in',
    ...person(),
    postcode: '2000',
    rego: 'abc123',
    regoState: 'NSW',
    trade_make: 'Toyota',
    trade_model: 'Corolla',
    trade_year: String(new Date().getFullYear() - 3),
    trade_km: '40,000',
    adjustmentAnswers: { accident_history: 'No' },
  })

  it("stores the trade-in with its vehicle, answers and an indicative valuation from its own tenant's stock", async () => {
    const body = trade()
    expect((await post(a, body)).status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect(lead).toMatchObject({
      type: 'trade_in',
      category: 'Trade-In',
      postcode: '2000',
      rego: 'ABC123',
      event_id: 22,
    })
    const p = lead!.payload as { valuation: { status: string; comparables: number; high: number; note: string } }
    expect(p).toMatchObject({
      regoState: 'NSW',
      adjustmentAnswers: { accident_history: 'No' },
      trade_in: { make: 'Toyota', model: 'Corolla', km: 40_000 },
    })
    expect(p.valuation.status).toBe('estimate')
    expect(p.valuation.comparables).toBe(4) // tenant B's $90,000 Corolla is not one of them
    expect(p.valuation.high).toBeLessThan(30_000)
    expect(p.valuation.note).toBe('Indicative, subject to inspection.')
  })

  it('a bad postcode and missing vehicle get field messages', async () => {
    const body = { ...trade(), postcode: '20', trade_make: '' }
    const res = await post(a, body)
    expect(res.status).toBe(400)
    expect((await res.json()).error.fields).toEqual({ postcode: M.postcode, trade_make: M.required })
  })

  it("logs 'Failed to save valuation data' and still stores the lead when the valuer fails (finance §8)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stock.fail = true
    const body = trade()
    expect((await post(a, body)).status).toBe(201)
    stock.fail = false
    expect(errors.mock.calls.some((c) => c[0] === 'Failed to save valuation data')).toBe(true)
    errors.mockRestore()
    expect(((await leadsByEmail(body.email))[0]!.payload as Record<string, unknown>).valuation).toBeNull()
  })
})

describe('offer accepted: finance §4, §9', () => {
  it("stores subcategory '3. Offer Accepted', offer_accepted true and event 18, with the amount", async () => {
    const body = { kind: 'offer_accepted', ...person(), car_id: 'car-1', offer_amount: '24,990' }
    expect((await post(a, body)).status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect(lead).toMatchObject({
      type: 'offer_accepted',
      subcategory: '3. Offer Accepted',
      event_id: 18,
      car: a.cars[1]!.id,
    })
    expect(lead!.payload).toMatchObject({ offer_accepted: true, offer_amount: 24_990 })
  })

  it("finance §5: radio-options keys dropped; ticked 'check_option' boxes stored as additional_services", async () => {
    const body = {
      kind: 'offer_accepted',
      ...person(),
      car_id: 'car-1',
      offer_amount: '24990',
      check_option_finance: 'Finance',
      check_option_tint: false,
      check_option_window_tinting: 'Window tinting',
      finance_radio_options: 'weekly',
    }
    expect((await post(a, body)).status).toBe(201)
    const [lead] = await leadsByEmail(body.email)
    expect((lead!.payload as Record<string, unknown>).additional_services).toEqual(['Finance', 'Window tinting'])
    expect(JSON.stringify(lead!.payload)).not.toContain('radio_options')
    expect(JSON.stringify(lead!.payload)).not.toContain('check_option')
  })

  it('needs a car of the site, still for sale, and the amount', async () => {
    const res = await post(a, { kind: 'offer_accepted', ...person() })
    expect((await res.json()).error.fields).toEqual({ car_id: M.required, offer_amount: M.required })
    await payload.update({ collection: 'cars', id: a.cars[0]!.id, data: { status: 'sold' }, context: ctx })
    try {
      const sold = await post(a, { kind: 'offer_accepted', ...person(), car_id: a.cars[0]!.slug, offer_amount: '1000' })
      expect(sold.status).toBe(400)
      expect((await sold.json()).error.fields).toEqual({ car_id: M.car })
    } finally {
      await payload.update({ collection: 'cars', id: a.cars[0]!.id, data: { status: 'in_stock' }, context: ctx })
    }
  })
})

describe('POST /api/trade-in/valuation', () => {
  const value = (w: World, body: unknown) => VALUE(request(w, '/api/trade-in/valuation', body))
  const year = new Date().getFullYear() - 3

  it("values from the site's own tenant only", async () => {
    const res = await value(a, { make: 'toyota', model: 'corolla', year, km: 40_000 })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'estimate',
      comparables: 4,
      note: 'Indicative, subject to inspection.',
    })
    // tenant B has one comparable: too few for a range
    expect(await (await value(b, { make: 'Toyota', model: 'Corolla', year, km: 40_000 })).json()).toMatchObject({
      status: 'too_few_comparables',
      low: null,
    })
  })

  it('gives no online estimate over 100,000 km (finance §9)', async () => {
    expect(await (await value(a, { make: 'Toyota', model: 'Corolla', year, km: 150_000 })).json()).toMatchObject({
      status: 'no_online_estimate',
      low: null,
    })
  })

  it('bad input gets a 400 with field messages', async () => {
    const res = await value(a, { make: '', year: 'old' })
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).error.fields).sort()).toEqual(['km', 'make', 'model', 'year'])
  })
})
