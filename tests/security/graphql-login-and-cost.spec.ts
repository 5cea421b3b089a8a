import { type APIRequestContext, expect, test } from '@playwright/test'

import { serverOrigin } from '../support/e2e/helpers'
import { attacker, expectRateLimited } from '../support/security/limits'
import { HARBOURSIDE, jwt, makeUser, OUTBACK, removeUser, staffToken, type TempUser } from '../support/security/walls'

/**
 * A GraphQL body as raw JSON text, with `loginUser` spelt `login\u0055ser`: JSON decodes the escape,
 * so GraphQL sees loginUser while the raw text never contains it.
 */
const escapedLogins = (credentials: { email: string; password: string }[]) =>
  `{"query":"mutation { ${credentials
    .map((c, i) => `a${i}: login\\u0055ser(email: \\"${c.email}\\", password: \\"${c.password}\\") { token }`)
    .join(' ')} }"}`

const graphql = async (request: APIRequestContext, body: string, from: Record<string, string>) =>
  request.post(`${serverOrigin()}/api/graphql`, {
    headers: { ...jwt(await staffToken(request, HARBOURSIDE)), ...from, 'content-type': 'application/json' },
    data: body,
  })

// Security: "GraphQL loginUser bypass: the limiter matches the raw text loginUser; login\u0055ser
// hides it, and 20 aliases per request give 20 guesses … Decide on the parsed operation, not the
// text; one login per request; the per-account throttle applies to GraphQL logins exactly as to REST."
test.describe('GraphQL sign-in', () => {
  let user: TempUser | undefined
  test.beforeAll(async ({ request }) => {
    user = await makeUser(request, 'editor', [OUTBACK])
  })
  test.afterAll(async ({ request }) => removeUser(request, user))

  test('more than one login in a request answers 400, whatever it is spelt', async ({ request }) => {
    const guesses = Array.from({ length: 20 }, (_, n) => ({ email: user!.email, password: `wrong-${n}` }))
    const res = await graphql(request, escapedLogins(guesses), attacker(80))
    expect(res.status()).toBe(400)
    expect((await res.json()).error.message).toMatch(/one sign-in/i)
  })

  test('escaped loginUser guesses are throttled per account, on the budget REST sign-in spends', async ({
    request,
  }) => {
    const from = attacker(81)
    // Five REST guesses spend the account's free attempts from this address…
    for (let n = 0; n < 5; n++) {
      const rest = await request.post(`${serverOrigin()}/api/users/login`, {
        headers: from,
        data: { email: user!.email, password: `rest-${n}` },
      })
      expect(rest.status()).toBe(401)
    }
    // …so GraphQL guesses sent together now wait their turn: one at most is let through, the rest
    // get 429 (with budgets of their own, all six would be checked, as the first five are free).
    const token = await staffToken(request, HARBOURSIDE)
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        request.post(`${serverOrigin()}/api/graphql`, {
          headers: { ...jwt(token), ...from, 'content-type': 'application/json' },
          data: escapedLogins([{ email: user!.email, password: `gql-${n}` }]),
        }),
      ),
    )
    const limited = guesses.filter((res) => res.status() === 429)
    expect(limited.length).toBeGreaterThanOrEqual(5)
    for (const res of limited) await expectRateLimited(res)
    // The owner, from their own address, still signs in through GraphQL.
    const owner = await graphql(request, escapedLogins([user!]), attacker(82))
    expect(owner.status()).toBe(200)
    expect(typeof (await owner.json()).data.a0.token).toBe('string')
  })
})

// Security: "One staff GraphQL query blocks every tenant: 20 aliases × Cars(limit:100) with
// relations took 5.4 s and stalled a probe for 5.6 s … Bound staff GraphQL by cost (rows × depth)."
const carsWithRelations = (limit: number) =>
  `Cars(limit: ${limit}) { docs { id name dealership { name } location { name } images { url } } }`

test('a staff query over the cost bound answers 400 at once; a page of cars with relations still runs', async ({
  request,
}) => {
  const auth = jwt(await staffToken(request, HARBOURSIDE))
  const started = Date.now()
  const attack = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: ${carsWithRelations(100)}`).join(' ')} }`
  const res = await request.post(`${serverOrigin()}/api/graphql`, { headers: auth, data: { query: attack } })
  expect(res.status()).toBe(400)
  const body = await res.json()
  expect(body.error.code).toBe('query_too_costly')
  expect(body.errors[0].message).toMatch(/costs? about [\d,]+.*at most [\d,]+/)
  expect(Date.now() - started).toBeLessThan(2000)

  const page = await request.post(`${serverOrigin()}/api/graphql`, {
    headers: auth,
    data: { query: `{ ${carsWithRelations(20)} }` },
  })
  expect(page.status()).toBe(200)
  expect((await page.json()).data.Cars.docs.length).toBe(20)
})

test('a staff query nested deeper than the bound answers 400 before it runs', async ({ request }) => {
  const auth = jwt(await staffToken(request, HARBOURSIDE))
  const nested = (levels: number) =>
    `{ Cars(limit: 1) { docs { ${'dealership { tenant { '.repeat(levels)}id${' } }'.repeat(levels)} } } }`
  const res = await request.post(`${serverOrigin()}/api/graphql`, { headers: auth, data: { query: nested(6) } })
  expect(res.status()).toBe(400)
  expect((await res.json()).error.message).toMatch(/at most \d+ levels/)
  const shallow = await request.post(`${serverOrigin()}/api/graphql`, {
    headers: auth,
    data: { query: `{ Cars(limit: 1) { docs { dealership { tenant { id } } } } }` },
  })
  expect(shallow.status()).toBe(200)
})
