import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as registerPOST } from '@/app/api/account/register/route'
import { POST as removeSearchPOST } from '@/app/api/account/saved-searches/remove/route'
import { POST as saveSearchPOST } from '@/app/api/account/saved-searches/route'
import { POST as signInPOST } from '@/app/api/account/sign-in/route'
import { POST as signOutPOST } from '@/app/api/account/sign-out/route'
import { POST as reservePOST } from '@/app/api/reserve/route'
import { POST as spinPOST } from '@/app/api/spin-to-win/route'
import { POST as mergePOST } from '@/app/api/watchlist/merge/route'
import { POST as removePOST } from '@/app/api/watchlist/remove-car/route'
import { POST as savePOST } from '@/app/api/watchlist/save-car/route'
import { customerFromCookie, parseSession, startSession } from '@/data/customers/session'
import { SESSION_COOKIE, SESSION_TTL_MS } from '@/domain/accounts/sign-in'
import { type RatePolicyName, resolvePolicy } from '@/limits/rate-limit-policies'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

// docs/features/accounts.md "Shopper accounts and gating": sessions are an httpOnly, Secure (in production),
// SameSite=Lax cookie, 30 days sliding; every step is rate-limited per phone and per IP (docs/features/security.md
// "Rate limits and bodies"); stock §6 "A sold car can be saved only if it is already saved;
// otherwise there is no save button."
let payload: Payload
let a: World
const DAY = 24 * 60 * 60 * 1000
let ipSeq = 0
const freshIp = () => `203.0.113.${++ipSeq % 250}`

