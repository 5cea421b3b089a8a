import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it, vi } from 'vitest'

import { admitWrite } from '@/http/admission'
import { loginThrottle } from '@/http/login-throttle'
import { limitCodeCheck, limitCodeSend } from '@/http/verification-limits'
import { createRateLimits, type RateLimits } from '@/limits/rate-limit'

import { solvedChallenge } from '../support/security/challenge'

// ARCHITECTURE "Every public write is rate-limited (rate-limiter-flexible; Redis when REDIS_URL is
// set)": the same behaviour from memory and from the Redis at 127.0.0.1:6379, each run under its
// own key prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const env = {
  RATE_LIMIT_LEAD_PER_IP: '3/60',
  RATE_LIMIT_LEAD_PER_SITE: '5/60',
  // The phone-code limits (docs/features/security.md "Rate limits and bodies"), tested against the real Redis on this
  // machine.
  RATE_LIMIT_CODE_SEND_PER_IP: '3/600',
  RATE_LIMIT_CODE_SEND_PER_PHONE: '2/600',
  RATE_LIMIT_CODE_CHECK_PER_IP: '4/600',
  RATE_LIMIT_CODE_SEND_PER_SITE_DAILY: '6/600',
}
const opened: { limits: RateLimits; prefix: string }[] = []
const open = async (store: 'memory' | 'redis', prefix = `forecourt-test:${randomUUID()}`) => {
  const limits = createRateLimits({ redisUrl: store === 'redis' ? REDIS_URL : undefined, prefix, env })
  opened.push({ limits, prefix })
  // Until Redis is connected its limiters count in memory (the insurance): wait, to test Redis itself.
  expect(await limits.ready()).toBe(store === 'redis')
  return limits
}
// Each run deletes only its own prefixes: the PostgreSQL pass runs this file beside the SQLite
// pass, and deleting every test key would reset the other pass's limits mid-test.
afterAll(async () => {
  for (const { limits, prefix } of opened) {
    if (limits.redis) {
      const keys = await limits.redis.keys(`${prefix}*`).catch(() => [])
      if (keys.length) await limits.redis.del(...keys)
    }
    await limits.close()
  }
})

const from = (ip: string) => new Headers({ 'x-forwarded-for': ip })

