import { expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { apiToken, serverOrigin, serverPort, superAdmin } from '../support/e2e/helpers'
import { postDeclared } from '../support/security/limits'

// docs/features/security.md "`ADMIN_HOSTS`". A host resolution gap: any path ending in .ext skipped the proxy, so
// /outback-rv/search/used-cars.x with any Host rendered Outback's site; the admin and Payload's API
// answered on every host. The admin is served only on the configured admin hosts (ADMIN_HOSTS,
// default: any localhost) — here: localhost, 127.0.0.1 and [::1], never a site's {slug}.localhost.
const harbourside = () => `harbourside-toyota.localhost:${serverPort()}`
const OUTBACK_NAME = /Outback RV/i

test.describe('a path that names another site renders nothing of it', () => {
  for (const [label, host] of [
    ['another site’s host', harbourside],
    ['an unknown host', () => 'nobody.example.com'],
  ] as const) {
    for (const path of [
      '/outback-rv/search/used-cars.x',
      '/outback-rv/search/used-cars',
      '/outback-rv',
      `/outback-rv/cars/${WELL_KNOWN_CARS.caravan.slug}.json`,
    ]) {
      test(`${path} on ${label}`, async ({ request }) => {
        const res = await request.get(`${serverOrigin()}${path}`, { headers: { host: host() } })
        expect(res.status()).toBe(404)
        expect(await res.text()).not.toMatch(OUTBACK_NAME)
      })
    }
  }
})

test('the real files in public/ are still served on a site host', async ({ request }) => {
  for (const path of ['/favicon.svg', '/robots.txt']) {
    expect((await request.get(`${serverOrigin()}${path}`, { headers: { host: harbourside() } })).status(), path).toBe(
      200,
    )
  }
})

test('the admin answers on the admin host and not on a site host', async ({ request }) => {
  expect((await request.get(`${serverOrigin()}/admin/login`)).status()).toBe(200)
  expect((await request.get(`http://127.0.0.1:${serverPort()}/admin/login`)).status()).toBe(200)
  for (const host of [harbourside(), 'www.harbourside-toyota.com.au', 'nobody.example.com']) {
    const res = await request.get(`${serverOrigin()}/admin/login`, { headers: { host } })
    expect(res.status(), host).toBe(404)
    const html = await res.text()
    expect(html).not.toMatch(/LoginForm|Payload App|payload-default/)
  }
})

test("Payload's REST and GraphQL answer only on the admin host; the shopper API and media files work on site hosts", async ({
  request,
}) => {
  for (const path of ['/api/users/me', '/api/users/login', '/api/cars', '/api/access']) {
    const res = await request.get(`${serverOrigin()}${path}`, { headers: { host: harbourside() } })
    expect(res.status(), path).toBe(404)
  }
  const login = await request.post(`${serverOrigin()}/api/users/login`, {
    headers: { host: harbourside() },
    data: { email: 'x@example.com', password: 'x' },
  })
  expect(login.status()).toBe(404)
  const gql = await request.post(`${serverOrigin()}/api/graphql`, {
    headers: { host: harbourside() },
    data: { query: '{ __typename }' },
  })
  expect(gql.status()).toBe(404)
  expect((await request.get(`${serverOrigin()}/api/users/me`)).status()).toBe(200)

  // The shopper endpoints and the pictures on a car page still answer on the site host.
  expect(
    (await request.get(`${serverOrigin()}/api/search?hitsPerPage=1`, { headers: { host: harbourside() } })).status(),
  ).toBe(200)
  const html = await (
    await request.get(`${serverOrigin()}/cars/${WELL_KNOWN_CARS.certified.slug}`, { headers: { host: harbourside() } })
  ).text()
  const file = /url=(%2Fapi%2Fmedia%2Ffile%2F[^&"]+)/.exec(html)?.[1]
  expect(file).toBeTruthy()
  expect(
    (await request.get(`${serverOrigin()}${decodeURIComponent(file!)}`, { headers: { host: harbourside() } })).status(),
  ).toBe(200)
})

// /api/leads, /api/reservations and /api/saved-searches once held the shopper's own POST routes,
// which shadowed Payload's REST there (they moved to /api/enquiries, /api/reserve and
// /api/account/saved-searches). Every verb of those paths, POST too, is Payload's now and must
// answer only where the rest of it does.
const SHADOWED = ['/api/leads', '/api/reservations', '/api/saved-searches']

test("the collections that once held a shopper route are all Payload's: not on a site host", async ({ request }) => {
  for (const path of SHADOWED) {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS']) {
      const res = await request.fetch(`${serverOrigin()}${path}?where[id][exists]=true`, {
        method,
        headers: { host: harbourside(), 'content-type': 'application/json' },
        data: method === 'GET' || method === 'OPTIONS' ? undefined : { notes: 'x' },
      })
      expect(res.status(), `${method} ${path}`).toBe(404)
      expect((await res.json()).error.code, `${method} ${path}`).toBe('not_found')
    }
    // Refused on the Host alone: a declared 100 MB body is not waited for.
    const big = await postDeclared(path, 100 * 1024 * 1024, 'application/json', {
      method: 'PATCH',
      host: harbourside(),
    })
    expect(big.status, `PATCH ${path} (100 MB declared)`).toBe(404)
  }
})

test('staff list those collections through REST on the admin host', async ({ request }) => {
  const auth = { Authorization: `JWT ${await apiToken(request, superAdmin)}` }
  for (const path of SHADOWED) {
    const res = await request.get(`${serverOrigin()}${path}?limit=1&depth=0`, { headers: auth })
    expect(res.status(), path).toBe(200)
    expect(Array.isArray((await res.json()).docs), path).toBe(true)
  }
})
