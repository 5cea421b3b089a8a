import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as contactGET } from '@/app/api/check-if-contact-exists/route'
import { POST as sendPOST } from '@/app/api/rate-limit/route'
import { GET as outboxGET } from '@/app/api/sms-outbox/route'
import { POST as verifyPOST } from '@/app/api/verify-code/route'
import { checkCode, isVerified, sendCode } from '@/data/customers/phone-verification'
import { memoryCodeStore, redisCodeStore } from '@/data/customers/verification-store'
import { eventsWritten } from '@/integrations/analytics'
import { readOutbox } from '@/integrations/sms'
import { createRateLimits } from '@/limits/rate-limit'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, siteHost, type World } from '../support/integration/world'

let payload: Payload
let a: World
let b: World
let landlines: World
let ipSeq = 0
// Each test sends from its own address, so one test's sends do not spend another's budget.
const freshIp = () => `203.0.113.${++ipSeq}`
let phoneSeq = 0
const freshPhone = () => `04${String(10_000_000 + Math.floor(Math.random() * 80_000_000) + ++phoneSeq).slice(0, 8)}`

const post = (route: (r: Request) => Promise<Response>, slug: string, path: string, body: unknown, ip = freshIp()) =>
  route(
    new Request(`http://${siteHost(slug)}${path}`, {
      method: 'POST',
      headers: { host: siteHost(slug), 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
  )
const send = (slug: string, phone: string, ip?: string) => post(sendPOST, slug, '/api/rate-limit', { phone }, ip)
const verify = (slug: string, phone: string, code: string, ip?: string) =>
  post(verifyPOST, slug, '/api/verify-code', { phone, code }, ip)
/** A world's site as the service takes it (the shape of SiteContext that the routes pass). */
const vsite = (w: World) => ({
  id: w.site.id,
  slug: w.slug,
  tenantId: w.tenant.id,
  primaryDealership: { slug: w.dealership.slug },
})
const lastCode = (phone: string) => readOutbox(phone)[0]?.code as string
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'VerifyA', 0)
  b = await makeWorld(payload, 'VerifyB', 0)
  landlines = await makeWorld(payload, 'VerifyLandline', 0)
  await payload.update({
    collection: 'sites',
    id: landlines.site.id,
    data: { features: { sms_landlines: true } },
    context: { disableRevalidate: true },
  })
})

