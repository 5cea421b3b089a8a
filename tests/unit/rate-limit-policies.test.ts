import { describe, expect, it } from 'vitest'

import { IDEMPOTENCY_KEY_MAX, idempotencyKey } from '@/http/idempotency-key'
import { LOGIN_THROTTLE, loginCooldownS } from '@/http/login-throttle'
import { policyEnvName, RATE_POLICIES, type RatePolicyName, resolvePolicy } from '@/limits/rate-limit-policies'

describe('rate policies (per-IP and per-site limits on every public write)', () => {
  const names = Object.keys(RATE_POLICIES) as RatePolicyName[]

  it.each(names)('%s has positive numbers and says why', (name) => {
    const p = RATE_POLICIES[name]
    expect(p.points).toBeGreaterThan(0)
    expect(p.durationS).toBeGreaterThan(0)
    expect(p.why.length).toBeGreaterThan(20)
  })

  it.each([
    ['lead', 'leadPerIp', 'leadPerSite'],
    ['reveal', 'revealPerIp', 'revealPerSite'],
    ['analytics', 'analyticsPerIp', 'analyticsPerSite'],
    ['view', 'viewPerIp', 'viewPerSite'],
    ['searchEvent', 'searchEventPerIp', 'searchEventPerSite'],
  ] as const)('%s: the per-site budget is far above one address (many shoppers share a site)', (_w, ip, site) => {
    const rate = (n: RatePolicyName) => RATE_POLICIES[n].points / RATE_POLICIES[n].durationS
    expect(rate(site)).toBeGreaterThanOrEqual(10 * rate(ip))
  })

  it.each([
    ['leadPerIp', 'RATE_LIMIT_LEAD_PER_IP'],
    ['searchEventPerSite', 'RATE_LIMIT_SEARCH_EVENT_PER_SITE'],
  ])('%s is tuned by %s', (name, env) => expect(policyEnvName(name)).toBe(env))

  it('an override replaces the numbers and keeps the reason', () => {
    expect(resolvePolicy('leadPerIp', { RATE_LIMIT_LEAD_PER_IP: '20/60' })).toEqual({
      ...RATE_POLICIES.leadPerIp,
      points: 20,
      durationS: 60,
    })
    expect(resolvePolicy('leadPerIp', {})).toBe(RATE_POLICIES.leadPerIp)
  })

  it.each(['20', '0/60', '20/0', 'lots/60', '-1/60'])('a malformed override %s is refused loudly', (raw) => {
    expect(() => resolvePolicy('leadPerIp', { RATE_LIMIT_LEAD_PER_IP: raw })).toThrow(/RATE_LIMIT_LEAD_PER_IP/)
  })
})

describe('login cooldown (progressive delay instead of a lock)', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 0],
    [5, 5, 1],
    [6, 5, 2],
    [8, 5, 8],
    [11, 5, 60],
    [500, 5, 60],
  ])('after %i attempts with %i free: wait %i s', (attempts, free, wait) =>
    expect(loginCooldownS(attempts, free)).toBe(wait),
  )

  it('never waits longer than a minute: the owner is slowed, never locked out', () => {
    expect(LOGIN_THROTTLE.maxCooldownS).toBe(60)
  })
})

describe('Idempotency-Key header', () => {
  const h = (v?: string) => new Headers(v === undefined ? {} : { 'idempotency-key': v })
  it.each([
    [undefined, { ok: true, key: null }],
    ['3f1c2b9e-6d2a-4c8e-9f0b-1a2b3c4d5e6f', { ok: true, key: '3f1c2b9e-6d2a-4c8e-9f0b-1a2b3c4d5e6f' }],
    ['  padded  ', { ok: true, key: 'padded' }],
    ['x'.repeat(IDEMPOTENCY_KEY_MAX), { ok: true, key: 'x'.repeat(IDEMPOTENCY_KEY_MAX) }],
    ['x'.repeat(IDEMPOTENCY_KEY_MAX + 1), { ok: false }],
    ['', { ok: false }],
    ['with space', { ok: false }],
    ['ünïcode', { ok: false }],
  ])('%s', (raw, expected) => expect(idempotencyKey(h(raw))).toEqual(expected))
})
