import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as webhookPOST } from '@/app/api/payments/stripe/webhook/route'
import { POST as reservePOST } from '@/app/api/reserve/route'
import { loadCarForSite } from '@/data/cars/cars'
import { createCustomer } from '@/data/customers/customers'
import { releaseExpiredReservations } from '@/data/customers/reservation-release'
import { reservationsOf } from '@/data/customers/reservations'
import { startSession } from '@/data/customers/session'
import { loadSite } from '@/data/sites/loaders'
import { SESSION_COOKIE } from '@/domain/accounts/sign-in'
import { relationId } from '@/domain/ids'
import { RESERVATION_HOLD_MS } from '@/domain/reservations'

import { FakeStripe } from '../support/fake-stripe/server'
import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/reservations.md "Reserve and online purchase, and payments", and its walls: a deposit through the
// PaymentProvider (pay at the dealership, or Stripe against a local fake of its API); the car
// becomes reserved when paid or confirmed; an unpaid hold is released after 30 minutes; tenant A
// cannot see or confirm B's reservations, and a webhook for another tenant's reservation does
// nothing.
let payload: Payload
let a: World
let b: World
const fake = new FakeStripe()
let fakeBase = ''
let ipSeq = 0
const ip = () => `198.51.100.${(++ipSeq % 200) + 20}`
const savedEnv = { ...process.env }

const useStripe = (base: string) =>
  Object.assign(process.env, {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: base,
  })
const useDealership = () => {
  for (const k of ['PAYMENTS_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'])
    delete process.env[k]
}

const post = (
  route: (r: Request) => Promise<Response>,
  w: World,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) =>
  route(
    new Request(`http://${siteHost(w.slug)}${path}`, {
      method: 'POST',
      headers: { host: siteHost(w.slug), 'content-type': 'application/json', 'x-forwarded-for': ip(), ...headers },
      body,
    }),
  )
const reserve = (w: World, cookie: string | null, body: unknown) =>
  post(reservePOST, w, '/api/reserve', JSON.stringify(body), cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {})
const webhook = (w: World, body: string, signature: string | null) =>
  post(webhookPOST, w, '/api/payments/stripe/webhook', body, signature ? { 'stripe-signature': signature } : {})

let phoneSeq = 0
async function shopper(w: World) {
  const site = { tenantId: w.tenant.id }
  const customer = await createCustomer(site, {
    phone: `04${String(31_000_000 + ++phoneSeq + Math.floor(Math.random() * 1_000_000)).slice(0, 8)}`,
    name: 'Res',
    last_name: 'Erver',
    email: 'res@example.com',
  })
  return { customer, cookie: await startSession(site, customer.id) }
}
const reservation = (id: number | string) =>
  payload.findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true })
const car = (id: number | string) => payload.findByID({ collection: 'cars', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'ResA', 4)
  b = await makeWorld(payload, 'ResB', 2)
  const ctx = { disableRevalidate: true }
  await payload.update({
    collection: 'sites',
    id: a.site.id,
    data: { features: { reserve: true }, settings: { reserve_deposit: 350 } },
    context: ctx,
  })
  await payload.update({ collection: 'sites', id: b.site.id, data: { features: { reserve: true } }, context: ctx })
  await payload.update({ collection: 'cars', id: a.cars[3]!.id, data: { tag: 'Test Drive Only' }, context: ctx })
  fakeBase = await fake.start()
  useStripe(fakeBase)
})

afterAll(async () => {
  await fake.stop()
  useDealership()
  Object.assign(process.env, savedEnv)
})