describe('POST /api/rate-limit then POST /api/verify-code (finance §4 "Code sending", §7)', () => {
  it('sends a 6-digit code to the development outbox, and the right code verifies once', async () => {
    const phone = freshPhone()
    const sent = await send(a.slug, phone)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toMatchObject({ ok: true, expires_at: expect.any(String) })
    const message = readOutbox(phone)[0]
    expect(message).toMatchObject({ to: phone, site: a.slug, code: expect.stringMatching(/^\d{6}$/) })
    expect(message!.text).toContain(message!.code)

    const ok = await verify(a.slug, phone, message!.code!)
    expect(ok.status).toBe(200)
    const { verification } = await ok.json()
    expect(isVerified({ site: vsite(a), phone, proof: verification })).toBe(true)
    // The proof is for this phone on this site only.
    expect(isVerified({ site: vsite(b), phone, proof: verification })).toBe(false)
    expect(isVerified({ site: vsite(a), phone: freshPhone(), proof: verification })).toBe(false)
    // A code verifies once.
    const again = await verify(a.slug, phone, message!.code!)
    expect(again.status).toBe(422)
    expect((await again.json()).error.message).toBe('The verification code is invalid. Please try again.')
  })

  it('records "sms sent" and "verify completed" in the tenant’s verifications, and events 36 and 37', async () => {
    const phone = freshPhone()
    await send(a.slug, phone)
    await verify(a.slug, phone, lastCode(phone))
    await eventsWritten()
    const { docs } = await payload.find({
      collection: 'verifications',
      where: { tenant: { equals: a.tenant.id } },
      sort: '-createdAt',
      limit: 2,
      depth: 0,
    })
    expect(docs.map((d) => d.verification_type).sort()).toEqual(['sms sent', 'verify completed'])
    for (const d of docs)
      expect(d).toMatchObject({
        website_slug: a.slug,
        dealership_slug: a.dealership.slug,
        purpose: 'finance',
        user_id: null,
      })
    // Never the phone or the code.
    expect(JSON.stringify(docs)).not.toContain(phone)
    const events = await payload.find({
      collection: 'analytics-events',
      where: { site: { equals: a.site.id } },
      depth: 0,
      limit: 50,
    })
    expect(events.docs.map((e) => e.event_id)).toEqual(expect.arrayContaining([36, 37]))
  })

  it('a code dies after 5 wrong tries: the sixth try fails even with the right code', async () => {
    const phone = freshPhone()
    await send(a.slug, phone)
    const code = lastCode(phone)
    for (let n = 0; n < 5; n++) expect((await verify(a.slug, phone, wrongCode(code))).status).toBe(422)
    const sixth = await verify(a.slug, phone, code)
    expect(sixth.status).toBe(422)
    expect((await sixth.json()).error.message).toBe('The verification code is invalid. Please try again.')
  })

  it('four wrong tries, then the right code, verifies', async () => {
    const phone = freshPhone()
    await send(a.slug, phone)
    const code = lastCode(phone)
    for (let n = 0; n < 4; n++) await verify(a.slug, phone, wrongCode(code))
    expect((await verify(a.slug, phone, code)).status).toBe(200)
  })

  it('a new code replaces the old one and resets the tries', async () => {
    const phone = freshPhone()
    await send(a.slug, phone)
    const first = lastCode(phone)
    for (let n = 0; n < 5; n++) await verify(a.slug, phone, wrongCode(first))
    await send(a.slug, phone)
    const second = lastCode(phone)
    if (second !== first) expect((await verify(a.slug, phone, first)).status).toBe(422)
    expect((await verify(a.slug, phone, second)).status).toBe(200)
  })

  it('the wall: a code sent on one tenant’s site does not verify on another’s', async () => {
    const phone = freshPhone()
    await send(a.slug, phone)
    expect((await verify(b.slug, phone, lastCode(phone))).status).toBe(422)
    expect((await verify(a.slug, phone, lastCode(phone))).status).toBe(200)
  })

  // docs/features/security.md "Security": Australian mobiles only, unless the site lets landlines have codes.
  it('a landline gets a code only on a site with `sms_landlines` on; a 1300 number never', async () => {
    const landline = `02${String(90_000_000 + ++phoneSeq).slice(0, 8)}`
    const refused = await send(a.slug, landline)
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.fields.phone).toBe('Please enter a valid Australian mobile number.')
    expect(readOutbox(landline)).toHaveLength(0)

    expect((await send(landlines.slug, landline)).status).toBe(200)
    expect((await verify(landlines.slug, landline, lastCode(landline))).status).toBe(200)
    const premium = await send(landlines.slug, '1300 000 000')
    expect(premium.status).toBe(400)
    expect((await premium.json()).error.fields.phone).toBe('Please enter a valid Australian mobile or landline number.')
  })

  it('answers bad input with 400 and the spec’s field messages, an unknown host with 404', async () => {
    const bad = await send(a.slug, '02 9000 0000')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.fields.phone).toBe('Please enter a valid Australian mobile number.')
    const empty = await verify(a.slug, '0412345678', '')
    expect((await empty.json()).error.fields.code).toBe('This is a required field.')
    const short = await verify(a.slug, '0412345678', '123')
    expect(short.status).toBe(400)
    expect((await short.json()).error.fields.code).toBe('Code must be 6 digits.')
    expect((await send('no-such-site', '0412345678')).status).toBe(404)
    const notJson = await sendPOST(
      new Request(`http://${siteHost(a.slug)}/api/rate-limit`, {
        method: 'POST',
        headers: { host: siteHost(a.slug) },
        body: '{',
      }),
    )
    expect(notJson.status).toBe(400)
    const huge = await send(a.slug, 'x'.repeat(5000))
    expect(huge.status).toBe(413)
  })

  it('limits sends per phone, whatever the address, with the spec’s message', async () => {
    process.env.RATE_LIMIT_CODE_SEND_PER_PHONE = '2/600'
    try {
      const phone = freshPhone()
      expect((await send(a.slug, phone)).status).toBe(200)
      expect((await send(b.slug, phone)).status).toBe(200) // another site, same victim
      const third = await send(a.slug, phone)
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await third.json()).error.message).toBe('Too many verification attempts. Please try again later.')
      expect((await send(a.slug, freshPhone())).status).toBe(200)
    } finally {
      delete process.env.RATE_LIMIT_CODE_SEND_PER_PHONE
    }
  })

  it('limits sends per address', async () => {
    process.env.RATE_LIMIT_CODE_SEND_PER_IP = '2/600'
    try {
      const ip = freshIp()
      expect((await send(a.slug, freshPhone(), ip)).status).toBe(200)
      expect((await send(a.slug, freshPhone(), ip)).status).toBe(200)
      const third = await send(a.slug, freshPhone(), ip)
      expect(third.status).toBe(429)
      expect((await third.json()).error.message).toBe('Too many verification attempts. Please try again later.')
    } finally {
      delete process.env.RATE_LIMIT_CODE_SEND_PER_IP
    }
  })
})

