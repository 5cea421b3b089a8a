import { expect, test } from '@playwright/test'

import { serverOrigin } from '../support/e2e/helpers'
import { HARBOURSIDE, jwt, makeUser, removeUser, serverLog, superToken, type TempUser } from '../support/security/walls'

// docs/features/security.md "Walls", "The log holds no secrets": a failed write to users logged the SQL with its bound
// parameters (password hash, salt and reset token); they are redacted, and 401/403 are logged at
// warn level without a stack (each was 1.4 KB of ERROR with a stack). The server's log is
// data/e2e-server.log (scripts/e2e.mjs).
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const stripColours = (text: string) => text.replace(ANSI_COLOUR, '')
/** A line at error (warn) level in either format: Payload's pretty lines or production's JSON (docs/deploy.md "Operations"). */
const ERROR_LEVEL = /ERROR|"level":"error"/
const WARN_LEVEL = /WARN|"level":"warn"/

/** What the server logs while `attack` runs (the log is written asynchronously: wait for `until`). */
async function logDuring(attack: () => Promise<unknown>, until: RegExp): Promise<string> {
  const before = serverLog().length
  await attack()
  let chunk = ''
  for (let i = 0; i < 20; i++) {
    chunk = stripColours(serverLog().slice(before))
    if (until.test(chunk)) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return chunk
}

let user: TempUser
test.beforeAll(async ({ request }) => {
  expect(serverLog(), 'the e2e server writes its log to data/e2e-server.log').toContain('Ready')
  user = await makeUser(request, 'editor', [HARBOURSIDE])
})
test.afterAll(async ({ request }) => removeUser(request, user))

test('a failed write to users leaves no hash, salt or token in the log', async ({ request }) => {
  const auth = jwt(await superToken(request))
  const chunk = await logDuring(
    () =>
      request.patch(`${serverOrigin()}/api/users/${user.id}`, {
        headers: auth,
        data: { role: ['super-admin'], password: 'a-new-password-123' },
      }),
    /role|users/i,
  )
  expect(chunk).not.toMatch(/[a-f0-9]{64,}/i) // the salt is 64 hex characters, the hash 1,024
  expect(chunk).not.toMatch(/params: (?!\[redacted\])/)
})

test('a failed login is a warning without a stack', async ({ request }) => {
  const chunk = await logDuring(
    () =>
      request.post(`${serverOrigin()}/api/users/login`, { data: { email: user.email, password: 'not-the-password' } }),
    /incorrect/i,
  )
  expect(chunk).toMatch(/WARN.*\n?.*incorrect/i)
  expect(chunk).not.toMatch(ERROR_LEVEL)
  expect(chunk).not.toMatch(/"stack"|\n\s+at \S/)
})

test('a forbidden request is a warning without a stack', async ({ request }) => {
  const chunk = await logDuring(() => request.get(`${serverOrigin()}/api/leads?limit=1`), /not allowed/i)
  expect(chunk).toMatch(WARN_LEVEL)
  expect(chunk).not.toMatch(ERROR_LEVEL)
  expect(chunk).not.toMatch(/"stack"|\n\s+at \S/)
})

test('nothing the server logged during the security run holds bound SQL values or a hash', () => {
  // The attack matrix and the other specs ran before this file (alphabetical order): their failed
  // queries and refused requests are all in the log by now. Server B's log holds the e2e flows that
  // ran there (scripts/lib/e2e-servers.mjs): the same rule holds for it.
  const log = stripColours(serverLog() + serverLog(process.env.E2E_SERVER_LOG_B ?? 'data/e2e-server-b.log'))
  expect(log).not.toMatch(/params: (?!\[redacted\])/)
  expect(log).not.toMatch(/[a-f0-9]{64,}/i)
})