describe('reserving with Stripe (against the local fake)', () => {
  it("opens a Checkout Session for the site's deposit, holds the car, and a paid webhook reserves it", async () => {
    const { cookie, customer } = await shopper(a)
    const res = await reserve(a, cookie, { car_slug: 'car-0' })
    expect(res.status).toBe(200)
    const json = await res.json()
    expect(json).toMatchObject({
      ok: true,
      status: 'awaiting_payment',
      redirect: expect.stringMatching(/\/pay\/cs_test_/),
    })
    const stored = await reservation(json.reservation_id)
    const session = fake.sessions.get(stored.provider_ref!)!
    // finance §9 "Typical reserve deposit default $200", per site: this site asks $350.
    expect(session).toMatchObject({
      amount_total: 35_000,
      currency: 'aud',
      metadata: { tenant_id: String(a.tenant.id) },
    })
    expect(session.success_url).toMatch(/\/cars\/car-0\/checkout\?reservation=/)
    expect(fake.requests.at(-1)!.auth).toBe(`Bearer ${fake.secretKey}`)
    expect(stored).toMatchObject({ status: 'awaiting_payment', deposit: 350, provider: 'stripe' })
    expect((await car(a.cars[0]!.id)).reserved).toBeFalsy()

    // A second shopper cannot start a reservation while the first is paying.
    const other = await shopper(a)
    const held = await reserve(a, other.cookie, { car_slug: 'car-0' })
    expect(held.status).toBe(409)
    expect((await held.json()).error.code).toBe('held')

    // A forged signature is refused with 400 and changes nothing.
    const { body, signature } = fake.signedEvent(session.id, 'checkout.session.completed')
    const forged = await webhook(a, body, fake.sign(body, 'whsec_forged'))
    expect(forged.status).toBe(400)
    expect((await forged.json()).error.code).toBe('bad_signature')
    expect((await webhook(a, body, null)).status).toBe(400)
    expect((await reservation(stored.id)).status).toBe('awaiting_payment')

    // The genuine event reserves the car, through the cars collection's hooks.
    const ok = await webhook(a, body, signature)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ received: true, outcome: 'paid' })
    expect((await reservation(stored.id)).status).toBe('paid')
    expect((await car(a.cars[0]!.id)).reserved).toBe(true)
    const site = (await loadSite(payload, a.slug))!
    expect((await loadCarForSite(site, 'car-0'))!.reserved).toBe(true)
    // Stripe retries an event: applying it again is harmless.
    expect(await (await webhook(a, body, signature)).json()).toMatchObject({ outcome: 'paid' })
    // My Garage lists it for its shopper.
    expect((await reservationsOf(site, customer.id)).map((r) => r.status)).toEqual(['paid'])
  })

  it('releases an unpaid reservation after 30 minutes, and the car can be reserved again', async () => {
    const first = await shopper(a)
    const res = await reserve(a, first.cookie, { car_slug: 'car-1' })
    const { reservation_id } = await res.json()
    expect(await releaseExpiredReservations(payload, Date.now() + RESERVATION_HOLD_MS - 60_000)).toBe(0)
    expect((await reservation(reservation_id)).status).toBe('awaiting_payment')
    expect(await releaseExpiredReservations(payload, Date.now() + RESERVATION_HOLD_MS + 1000)).toBeGreaterThanOrEqual(1)
    expect((await reservation(reservation_id)).status).toBe('released')
    expect((await car(a.cars[1]!.id)).reserved).toBeFalsy()
    const second = await shopper(a)
    expect((await reserve(a, second.cookie, { car_slug: 'car-1' })).status).toBe(200)
  })

  it('refuses what cannot be reserved, anonymous shoppers, and bad bodies, with readable 4xx', async () => {
    const { cookie } = await shopper(a)
    const testDrive = await reserve(a, cookie, { car_slug: 'car-3' })
    expect(testDrive.status).toBe(409)
    expect((await testDrive.json()).error.code).toBe('not_reservable')
    expect((await reserve(a, cookie, { car_slug: 'no-such-car' })).status).toBe(404)
    expect((await reserve(a, null, { car_slug: 'car-2' })).status).toBe(401)
    expect((await reserve(a, cookie, { car_slug: 'car-2', handover: 'teleport' })).status).toBe(400)
    expect(
      (await post(reservePOST, a, '/api/reserve', 'x'.repeat(5000), { cookie: `${SESSION_COOKIE}=${cookie}` })).status,
    ).toBe(413)
  })
})