describe('the service (sendCode / checkCode) for other callers such as the shopper sign-in', () => {
  it('expires a code after 10 minutes', async () => {
    let now = 1_000_000
    const store = memoryCodeStore(() => now)
    const outbox: string[] = []
    const sms = {
      kind: 'development' as const,
      send: async (m: { meta?: { code?: string } }) => (outbox.push(m.meta!.code!), { id: 'x' }),
    }
    const phone = freshPhone()
    expect(await sendCode({ site: vsite(a), phone, purpose: 'sign-in' }, { store, sms, now: () => now })).toMatchObject(
      {
        ok: true,
        expiresAt: now + 600_000,
      },
    )
    now += 600_000
    expect(await checkCode({ site: vsite(a), phone, code: outbox[0]! }, { store, now: () => now })).toMatchObject({
      ok: false,
      reason: 'expired',
    })
    await sendCode({ site: vsite(a), phone, purpose: 'sign-in' }, { store, sms, now: () => now })
    now += 599_999
    expect(await checkCode({ site: vsite(a), phone, code: outbox[1]! }, { store, now: () => now })).toMatchObject({
      ok: true,
      phone,
    })
  })

  it('a gateway failure answers send_failed and leaves no code behind', async () => {
    const store = memoryCodeStore()
    const { SmsError } = await import('@/integrations/sms')
    const sms = {
      kind: 'http' as const,
      send: async () => {
        throw new SmsError('timeout', 'no answer')
      },
    }
    const phone = freshPhone()
    expect(await sendCode({ site: vsite(a), phone, purpose: 'finance' }, { store, sms })).toMatchObject({
      ok: false,
      reason: 'send_failed',
    })
    expect(await store.attempt(`${a.site.id}:${phone}`)).toEqual({ exists: false })
  })
})

