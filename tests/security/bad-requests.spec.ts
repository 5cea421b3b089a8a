import { expect, request as requests, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { apiToken, serverOrigin, serverPort, staffOf, superAdmin } from '../support/e2e/helpers'
import { tenantIdOf } from '../support/security/walls'

// No 5xx for bad input (docs/features/security.md "Proof"), where there were 500s that should be 4xx: /cars/%ff,
// /search/%ff and every [slug] route (URIError), values that hold a literal % and are decoded
// twice, a malformed escape anywhere in a path (including where the framework decodes it before our
// code runs), /api/media/abc, /api/media/file/nope.jpg, a GraphQL body of {, a GraphQL fragment
// cycle, a text/plain POST to a collection.
const CAR = WELL_KNOWN_CARS.certified
const site = () => ({ host: `${CAR.site}.localhost:${serverPort()}` })

const SITE_PATHS = [
  '/cars/%ff',
  '/cars/%E0%A4%A',
  '/cars/%ff/autogauge',
  '/cars/%25ff/autogauge', // a literal % that a second decode would choke on
  '/cars/100%25',
  '/search/%ff',
  '/search/used-cars/%ff',
  '/search/%25ff',
  '/used-car/%ff',
  '/%ff',
  '/x/%ff/y',
  '/print?car_id=%ff',
  '/api/vehicles/%ff/similar',
  '/api/vehicles/%ff/view.json',
  '/api/vehicles/%ff/pdf',
  '/api/vehicles/%ff/history-report',
  '/api/vehicles/%25ff/similar',
  '/api/vehicles/%25ff/pdf',
  '/api/%ff',
  '/api/media/file/nope.jpg',
  // Security: "500s left … /feeds/%ff, /sitemaps/%ff, /icons/%ff": route handlers that skip the proxy.
  '/feeds/%ff',
  '/feeds/%E0%A4%A',
  '/sitemaps/%ff',
  '/sitemaps/cars-%ff.xml',
  '/icons/%ff',
  '/icons/%ff.png',
  // "every [slug] route": a malformed escape, and a literal % that a second decode would choke on.
  ...['/blog', '/locations', '/our-location', '/contact-us', '/models', '/forms'].flatMap((base) => [
    `${base}/%ff`,
    `${base}/%25`,
    `${base}/%25ff`,
    `${base}/100%25`,
  ]),
]

for (const path of SITE_PATHS) {
  test(`GET ${path} on a site host answers 4xx`, async ({ request }) => {
    const res = await request.get(`${serverOrigin()}${path}`, { headers: site() })
    expect(res.status()).toBeGreaterThanOrEqual(400)
    expect(res.status()).toBeLessThan(500)
  })
}

for (const slug of ['%ff', '%25', '%25ff', '100%25']) {
  test(`POST /api/custom-forms/${slug} on a site host answers 4xx`, async ({ request }) => {
    // Next's route matcher answers a bare 500 on a malformed escape before any code of
    // ours runs, so an /api path holding a %-escape passes the proxy even with a body (src/proxy.ts).
    const res = await request.post(`${serverOrigin()}/api/custom-forms/${slug}`, {
      headers: { ...site(), 'x-forwarded-for': '203.0.113.61' },
      data: { name: 'x' },
    })
    expect(res.status()).toBeGreaterThanOrEqual(400)
    expect(res.status()).toBeLessThan(500)
  })
}

for (const path of [
  '/admin/%ff',
  '/api/%ff',
  '/api/media/abc',
  '/api/media/file/nope.jpg',
  '/api/make-logos/file/nope.svg',
  '/api/cars/abc',
]) {
  test(`GET ${path} on the admin host answers 4xx`, async ({ request }) => {
    const res = await request.get(`${serverOrigin()}${path}`)
    expect(res.status()).toBeGreaterThanOrEqual(400)
    expect(res.status()).toBeLessThan(500)
  })
}

test('a staff GET, PATCH and DELETE of a malformed id answer 404, not a failed SQL query', async ({ request }) => {
  const auth = { Authorization: `JWT ${await apiToken(request, superAdmin)}` }
  expect((await request.get(`${serverOrigin()}/api/media/abc`, { headers: auth })).status()).toBe(404)
  expect((await request.patch(`${serverOrigin()}/api/cars/abc`, { headers: auth, data: { name: 'x' } })).status()).toBe(
    404,
  )
  expect((await request.delete(`${serverOrigin()}/api/cars/abc`, { headers: auth })).status()).toBe(404)
})

test('GraphQL: a body of "{" and a fragment cycle answer 400 to staff, and 401 unparsed to anonymous callers', async ({
  request,
}) => {
  // The token comes from a context of its own: signing in sets the staff cookie in the context that
  // asked, and the anonymous requests below must carry no credentials at all.
  const signIn = await requests.newContext()
  const auth = { Authorization: `JWT ${await apiToken(signIn, superAdmin)}` }
  await signIn.dispose()
  const cycleQuery = 'query { Cars { docs { ...A } } } fragment A on Car { ...B } fragment B on Car { ...A }'
  for (const [who, headers, status] of [
    ['staff', auth, 400],
    // Anonymous callers are refused before the body is parsed: an anonymous query costs no more
    // than its 401 (docs/features/security.md "Security").
    ['anonymous', {}, 401],
  ] as const) {
    // A Buffer goes as its bytes; a string Playwright sends JSON-encoded, as the JSON text "{".
    for (const [body, data] of [
      ['{', Buffer.from('{')],
      ['"{"', '{'],
    ] as const) {
      const raw = await request.post(`${serverOrigin()}/api/graphql`, {
        headers: { ...headers, 'content-type': 'application/json' },
        data,
      })
      expect(raw.status(), `${who}: a body of ${body}`).toBe(status)
    }
    const cycle = await request.post(`${serverOrigin()}/api/graphql`, { headers, data: { query: cycleQuery } })
    expect(cycle.status(), `${who}: a fragment cycle`).toBe(status)
  }
})

test('a text/plain POST or PATCH to a collection answers 415, for staff too', async ({ request }) => {
  const auth = { Authorization: `JWT ${await apiToken(request, superAdmin)}` }
  for (const [method, path] of [
    ['POST', '/api/cars'],
    ['PATCH', '/api/cars/1'],
    ['POST', '/api/media'],
  ] as const) {
    const res = await request.fetch(`${serverOrigin()}${path}`, {
      method,
      headers: { ...auth, 'content-type': 'text/plain' },
      data: 'hello',
    })
    expect(res.status(), `${method} ${path}`).toBe(415)
  }
})

// Security: "staff REST `where`-operator fuzz (23 of 300), `/api/{collection}/versions` on
// collections without versions, url-encoded creates, a wrong type in the FAQ block. Every one a 4xx
// with a message." Asked as a tenant admin, the role the probe used.
test('staff REST: bad where operators and values, versions of an unversioned collection, url-encoded and wrongly typed bodies answer 4xx with a message', async ({
  request,
}) => {
  const auth = { Authorization: `JWT ${await apiToken(request, staffOf('harbourside-toyota'))}` }
  const cases: [string, string, { data?: unknown; type?: string }?][] = [
    ['GET', '/api/cars?where[price][near]=x'],
    ['GET', '/api/cars?where[price][within]=x'],
    ['GET', '/api/cars?where[price][intersects]=x'],
    ['GET', '/api/cars?where[name][all]=x'],
    ['GET', '/api/cars?where[or][0][price][near]=x'],
    ['GET', '/api/cars?where[createdAt][equals]=not-a-date'],
    ['GET', '/api/cars?where[createdAt][greater_than]=x'],
    ['GET', '/api/cars?where[dealership][equals]=abc'],
    ['GET', '/api/cars?where[dealership][in]=abc'],
    ['GET', '/api/cars/count?where[updatedAt][less_than]=x'],
    ['GET', '/api/leads/versions'],
    ['GET', '/api/leads/versions/1'],
    ['POST', '/api/menus', { data: 'name=x', type: 'application/x-www-form-urlencoded' }],
    ['POST', '/api/cars', { data: 'name=x&price=1', type: 'application/x-www-form-urlencoded' }],
    [
      'POST',
      '/api/pages',
      {
        data: JSON.stringify({
          tenant: await tenantIdOf(request, 'harbourside-toyota'),
          title: 'Fuzz FAQ',
          slug: 'fuzz-faq-wrong-type',
          layout: [{ blockType: 'faq', items: [{ question: 'Q', answer: { not: 'text' } }] }],
        }),
        type: 'application/json',
      },
    ],
  ]
  const failures: string[] = []
  for (const [method, path, body] of cases) {
    const res = await request.fetch(`${serverOrigin()}${path}`, {
      method,
      headers: { ...auth, ...(body?.type ? { 'content-type': body.type } : {}) },
      ...(body ? { data: body.data } : {}),
    })
    const text = await res.text()
    const json = (() => {
      try {
        return JSON.parse(text) as { error?: { message?: unknown }; errors?: { message?: unknown }[] }
      } catch {
        return {}
      }
    })()
    const message = json.error?.message ?? json.errors?.[0]?.message
    if (res.status() < 400 || res.status() >= 500 || typeof message !== 'string' || /went wrong/i.test(message))
      failures.push(`${method} ${path}: ${res.status()} ${text.slice(0, 160)}`)
  }
  expect(failures).toEqual([])
})
