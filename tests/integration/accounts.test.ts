import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as registerPOST } from '@/app/api/account/register/route'
import { POST as signInPOST } from '@/app/api/account/sign-in/route'
import { POST as signOutPOST } from '@/app/api/account/sign-out/route'
import { POST as sendPOST } from '@/app/api/rate-limit/route'
import { POST as removePOST } from '@/app/api/watchlist/remove-car/route'
import { POST as savePOST } from '@/app/api/watchlist/save-car/route'
import { customerFromCookie, parseSession } from '@/data/customers/session'
import { SESSION_COOKIE } from '@/domain/accounts/sign-in'
import { readOutbox } from '@/integrations/sms'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/accounts.md "Shopper accounts and gating", and the walls: a customer of tenant A cannot read or change
// anything of tenant B through REST, GraphQL or the site APIs; staff of B cannot see A's customers;
// a session cookie of site A does not sign in on a site of tenant B.
let payload: Payload
let a: World
let b: World
let ipSeq = 0
const freshIp = () => `198.51.100.${++ipSeq % 250}`
let phoneSeq = 0
const freshPhone = () => `04${String(20_000_000 + Math.floor(Math.random() * 70_000_000) + ++phoneSeq).slice(0, 8)}`

type Route = (r: Request) => Promise<Response>
const post = (route: Route, slug: string, path: string, body: unknown, cookie?: string) =>
  route(
    new Request(`http://${siteHost(slug)}${path}`, {
      method: 'POST',
      headers: {
        host: siteHost(slug),
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
const cookieOf = (res: Response) => {
  const set = res.headers.get('set-cookie') ?? ''
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(set)
  return match ? decodeURIComponent(match[1]!) : null
}

/** Signs a new shopper in on `w` through the routes: send, code from the outbox, details. */
async function signUp(w: World, phone = freshPhone()) {
  expect((await post(sendPOST, w.slug, '/api/rate-limit', { phone, purpose: 'sign-in' })).status).toBe(200)
  const code = readOutbox(phone)[0]!.code!
  const checked = await post(signInPOST, w.slug, '/api/account/sign-in', { phone, code })
  expect(checked.status).toBe(200)
  const first = await checked.json()
  expect(first).toMatchObject({ ok: true, signed_in: false, verification: expect.any(String) })
  const reg = await post(registerPOST, w.slug, '/api/account/register', {
    phone,
    verification: first.verification,
    name: 'Sam',
    last_name: 'Shopper',
    email: 'sam@example.com',
  })
  expect(reg.status).toBe(200)
  const cookie = cookieOf(reg)!
  expect(cookie).toBeTruthy()
  return { phone, cookie, setCookie: reg.headers.get('set-cookie')! }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'AcctA', 2)
  b = await makeWorld(payload, 'AcctB', 1)
})

const siteOf = (w: World) => ({ tenantId: w.tenant.id })

describe('sign-in by phone code (finance §2, §7)', () => {
  it('first sign-in asks for details, then a cookie: httpOnly, SameSite=Lax, 30 days', async () => {
    const { cookie, setCookie, phone } = await signUp(a)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=lax/i)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    const me = await customerFromCookie(siteOf(a), cookie)
    expect(me).toMatchObject({ name: 'Sam', last_name: 'Shopper', email: 'sam@example.com' })
    // The second sign-in with the same phone goes straight in.
    await post(sendPOST, a.slug, '/api/rate-limit', { phone, purpose: 'sign-in' })
    const again = await post(signInPOST, a.slug, '/api/account/sign-in', { phone, code: readOutbox(phone)[0]!.code })
    expect(await again.json()).toMatchObject({ ok: true, signed_in: true })
    expect(cookieOf(again)).toBeTruthy()
  })

  it('a wrong code is refused with the spec message and no cookie', async () => {
    const phone = freshPhone()
    await post(sendPOST, a.slug, '/api/rate-limit', { phone, purpose: 'sign-in' })
    const code = readOutbox(phone)[0]!.code!
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const res = await post(signInPOST, a.slug, '/api/account/sign-in', { phone, code: wrong })
    expect(res.status).toBe(422)
    expect((await res.json()).error.message).toBe('The verification code is invalid. Please try again.')
    expect(cookieOf(res)).toBeNull()
  })

  it('register refuses a forged or other-site proof', async () => {
    const res = await post(registerPOST, a.slug, '/api/account/register', {
      phone: freshPhone(),
      verification: `${Date.now() + 60_000}.forged`,
      name: 'X',
      last_name: 'Y',
      email: 'x@example.com',
    })
    expect(res.status).toBe(403)
  })

  it('sign-out revokes the session: the same cookie no longer signs in', async () => {
    const { cookie } = await signUp(a)
    expect(await customerFromCookie(siteOf(a), cookie)).not.toBeNull()
    const out = await post(signOutPOST, a.slug, '/api/account/sign-out', {}, cookie)
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect(await customerFromCookie(siteOf(a), cookie)).toBeNull()
  })

  it('deleting the session row in the admin revokes it', async () => {
    const { cookie } = await signUp(a)
    const parsed = parseSession(siteOf(a), cookie)!
    await payload.update({
      collection: 'customers',
      id: parsed.customerId,
      data: { sessions: [] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await customerFromCookie(siteOf(a), cookie)).toBeNull()
  })
})

describe('the walls', () => {
  it('a session cookie of site A does not sign in on a site of tenant B', async () => {
    const { cookie } = await signUp(a)
    expect(await customerFromCookie(siteOf(b), cookie)).toBeNull()
    const res = await post(savePOST, b.slug, '/api/watchlist/save-car', { car_id: b.cars[0]!.id }, cookie)
    expect(res.status).toBe(401)
  })

  it("a customer of A cannot save B's car through the site API, by id or slug", async () => {
    const { cookie } = await signUp(a)
    const byId = await post(savePOST, a.slug, '/api/watchlist/save-car', { car_id: b.cars[0]!.id }, cookie)
    expect(byId.status).toBe(404)
    // A slug names a car on the site that asks; the same slug on B never reaches B's car.
    const bySlug = await post(savePOST, a.slug, '/api/watchlist/save-car', { car_id: b.cars[0]!.slug }, cookie)
    if (bySlug.status === 200) expect(String((await bySlug.json()).car_id)).not.toBe(String(b.cars[0]!.id))
    else expect(bySlug.status).toBe(404)
    const me = await customerFromCookie(siteOf(a), cookie)
    expect(me!.watchlist.map(String)).not.toContain(String(b.cars[0]!.id))
  })

  it('the watchlist round trip on its own site', async () => {
    const { cookie } = await signUp(a)
    const car = a.cars[0]!
    const saved = await post(savePOST, a.slug, '/api/watchlist/save-car', { car_id: car.id }, cookie)
    expect(await saved.json()).toMatchObject({ success: true, saved: true })
    expect((await customerFromCookie(siteOf(a), cookie))!.watchlist.map(String)).toEqual([String(car.id)])
    const removed = await post(removePOST, a.slug, '/api/watchlist/remove-car', { car_id: car.slug }, cookie)
    expect(await removed.json()).toMatchObject({ success: true, saved: false })
    expect((await customerFromCookie(siteOf(a), cookie))!.watchlist).toEqual([])
  })

  it('anonymous watchlist calls are refused (stock §6 "Users without a phone are sent to sign-in")', async () => {
    const res = await post(savePOST, a.slug, '/api/watchlist/save-car', { car_id: a.cars[0]!.id })
    expect(res.status).toBe(401)
  })

  it("staff of B cannot see A's customers; staff of A see them and may edit only notes (REST/GraphQL access)", async () => {
    await signUp(a)
    const asB = { user: asUser(b.staff), overrideAccess: false }
    const seenByB = await payload.find({ collection: 'customers', ...asB, limit: 100 })
    expect(
      seenByB.docs.filter((c) => String((c.tenant as { id?: number })?.id ?? c.tenant) === String(a.tenant.id)),
    ).toEqual([])
    const asA = { user: asUser(a.staff), overrideAccess: false }
    const seenByA = await payload.find({ collection: 'customers', ...asA, limit: 100, depth: 0 })
    expect(seenByA.docs.length).toBeGreaterThan(0)
    const target = seenByA.docs[0]!
    await expect(
      payload.update({ collection: 'customers', id: target.id, ...asB, data: { notes: 'hijack' } }),
    ).rejects.toThrow()
    const updated = await payload.update({
      collection: 'customers',
      id: target.id,
      ...asA,
      data: { notes: 'Called back', phone: '0400000000', name: 'Changed' },
      context: { disableRevalidate: true },
    })
    expect(updated.notes).toBe('Called back')
    expect(updated.phone).toBe(target.phone)
    expect(updated.name).toBe(target.name)
    await expect(
      payload.create({ collection: 'customers', ...asA, data: { phone: '0400000001', tenant: a.tenant.id } }),
    ).rejects.toThrow()
  })

  it('anonymous REST/GraphQL reads of customers are denied, and a shopper cookie is no Payload login', async () => {
    await expect(payload.find({ collection: 'customers', overrideAccess: false })).rejects.toThrow()
    const { cookie } = await signUp(a)
    const { user } = await payload.auth({ headers: new Headers({ cookie: `${SESSION_COOKIE}=${cookie}` }) })
    expect(user).toBeNull()
  })
})