describe('walls', () => {
  it("a webhook for a reservation of tenant A, delivered on tenant B's site, does nothing", async () => {
    const { cookie } = await shopper(a)
    const { reservation_id } = await (await reserve(a, cookie, { car_slug: 'car-2' })).json()
    const stored = await reservation(reservation_id)
    const { body, signature } = fake.signedEvent(stored.provider_ref!, 'checkout.session.completed')
    const res = await webhook(b, body, signature)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ outcome: 'ignored' })
    expect((await reservation(reservation_id)).status).toBe('awaiting_payment')
    expect((await car(a.cars[2]!.id)).reserved).toBeFalsy()
  })

  it("a shopper's cookie of site A reserves nothing on B, and B's shopper cannot reserve A's car", async () => {
    const { cookie } = await shopper(a)
    expect((await reserve(b, cookie, { car_slug: 'car-1' })).status).toBe(401)
    const onB = await shopper(b)
    // Slugs repeat across tenants: on B's site 'car-1' is B's own car, never A's.
    const res = await reserve(b, onB.cookie, { car_slug: 'car-1' })
    expect(res.status).toBe(200)
    const stored = await reservation((await res.json()).reservation_id)
    expect(String(stored.tenant)).toBe(String(b.tenant.id))
    expect(String(stored.car)).toBe(String(b.cars[1]!.id))
  })

  it("pay at the dealership: staff of the tenant confirm it and the car is reserved; staff of B can neither see nor confirm A's", async () => {
    useDealership()
    try {
      const { cookie, customer } = await shopper(b)
      const res = await reserve(b, cookie, { car_slug: 'car-0', trade_in: true, handover: 'delivery' })
      expect(res.status).toBe(200)
      const json = await res.json()
      expect(json).toMatchObject({
        status: 'requested',
        redirect: expect.stringMatching(/^\/cars\/car-0\/checkout\?reservation=/),
      })
      const id = json.reservation_id
      expect(await reservation(id)).toMatchObject({
        status: 'requested',
        provider: 'dealership',
        deposit: 200,
        journey: { trade_in: true, handover: 'delivery' },
      })
      expect((await car(b.cars[0]!.id)).reserved).toBeFalsy()

      const asA = { user: asUser(a.staff), overrideAccess: false }
      const seenByA = await payload.find({ collection: 'reservations', where: { id: { equals: id } }, ...asA })
      expect(seenByA.docs).toHaveLength(0)
      await expect(
        payload.update({ collection: 'reservations', id, data: { status: 'confirmed' }, ...asA }),
      ).rejects.toThrow()
      expect((await reservation(id)).status).toBe('requested')
      expect(await reservationsOf({ id: a.site.id, tenantId: a.tenant.id }, customer.id)).toEqual([])

      const asB = { user: asUser(b.staff), overrideAccess: false }
      // Staff cannot rewrite what the shopper chose, nor jump the life (requested → paid).
      await expect(
        payload.update({ collection: 'reservations', id, data: { status: 'paid' }, ...asB }),
      ).rejects.toThrow()
      const confirmed = await payload.update({ collection: 'reservations', id, data: { status: 'confirmed' }, ...asB })
      expect(confirmed.status).toBe('confirmed')
      expect(confirmed.confirmed_at).toBeTruthy()
      expect((await car(b.cars[0]!.id)).reserved).toBe(true)
      // Cancelling frees the car again.
      await payload.update({ collection: 'reservations', id, data: { status: 'cancelled' }, ...asB })
      expect((await car(b.cars[0]!.id)).reserved).toBe(false)
    } finally {
      useStripe(fakeBase)
    }
  })
})