type Route = (r: Request) => Promise<Response>
const post = (route: Route, path: string, body: unknown, opts: { cookie?: string; ip?: string } = {}) =>
  route(
    new Request(`http://${siteHost(a.slug)}${path}`, {
      method: 'POST',
      headers: {
        host: siteHost(a.slug),
        'content-type': 'application/json',
        'x-forwarded-for': opts.ip ?? freshIp(),
        ...(opts.cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(opts.cookie)}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
const setCookieOf = (res: Response) => res.headers.get('set-cookie') ?? ''
const cookieOf = (res: Response) => {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookieOf(res))
  return match ? decodeURIComponent(match[1]!) : null
}
const site = () => ({ tenantId: a.tenant.id })

let phoneSeq = 0
/** A customer of tenant A and a session cookie started at `startedAt`. */
async function customerWithSession(startedAt = Date.now()) {
  const customer = await payload.create({
    collection: 'customers',
    data: {
      tenant: a.tenant.id,
      phone: `0499${String(100000 + ++phoneSeq).slice(-6)}`,
      name: 'Sam',
      last_name: 'Slide',
      email: 'sam@example.com',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { customer, cookie: await startSession(site(), customer.id, startedAt) }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Sesslim', 3)
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('sessions: 30 days sliding', () => {
  it('a session more than a day old is slid forward to 30 days from now by an account call', async () => {
    const { cookie } = await customerWithSession(Date.now() - 2 * DAY)
    const before = parseSession(site(), cookie)!
    const res = await post(savePOST, '/api/watchlist/save-car', { car_id: a.cars[0]!.slug }, { cookie })
    expect(res.status).toBe(200)
    expect(setCookieOf(res)).toMatch(/Max-Age=2592000/)
    const slid = cookieOf(res)!
    const after = parseSession(site(), slid)!
    expect(after.sid).toBe(before.sid) // the same session, not a new one
    expect(after.expires - before.expires).toBeGreaterThan(2 * DAY - 60_000)
    expect(Math.abs(after.expires - (Date.now() + SESSION_TTL_MS))).toBeLessThan(60_000)
    expect(await customerFromCookie(site(), slid)).not.toBeNull()
  })

  it('a session used within its first day is not re-issued on every call', async () => {
    const { cookie } = await customerWithSession()
    const res = await post(savePOST, '/api/watchlist/save-car', { car_id: a.cars[1]!.slug }, { cookie })
    expect(res.status).toBe(200)
    expect(cookieOf(res)).toBeNull()
  })

  it('a session not used for 30 days has expired: the call is refused as signed out', async () => {
    const { cookie } = await customerWithSession(Date.now() - 31 * DAY)
    expect(await customerFromCookie(site(), cookie)).toBeNull()
    const res = await post(savePOST, '/api/watchlist/save-car', { car_id: a.cars[0]!.slug }, { cookie })
    expect(res.status).toBe(401)
    expect((await res.json()).error.code).toBe('sign_in_required')
  })
})

describe('the session cookie is Secure in production', () => {
  // Production refuses to run without a secret: keep the one this run signs cookies with.
  const production = () => {
    vi.stubEnv('PAYLOAD_SECRET', process.env.PAYLOAD_SECRET || 'forecourt-development-secret-not-for-production')
    vi.stubEnv('NODE_ENV', 'production')
  }
  const slidCookieHeader = async () => {
    const { cookie } = await customerWithSession(Date.now() - 2 * DAY)
    const res = await post(savePOST, '/api/watchlist/save-car', { car_id: a.cars[0]!.slug }, { cookie })
    expect(res.status).toBe(200)
    return setCookieOf(res)
  }

  it('NODE_ENV=production: Secure, HttpOnly, SameSite=Lax', async () => {
    production()
    const header = await slidCookieHeader()
    expect(header).toMatch(/;\s*Secure/i)
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=lax/i)
  })

  it('outside production (and with INSECURE_COOKIES=1 for a local production build on http) it is not', async () => {
    expect(await slidCookieHeader()).not.toMatch(/;\s*Secure/i)
    production()
    vi.stubEnv('INSECURE_COOKIES', '1')
    expect(await slidCookieHeader()).not.toMatch(/;\s*Secure/i)
  })
})

describe('a sold car and the watchlist (stock §6)', () => {
  it('saving a sold car that is not saved is refused with 409 sold; a saved sold car may be saved and removed', async () => {
    const { customer, cookie } = await customerWithSession()
    const car = a.cars[2]
    await payload.update({
      collection: 'cars',
      id: car!.id,
      data: { status: 'sold' },
      context: { disableRevalidate: true },
    })
    const refused = await post(savePOST, '/api/watchlist/save-car', { car_id: car!.slug }, { cookie })
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.code).toBe('sold')
    expect((await payload.findByID({ collection: 'customers', id: customer.id, depth: 0 })).watchlist ?? []).toEqual([])

    // Saved before it sold: it keeps its button, and saving it again is fine.
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: { watchlist: [car!.id] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const again = await post(savePOST, '/api/watchlist/save-car', { car_id: car!.slug }, { cookie })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ success: true, saved: true })
    const removed = await post(removePOST, '/api/watchlist/remove-car', { car_id: car!.slug }, { cookie })
    expect(await removed.json()).toMatchObject({ success: true, saved: false })
    // Once removed it is an unsaved sold car again.
    expect((await post(savePOST, '/api/watchlist/save-car', { car_id: car!.slug }, { cookie })).status).toBe(409)
  })
})

describe('rate limits: 429 with Retry-After once one address passes its budget', () => {
  // src/limits/rate-limit-policies.ts; the limit is checked before the body is read, so empty bodies do.
  const floods: [string, Route, string, RatePolicyName][] = [
    ['POST /api/account/sign-in', signInPOST, '/api/account/sign-in', 'accountPerIp'],
    ['POST /api/account/register', registerPOST, '/api/account/register', 'accountPerIp'],
    ['POST /api/account/sign-out', signOutPOST, '/api/account/sign-out', 'accountPerIp'],
    ['POST /api/watchlist/save-car', savePOST, '/api/watchlist/save-car', 'watchlistPerIp'],
    ['POST /api/watchlist/remove-car', removePOST, '/api/watchlist/remove-car', 'watchlistPerIp'],
    ['POST /api/watchlist/merge', mergePOST, '/api/watchlist/merge', 'watchlistPerIp'],
    ['POST /api/reserve', reservePOST, '/api/reserve', 'reservePerIp'],
    ['POST /api/account/saved-searches', saveSearchPOST, '/api/account/saved-searches', 'savedSearchPerIp'],
    [
      'POST /api/account/saved-searches/remove',
      removeSearchPOST,
      '/api/account/saved-searches/remove',
      'savedSearchPerIp',
    ],
    ['POST /api/spin-to-win', spinPOST, '/api/spin-to-win', 'spinPerIp'],
  ]
  let flooder = 0
  it.each(floods)('%s', async (_name, route, path, policy) => {
    const budget = resolvePolicy(policy).points
    const ip = `192.0.2.${10 + ++flooder}`
    for (let n = 0; n < budget; n++) expect((await post(route, path, {}, { ip })).status).not.toBe(429)
    const limited = await post(route, path, {}, { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await limited.json()).error.code).toBe('rate_limited')
    // Another address is not affected by that flood.
    expect((await post(route, path, {}, { ip: `192.0.2.${200 + flooder}` })).status).not.toBe(429)
  })
})