describe('the Redis code store (REDIS_URL), on the Redis of this machine', () => {
  const limits = createRateLimits({
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    prefix: `forecourt-test:${randomUUID()}`,
  })
  afterAll(() => limits.close())

  it('counts every try atomically, keeps only the hash, and expires with the code', async () => {
    expect(await limits.ready()).toBe(true)
    const prefix = `forecourt-test:${randomUUID()}:vcode`
    const store = redisCodeStore(limits.redis!, prefix)
    expect(await store.attempt('k')).toEqual({ exists: false })
    expect(await limits.redis!.exists(`${prefix}:k`)).toBe(0) // the miss left nothing behind
    await store.put('k', { hash: 'h', expiresAt: Date.now() + 60_000 })
    const tries = await Promise.all([1, 2, 3, 4, 5, 6].map(() => store.attempt('k')))
    expect(tries.map((t) => (t.exists ? t.attempt : 0)).sort()).toEqual([1, 2, 3, 4, 5, 6])
    const ttl = await limits.redis!.pttl(`${prefix}:k`)
    expect(ttl).toBeGreaterThan(50_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
    await store.put('k', { hash: 'h2', expiresAt: Date.now() + 60_000 })
    expect(await store.attempt('k')).toMatchObject({ exists: true, hash: 'h2', attempt: 1 })
    await store.remove('k')
    expect(await store.attempt('k')).toEqual({ exists: false })
  })
})

describe('GET /api/check-if-contact-exists (finance §7)', () => {
  const lookup = (slug: string, phone: string, ip = freshIp()) =>
    contactGET(
      new Request(`http://${siteHost(slug)}/api/check-if-contact-exists?phone_number=${encodeURIComponent(phone)}`, {
        headers: { host: siteHost(slug), 'x-forwarded-for': ip },
      }),
    )

  it('answers only whether the site’s tenant has the contact, and never across the wall', async () => {
    const phone = freshPhone()
    expect(await (await lookup(a.slug, phone)).json()).toEqual({ exists: false })
    await payload.create({
      collection: 'leads',
      data: { tenant: a.tenant.id, site: a.site.id, type: 'finance', name: 'Jo', phone: `+61 ${phone.slice(1)}` },
      context: { disableRevalidate: true },
    })
    const found = await lookup(a.slug, phone)
    expect(found.headers.get('cache-control')).toContain('no-store')
    expect(await found.json()).toEqual({ exists: true })
    expect(await (await lookup(a.slug, `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`)).json()).toEqual({
      exists: true,
    })
    expect(await (await lookup(b.slug, phone)).json()).toEqual({ exists: false })
  })

  it('refuses a bad number with 400 and an unknown host with 404', async () => {
    expect((await lookup(a.slug, 'abc')).status).toBe(400)
    expect((await lookup(a.slug, '')).status).toBe(400)
    expect((await lookup('no-such-site', '0412345678')).status).toBe(404)
  })

  it('is rate-limited per address', async () => {
    const ip = freshIp()
    const statuses = []
    for (let n = 0; n < 21; n++) statuses.push((await lookup(a.slug, freshPhone(), ip)).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  // Security: "check-if-contact-exists answered 40 of 40 with rotating X-Forwarded-For and told
  // whether a number is a dealer's lead … bound it per phone": one number, a new address each time.
  it('is rate-limited per number, whatever the address', async () => {
    const phone = freshPhone()
    const statuses = []
    for (let n = 0; n < 40; n++) statuses.push((await lookup(a.slug, phone)).status)
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
    const refused = await lookup(a.slug, phone)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await refused.json()).error.code).toBe('rate_limited')
    // another tenant's count of the same number is its own
    expect((await lookup(b.slug, phone)).status).toBe(200)
  })
})

describe('GET /api/sms-outbox (the development outbox)', () => {
  const read = (token?: string) =>
    outboxGET(
      new Request('http://localhost/api/sms-outbox', { headers: token ? { authorization: `JWT ${token}` } : {} }),
    )
  const tokenOf = async (email: string) =>
    (await payload.login({ collection: 'users', data: { email, password: 'correct-horse-battery' } })).token!

  it('answers super-admins only', async () => {
    expect((await read()).status).toBe(403)
    expect((await read(await tokenOf(a.staff.email))).status).toBe(403)
    const email = `root-${randomUUID()}@verify.test`
    await payload.create({
      collection: 'users',
      data: { email, password: 'correct-horse-battery', role: 'super-admin' },
    })
    const res = await read(await tokenOf(email))
    expect(res.status).toBe(200)
    expect(Array.isArray((await res.json()).messages)).toBe(true)
  })

  it('staff of one tenant cannot read another tenant’s verifications', async () => {
    const theirs = await payload.find({
      collection: 'verifications',
      user: asUser(b.staff),
      overrideAccess: false,
      depth: 0,
      limit: 100,
    })
    expect(
      theirs.docs.every((d) => String(typeof d.tenant === 'object' ? d.tenant?.id : d.tenant) === String(b.tenant.id)),
    ).toBe(true)
    const mine = await payload.find({
      collection: 'verifications',
      user: asUser(a.staff),
      overrideAccess: false,
      depth: 0,
      limit: 100,
    })
    expect(mine.docs.length).toBeGreaterThan(0)
    expect(theirs.docs.some((d) => mine.docs.some((m) => m.id === d.id))).toBe(false)
  })
})
