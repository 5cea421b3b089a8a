import { type APIRequestContext, expect, test } from '@playwright/test'

import { serverOrigin, staffOf, superAdmin } from '../support/e2e/helpers'
import { attacker, expectRateLimited } from '../support/security/limits'
import { makeUser, OUTBACK, removeUser, type TempUser } from '../support/security/walls'

// docs/features/security.md "Rate limits and bodies", "Sign-in": there was no throttle (346 failed logins/s were
// accepted) and 11 bad attempts locked any account, the super-admin's included. Now sign-in is
// throttled by IP and by account with progressive delay instead of a hard lock that strangers can
// trigger; unknown emails cost the same hash; one message for every failure.
const ONE_MESSAGE = 'The email or password provided is incorrect.'

const login = (request: APIRequestContext, email: string, password: string, from: Record<string, string>) =>
  request.post(`${serverOrigin()}/api/users/login`, { headers: from, data: { email, password } })

test("a stranger's flood is throttled, and does not lock the super-admin out", async ({ request }) => {
  const from = attacker(50)
  const statuses: number[] = []
  for (let n = 0; n < 12; n++) {
    const res = await login(request, superAdmin.email, `wrong-${n}`, from)
    statuses.push(res.status())
    if (res.status() === 429) await expectRateLimited(res)
    else expect((await res.json()).errors[0].message).toBe(ONE_MESSAGE)
  }
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(7)
  // The owner, from their own address, still signs in at once.
  const owner = await login(request, superAdmin.email, superAdmin.password, attacker(51))
  expect(owner.status()).toBe(200)
})

test('an unknown email costs as much as a wrong password, with the same answer', async ({ request }) => {
  const known = staffOf('outback-rv-4x4').email
  const timed = async (email: string, n: number) => {
    const started = performance.now()
    const res = await login(request, email, 'not-the-password', attacker(60 + n))
    const ms = performance.now() - started
    expect(res.status()).toBe(401)
    expect((await res.json()).errors[0].message).toBe(ONE_MESSAGE)
    return ms
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const knownMs: number[] = []
  const unknownMs: number[] = []
  for (let n = 0; n < 5; n++) {
    knownMs.push(await timed(known, n))
    unknownMs.push(await timed(`nobody-${n}@forecourt.test`, n + 10))
  }
  // Today: about 198 ms against 6 ms. With the equal-cost hash they are within a factor of two.
  expect(median(unknownMs)).toBeGreaterThan(median(knownMs)! / 2)
})

// Security: "Login throttle skips multipart … Payload also accepts multipart/form-data with a
// `_payload` field; 110 multipart guesses on one account got 401 ×110 and no 429, then the right
// password logged in. Read the e-mail from every body type Payload accepts, or refuse the others."
test.describe('every body type of the sign-in route is throttled per account', () => {
  let user: TempUser | undefined
  test.beforeAll(async ({ request }) => {
    user = await makeUser(request, 'editor', [OUTBACK])
  })
  test.afterAll(async ({ request }) => removeUser(request, user))

  const multipart = (request: APIRequestContext, email: string, password: string, from: Record<string, string>) =>
    request.post(`${serverOrigin()}/api/users/login`, {
      headers: from,
      multipart: { _payload: JSON.stringify({ email, password }) },
    })

  test("multipart guesses (Payload's `_payload` field) on one account get 429, as JSON ones do", async ({
    request,
  }) => {
    const from = attacker(70)
    const statuses: number[] = []
    for (let n = 0; n < 12; n++) {
      const res = await multipart(request, user!.email, `wrong-${n}`, from)
      statuses.push(res.status())
      if (res.status() === 429) await expectRateLimited(res)
      else expect((await res.json()).errors[0].message).toBe(ONE_MESSAGE)
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(7)
    // JSON and multipart spend one budget: the address's next JSON guess on the account waits too.
    await expectRateLimited(await login(request, user!.email, 'wrong-json', from))
    // The owner, from their own address, signs in with a multipart body, as the admin's form may send.
    const owner = await multipart(request, user!.email, user!.password, attacker(71))
    expect(owner.status()).toBe(200)
  })

  test('a sign-in body of a type Payload does not read answers 415 with a readable message', async ({ request }) => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `email=${encodeURIComponent(user!.email)}&password=x`],
      ['text/plain', JSON.stringify({ email: user!.email, password: 'x' })],
    ]) {
      const res = await request.post(`${serverOrigin()}/api/users/login`, {
        headers: { ...attacker(72), 'content-type': type! },
        data: body,
      })
      expect(res.status(), type).toBe(415)
      expect((await res.json()).error.code, type).toBe('unsupported_media_type')
    }
  })
})
