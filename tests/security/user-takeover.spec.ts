import { expect, test } from '@playwright/test'

import { serverOrigin } from '../support/e2e/helpers'
import {
  HARBOURSIDE,
  jwt,
  makeUser,
  OUTBACK,
  removeUser,
  staffToken,
  superToken,
  type TempUser,
} from '../support/security/walls'

// docs/features/security.md "Walls", "Accounts": a tenant-admin may update or delete only users whose tenants are a
// subset of its own and who are not super-admins; only a user may change their own email and
// password; the role check looks at the target's current role and the new value, and rejects a
// non-string role ({"role":["super-admin"]} once passed the check and only the SQLite driver
// stopped it).
let groupStaffer: TempUser // editor in Harbourside and Outback
let rootInHarbourside: TempUser // a super-admin who is also a member of Harbourside
let editor: TempUser // an editor of Harbourside only

test.beforeAll(async ({ request }) => {
  groupStaffer = await makeUser(request, 'editor', [HARBOURSIDE, OUTBACK])
  rootInHarbourside = await makeUser(request, 'super-admin', [HARBOURSIDE])
  editor = await makeUser(request, 'editor', [HARBOURSIDE])
})

test.afterAll(async ({ request }) => {
  for (const user of [groupStaffer, rootInHarbourside, editor]) await removeUser(request, user)
})

const login = (request: import('@playwright/test').APIRequestContext, email: string, password: string) =>
  request.post(`${serverOrigin()}/api/users/login`, { data: { email, password } })

for (const [label, victim] of [
  ['a group staffer who shares its tenant', () => groupStaffer],
  ['a super-admin who is a member of its tenant', () => rootInHarbourside],
] as const) {
  test(`Harbourside's tenant-admin cannot take over ${label}`, async ({ request }) => {
    const auth = jwt(await staffToken(request, HARBOURSIDE))
    const target = victim()
    for (const data of [{ password: 'taken-over-1234' }, { email: `owned-${target.email}` }, { role: 'editor' }]) {
      const res = await request.patch(`${serverOrigin()}/api/users/${target.id}`, { headers: auth, data })
      expect([401, 403, 404], JSON.stringify(data)).toContain(res.status())
    }
    expect([401, 403, 404]).toContain(
      (await request.delete(`${serverOrigin()}/api/users/${target.id}`, { headers: auth })).status(),
    )

    expect((await login(request, target.email, 'taken-over-1234')).status()).toBe(401)
    expect((await login(request, target.email, target.password)).status()).toBe(200)
    const stored = await (
      await request.get(`${serverOrigin()}/api/users/${target.id}`, { headers: jwt(await superToken(request)) })
    ).json()
    expect(stored.email).toBe(target.email)
    expect(stored.role).toBe(target.role)
  })
}

test('a role must be one string: ["super-admin"] is refused, for itself and its own editor', async ({ request }) => {
  const token = await staffToken(request, HARBOURSIDE)
  const me = await (await request.get(`${serverOrigin()}/api/users/me`, { headers: jwt(token) })).json()
  for (const id of [me.user.id, editor.id]) {
    const res = await request.patch(`${serverOrigin()}/api/users/${id}`, {
      headers: jwt(token),
      data: { role: ['super-admin'] },
    })
    expect(res.status()).toBe(400)
    const stored = await (
      await request.get(`${serverOrigin()}/api/users/${id}`, { headers: jwt(await superToken(request)) })
    ).json()
    expect(stored.role).not.toBe('super-admin')
  }
})

test("a tenant-admin manages its own editor's role and name, but not the editor's password", async ({ request }) => {
  const auth = jwt(await staffToken(request, HARBOURSIDE))
  expect(
    (
      await request.patch(`${serverOrigin()}/api/users/${editor.id}`, { headers: auth, data: { name: 'Renamed' } })
    ).status(),
  ).toBe(200)
  expect([401, 403]).toContain(
    (
      await request.patch(`${serverOrigin()}/api/users/${editor.id}`, {
        headers: auth,
        data: { password: 'chosen-by-admin' },
      })
    ).status(),
  )
  const granted = await request.patch(`${serverOrigin()}/api/users/${editor.id}`, {
    headers: auth,
    data: { role: 'super-admin' },
  })
  if (granted.ok()) expect((await granted.json()).doc.role).toBe('editor')
  expect((await login(request, editor.email, editor.password)).status()).toBe(200)
})