// Security: "one shopper held 7 cars at once … One active reservation per shopper per site unless
// staff allow more."
describe('reservations per shopper', () => {
  it('holds one car per shopper by default, answers a readable 409, and staff may allow more', async () => {
    const c = await makeWorld(payload, 'ResC', 4)
    const ctx = { disableRevalidate: true }
    await payload.update({ collection: 'sites', id: c.site.id, data: { features: { reserve: true } }, context: ctx })
    const { cookie } = await shopper(c)
    expect((await reserve(c, cookie, { car_slug: 'car-0' })).status).toBe(200)
    const second = await reserve(c, cookie, { car_slug: 'car-1' })
    expect(second.status).toBe(409)
    const { error } = await second.json()
    expect(error.code).toBe('reservation_limit')
    expect(error.message).toMatch(/already have a car reserved/)
    // retrying the same car is not a second reservation
    expect((await reserve(c, cookie, { car_slug: 'car-0' })).status).toBe(200)
    // another shopper is not limited by this one
    expect((await reserve(c, (await shopper(c)).cookie, { car_slug: 'car-2' })).status).toBe(200)

    await payload.update({
      collection: 'sites',
      id: c.site.id,
      data: { settings: { reservations_per_shopper: 2 } },
      context: ctx,
    })
    expect((await reserve(c, cookie, { car_slug: 'car-1' })).status).toBe(200)
    expect((await reserve(c, cookie, { car_slug: 'car-3' })).status).toBe(409)
  })
})

// docs/features/reservations.md "Reserve and online purchase, and payments": "A reservation is a lead, delivered like one
// (through the one lead intake and its delivery job), with the car and deposit state."
describe('a reservation is a lead', () => {
  const leadsOf = async (w: World, carId: number | string) =>
    (
      await payload.find({
        collection: 'leads',
        where: { and: [{ site: { equals: w.site.id } }, { car: { equals: carId } }, { type: { equals: 'reserve' } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs
  const jobsOf = async (leadId: unknown) =>
    (
      await payload.count({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'deliverLead' } }, { 'input.lead': { equals: String(leadId) } }] },
        overrideAccess: true,
      })
    ).totalDocs

  it('pay at the dealership: the request is a lead for the car, with its deposit to be paid, queued for delivery', async () => {
    useDealership()
    try {
      const c = await makeWorld(payload, 'ResLead', 2)
      await payload.update({
        collection: 'sites',
        id: c.site.id,
        data: { features: { reserve: true } },
        context: { disableRevalidate: true },
      })
      const { cookie } = await shopper(c)
      const res = await reserve(c, cookie, { car_slug: 'car-1' })
      expect(res.status).toBe(200)
      const leads = await leadsOf(c, c.cars[1]!.id)
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({
        name: 'Res',
        last_name: 'Erver',
        email: 'res@example.com',
        category: 'Reserve Now',
        subcategory: 'Deposit of $200 to be paid at the dealership',
        delivery_status: 'pending',
      })
      expect(String(leads[0]!.dealership)).toBe(String(relationId(c.cars[1]!.dealership)))
      expect(leads[0]!.message).toContain('Deposit of $200 to be paid at the dealership')
      expect(await jobsOf(leads[0]!.id)).toBe(1)
      // Asking again for the same car is the same request: no second lead.
      expect((await reserve(c, cookie, { car_slug: 'car-1' })).status).toBe(200)
      expect(await leadsOf(c, c.cars[1]!.id)).toHaveLength(1)
    } finally {
      useStripe(fakeBase)
    }
  })

  it('online: the paid deposit is a lead once, however often the provider retries its webhook', async () => {
    const c = await makeWorld(payload, 'ResPaid', 2)
    await payload.update({
      collection: 'sites',
      id: c.site.id,
      data: { features: { reserve: true }, settings: { reserve_deposit: 500 } },
      context: { disableRevalidate: true },
    })
    const { cookie } = await shopper(c)
    const { reservation_id } = await (await reserve(c, cookie, { car_slug: 'car-0' })).json()
    // Not yet paid: the dealership has nothing to act on.
    expect(await leadsOf(c, c.cars[0]!.id)).toHaveLength(0)
    const stored = await reservation(reservation_id)
    const { body, signature } = fake.signedEvent(stored.provider_ref!, 'checkout.session.completed')
    expect((await webhook(c, body, signature)).status).toBe(200)
    expect((await webhook(c, body, signature)).status).toBe(200)
    const leads = await leadsOf(c, c.cars[0]!.id)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.subcategory).toBe('Deposit of $500 paid online')
    expect(await jobsOf(leads[0]!.id)).toBe(1)
  })
})
