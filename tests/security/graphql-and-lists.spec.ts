import { expect, test } from '@playwright/test'

import { serverOrigin } from '../support/e2e/helpers'
import { HARBOURSIDE, jwt, staffToken, superToken } from '../support/security/walls'

// docs/features/security.md "Walls": one anonymous GraphQL request stalled every site for minutes. GraphQL is off for
// anonymous callers, every REST and GraphQL list is capped (100), pagination=false is refused to
// all but super-admins, and media are served publicly only as files (/api/media/file/*), not as a
// listable collection.
const aliases = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: allMedia(limit: 100000, pagination: false) { docs { id } }`).join(' ')} }`

test('anonymous GraphQL is refused before the query runs, and answers at once', async ({ request }) => {
  const started = Date.now()
  const res = await request.post(`${serverOrigin()}/api/graphql`, { data: { query: aliases(150) } })
  expect(res.status()).toBe(401)
  expect(await res.text()).not.toContain('"docs"')
  expect(Date.now() - started).toBeLessThan(2000)
})

test('anonymous callers cannot list media or make logos, but still get their files', async ({ request }) => {
  for (const path of ['/api/media?limit=100000', '/api/media?pagination=false', '/api/make-logos?limit=100000']) {
    const res = await request.get(`${serverOrigin()}${path}`)
    expect([401, 403], path).toContain(res.status())
    expect(await res.text(), path).not.toContain('"docs"')
  }
  const staff = await (
    await request.get(`${serverOrigin()}/api/media?limit=1&depth=0`, {
      headers: jwt(await staffToken(request, HARBOURSIDE)),
    })
  ).json()
  const file = await request.get(`${serverOrigin()}${staff.docs[0].url}`)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toMatch(/^image\//)
})

test('staff lists are capped at 100 rows over REST and GraphQL; pagination=false is refused', async ({ request }) => {
  const auth = jwt(await staffToken(request, HARBOURSIDE))
  const rest = await (await request.get(`${serverOrigin()}/api/cars?limit=100000&depth=0`, { headers: auth })).json()
  expect(rest.totalDocs).toBeGreaterThan(100) // Harbourside's demo stock is larger than one page
  expect(rest.docs.length).toBe(100)
  const zero = await (await request.get(`${serverOrigin()}/api/cars?limit=0&depth=0`, { headers: auth })).json()
  expect(zero.docs.length).toBe(100)

  const unpaginated = await request.get(`${serverOrigin()}/api/cars?pagination=false&depth=0`, { headers: auth })
  expect(unpaginated.status()).toBe(403)

  const gql = await (
    await request.post(`${serverOrigin()}/api/graphql`, {
      headers: auth,
      data: { query: '{ Cars(limit: 100000) { docs { id } } }' },
    })
  ).json()
  expect(gql.data.Cars.docs.length).toBe(100)
  const gqlAll = await (
    await request.post(`${serverOrigin()}/api/graphql`, {
      headers: auth,
      data: { query: '{ Cars(pagination: false) { docs { id } } }' },
    })
  ).json()
  expect(gqlAll.data?.Cars ?? null).toBeNull()
  expect(JSON.stringify(gqlAll.errors)).toContain('super-admin')
})

test('a super-admin may still ask for an unpaginated list', async ({ request }) => {
  const res = await request.get(`${serverOrigin()}/api/tenants?pagination=false&depth=0`, {
    headers: jwt(await superToken(request)),
  })
  expect(res.status()).toBe(200)
  expect((await res.json()).docs.length).toBeGreaterThan(1)
})

// The 100-row cap bounds each list, not how many lists one query asks for: staff GraphQL also
// gets a cap on root fields (aliases included), so 150 aliases of a list never reach Payload.
test('staff GraphQL with more root fields than the cap answers 400 at once; a small query still runs', async ({
  request,
}) => {
  const auth = jwt(await staffToken(request, HARBOURSIDE))
  const started = Date.now()
  const res = await request.post(`${serverOrigin()}/api/graphql`, { headers: auth, data: { query: aliases(150) } })
  expect(res.status()).toBe(400)
  expect((await res.json()).error.message).toMatch(/at most 20 root fields/)
  expect(Date.now() - started).toBeLessThan(2000)
  const fragments = `query { ...F } fragment F on Query { ${Array.from({ length: 21 }, (_, i) => `c${i}: Cars(limit: 1) { docs { id } }`).join(' ')} }`
  expect(
    (await request.post(`${serverOrigin()}/api/graphql`, { headers: auth, data: { query: fragments } })).status(),
  ).toBe(400)
  const small = await request.post(`${serverOrigin()}/api/graphql`, {
    headers: auth,
    data: { query: '{ a: Cars(limit: 1) { docs { id } } b: Cars(limit: 1) { docs { id } } }' },
  })
  expect(small.status()).toBe(200)
  expect((await small.json()).data.a.docs.length).toBe(1)
})
