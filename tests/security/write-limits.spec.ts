import { expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { resolvePolicy } from '../../src/limits/rate-limit-policies'
import { serverOrigin, siteUrl } from '../support/e2e/helpers'
import { attacker, expectRateLimited } from '../support/security/limits'

// docs/features/security.md "Rate limits and bodies": public writes had no limits. Now each has per-IP and per-site
// limits; limited requests get 429 with Retry-After and a readable JSON message. Each endpoint is
// flooded from one address (src/limits/rate-limit-policies.ts has the numbers); a 429 must come
// within its per-IP budget + 1. The phone reveal is the exception: it fails open
// (tests/security/intake-availability.spec.ts).
const CAR = WELL_KNOWN_CARS.certified
const host = () => ({ host: new URL(siteUrl(CAR.site)).host })
const json = () => ({ ...host(), 'content-type': 'application/json' })

const floods = [
  {
    name: 'POST /api/enquiries',
    budget: 10,
    send: (r: FloodRequest, h: Record<string, string>) =>
      r.post(`${serverOrigin()}/api/enquiries`, { headers: { ...json(), ...h }, data: {} }),
  },
  {
    name: 'POST /api/analytics/calculator',
    budget: 60,
    send: (r: FloodRequest, h: Record<string, string>) =>
      r.post(`${serverOrigin()}/api/analytics/calculator`, {
        headers: { ...json(), ...h },
        data: { car_slug: CAR.slug },
      }),
  },
  {
    name: 'POST /api/analytics/search-view',
    // The e2e servers' budget (scripts/e2e.mjs raises it for the suite's one browser address).
    budget: resolvePolicy('searchEventPerIp').points,
    send: (r: FloodRequest, h: Record<string, string>) =>
      r.post(`${serverOrigin()}/api/analytics/search-view`, {
        headers: { ...host(), 'content-type': 'text/plain;charset=UTF-8', ...h },
        data: JSON.stringify({ path: '/search/used-cars', count: 1 }),
      }),
  },
  {
    name: 'GET /api/vehicles/{slug}/view.json',
    budget: resolvePolicy('viewPerIp').points,
    send: (r: FloodRequest, h: Record<string, string>) =>
      r.get(`${serverOrigin()}/api/vehicles/${CAR.slug}/view.json`, { headers: { ...host(), ...h } }),
  },
]
type FloodRequest = import('@playwright/test').APIRequestContext

floods.forEach(({ name, budget, send }, i) => {
  test(`${name} answers 429 with Retry-After once one address passes its budget`, async ({ request }) => {
    const from = attacker(10 + i)
    let status = 0
    for (let n = 0; n <= budget && status !== 429; n++) status = (await send(request, from)).status()
    const res = await send(request, from)
    await expectRateLimited(res)
    // Another address is not affected by that flood.
    expect((await send(request, attacker(100 + i))).status()).not.toBe(429)
  })
})

// The account operations that take a token or make an account (reset-password, verify, unlock,
// first-register) are limited per address like forgot-password: a token guesser gets 429, and
// another address is not affected (src/limits/rate-limit-policies.ts accountTokenPerIp, 20 an hour).
test('reset-password, verify, unlock and first-register answer 429 once one address passes 20 an hour', async ({
  request,
}) => {
  const from = attacker(30)
  const calls = [
    () =>
      request.post(`${serverOrigin()}/api/users/reset-password`, {
        headers: { 'content-type': 'application/json', ...from },
        data: { token: 'guess', password: 'x-long-password' },
      }),
    () =>
      request.post(`${serverOrigin()}/api/users/verify/guess`, {
        headers: { 'content-type': 'application/json', ...from },
        data: {},
      }),
    () =>
      request.post(`${serverOrigin()}/api/users/unlock`, {
        headers: { 'content-type': 'application/json', ...from },
        data: { email: 'nobody@example.com' },
      }),
    () =>
      request.post(`${serverOrigin()}/api/users/first-register`, {
        headers: { 'content-type': 'application/json', ...from },
        data: { email: 'x@example.com', password: 'x-long-password' },
      }),
  ]
  for (let n = 0; n < 20; n++) expect((await calls[n % calls.length]!()).status(), `try ${n}`).not.toBe(429)
  for (const call of calls) await expectRateLimited(await call())
  const other = await request.post(`${serverOrigin()}/api/users/reset-password`, {
    headers: { 'content-type': 'application/json', ...attacker(31) },
    data: { token: 'guess', password: 'x-long-password' },
  })
  expect(other.status()).not.toBe(429)
})