describe.each(['memory', 'redis'] as const)('rate limits in %s', (store) => {
  it('lets a policy’s points through, then 429 with Retry-After and the error shape', async () => {
    // Its own prefix in the key pattern: the PostgreSQL pass runs this file beside the SQLite pass.
    const prefix = `forecourt-test:${randomUUID()}`
    const limits = await open(store, prefix)
    const verdicts = []
    for (let n = 0; n < 4; n++) verdicts.push(await limits.consume('leadPerIp', '198.51.100.1'))
    expect(verdicts.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    if (limits.redis) expect(await limits.redis.keys(`${prefix}*leadPerIp*198.51.100.1`)).toHaveLength(1)
    expect(verdicts[3]).toMatchObject({ ok: false })
    const retry = (verdicts[3] as { retryAfterS: number }).retryAfterS
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(60)
  })

  // Security: "Junk (a body that fails validation) is counted against the sender's address, not the
  // site" and "A budget that runs out never refuses a real shopper".
  it('an address past its own budget gets 429; junk never spends its site’s budget', async () => {
    const limits = await open(store)
    const policies = { perIp: 'leadPerIp', perSite: 'leadPerSite' } as const
    const write = (ip: string, site: number, status: number) =>
      admitWrite(
        new Request('http://x.localhost/api/x', { method: 'POST', headers: from(ip) }),
        { id: site },
        policies,
        async () => new Response(null, { status }),
        limits,
      )
    for (let n = 0; n < 3; n++) expect((await write('198.51.100.2', 7, 400)).status).toBe(400)
    const refused = await write('198.51.100.2', 7, 400)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/try again/) },
    })
    // Twenty more junk writes from twenty addresses: the site's budget of 5 is untouched.
    for (let n = 0; n < 20; n++) expect((await write(`198.51.100.${100 + n}`, 7, 400)).status).toBe(400)
    // Five accepted writes spend it; the sixth needs a challenge; another site is untouched.
    for (let n = 0; n < 5; n++) expect((await write(`198.51.100.${200 + n}`, 7, 201)).status).toBe(201)
    const challenged = await write('198.51.100.210', 7, 201)
    expect(challenged.status).toBe(429)
    expect((await challenged.json()).error.code).toBe('challenge_required')
    expect((await write('198.51.100.210', 8, 201)).status).toBe(201)
  })

  // spec: finance §7 "POST /api/rate-limit … non-ok reply means too many attempts"; §8 "'Too many
  // verification attempts. Please try again later.' when the rate-limit call fails". Security "SMS
  // pumping": "add a per-site daily budget for sends with an alert to the platform's staff … and a
  // challenge past a few sends an hour from one address".
  it('phone codes: per phone, a challenge past a few sends from one address, a daily budget per site', async () => {
    const limits = await open(store)
    const tooMany = async (res: Response | null) => {
      expect(res?.status).toBe(429)
      expect(res?.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await res!.json()).error.message).toBe('Too many verification attempts. Please try again later.')
    }
    const send = (ip: string, site: number, phone: string, headers: Record<string, string> = {}) =>
      limitCodeSend(
        new Request('http://x.localhost/api/rate-limit', {
          method: 'POST',
          headers: { ...headers, 'x-forwarded-for': ip },
        }),
        { id: site, slug: `site-${site}` },
        phone,
        limits,
      )
    // Per phone: two sends, from two addresses and two sites, then the third is refused.
    expect(await send('198.51.100.40', 1, '0412 000 001')).toBeNull()
    expect(await send('198.51.100.41', 2, '+61412000001')).toBeNull() // the same phone
    await tooMany(await send('198.51.100.42', 1, '0412000001'))
    // Per address: three sends to three phones, then the fourth needs a challenge, and passes with one.
    for (const n of [2, 3, 4]) expect(await send('198.51.100.43', 1, `041200000${n}`)).toBeNull()
    const asked = await send('198.51.100.43', 1, '0412000005')
    expect(asked?.status).toBe(429)
    const { error, challenge } = await asked!.json()
    expect(error.code).toBe('challenge_required')
    expect(await send('198.51.100.43', 1, '0412000005', await solvedChallenge(challenge))).toBeNull()
    // A day's budget for site 3 (6 here): six sends from six addresses, then sends stop, with one alert.
    const alerts = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (let n = 0; n < 6; n++) expect(await send(`198.51.100.${50 + n}`, 3, `04130000${10 + n}`)).toBeNull()
    await tooMany(await send('198.51.100.60', 3, '0413000020'))
    await tooMany(await send('198.51.100.61', 3, '0413000021'))
    expect(
      alerts.mock.calls.filter(([line]) => String(line).includes('text-message budget spent on site-3')),
    ).toHaveLength(1)
    alerts.mockRestore()
    // Checks per address: four, then refused; another address still checks.
    for (let n = 0; n < 4; n++) expect(await limitCodeCheck(from('198.51.100.44'), limits)).toBeNull()
    await tooMany(await limitCodeCheck(from('198.51.100.44'), limits))
    expect(await limitCodeCheck(from('198.51.100.45'), limits)).toBeNull()
  })

  it('firstTime is true once per key and window (a view once per visitor per day)', async () => {
    const limits = await open(store)
    expect(await limits.firstTime('carView', 'car-1:visitor-a:2026-11-23', 86400)).toBe(true)
    expect(await limits.firstTime('carView', 'car-1:visitor-a:2026-11-23', 86400)).toBe(false)
    expect(await limits.firstTime('carView', 'car-1:visitor-b:2026-11-23', 86400)).toBe(true)
  })

  it('login: free attempts, then a cooldown from each failure that doubles; a success starts the account afresh', async () => {
    const throttle = loginThrottle(await open(store))
    const headers = from('198.51.100.9')
    const fail = async () => {
      const gate = await throttle.begin(headers, 'owner@example.com')
      if (!('done' in gate)) return gate
      await gate.done(false)
      return 'tried'
    }
    for (let n = 0; n < 5; n++) expect(await fail()).toBe('tried')
    expect(await fail()).toEqual({ retryAfterS: 1 }) // 5 failures: wait 1 s, counted from the 5th
    await new Promise((r) => setTimeout(r, 1100))
    expect(await fail()).toBe('tried')
    expect(await fail()).toEqual({ retryAfterS: 2 }) // 6 failures: 2 s
    // The owner, from their own address, is not held up by that guesser, and signing in there
    // clears the owner's count without freeing the guesser's address.
    const owner = await throttle.begin(from('198.51.100.10'), 'owner@example.com')
    expect(owner).toHaveProperty('done')
    if ('done' in owner) await owner.done(true)
    expect(await fail()).toEqual({ retryAfterS: 2 })
  })

  it('login: of attempts that arrive together past the free ones, one is let in', async () => {
    const throttle = loginThrottle(await open(store))
    const headers = from('198.51.100.11')
    for (let n = 0; n < 5; n++) {
      const gate = await throttle.begin(headers, 'racer@example.com')
      if ('done' in gate) await gate.done(false)
    }
    await new Promise((r) => setTimeout(r, 1100))
    const gates = await Promise.all(Array.from({ length: 6 }, () => throttle.begin(headers, 'racer@example.com')))
    expect(gates.filter((g) => 'done' in g)).toHaveLength(1)
  })
})

describe('Redis down', () => {
  it('still limits, in memory, and never throws (a lead is never a 500 because of Redis)', async () => {
    const prefix = `forecourt-test:${randomUUID()}`
    const limits = createRateLimits({ redisUrl: 'redis://127.0.0.1:6329', prefix, env })
    opened.push({ limits, prefix })
    const verdicts = []
    for (let n = 0; n < 4; n++) verdicts.push((await limits.consume('leadPerIp', '198.51.100.20')).ok)
    expect(verdicts).toEqual([true, true, true, false])
  })
})

describe('Redis is shared by every instance', () => {
  it('two processes’ limiters with one prefix count together', async () => {
    const prefix = `forecourt-test:${randomUUID()}`
    const one = await open('redis', prefix)
    const two = await open('redis', prefix)
    expect((await one.consume('leadPerIp', '198.51.100.30')).ok).toBe(true)
    expect((await two.consume('leadPerIp', '198.51.100.30')).ok).toBe(true)
    expect((await one.consume('leadPerIp', '198.51.100.30')).ok).toBe(true)
    expect((await two.consume('leadPerIp', '198.51.100.30')).ok).toBe(false)
  })
})
