import { expect, test } from '@playwright/test'

import { serverOrigin } from '../support/e2e/helpers'
import { docOfTenant, HARBOURSIDE, jwt, OUTBACK, staffToken } from '../support/security/walls'

// docs/features/security.md "Walls", "Document locking is off": any staff member could create, renew, list and delete
// payload-locked-documents for any tenant's documents: Harbourside locked all of Outback's cars
// (every edit then answered 423), and saw which documents other tenants were editing. Locks must be
// scoped to the caller's tenants, or locking turned off where it cannot be scoped. (Locking is off:
// collections/index.ts says why.)
test("Harbourside cannot lock Outback's car, nor list other tenants' locks", async ({ request }) => {
  const car = await docOfTenant(request, 'cars', OUTBACK)
  const harbourside = jwt(await staffToken(request, HARBOURSIDE))
  const me = (await (await request.get(`${serverOrigin()}/api/users/me`, { headers: harbourside })).json()).user

  const lock = await request.post(`${serverOrigin()}/api/payload-locked-documents`, {
    headers: harbourside,
    data: { document: { relationTo: 'cars', value: car.id }, user: { relationTo: 'users', value: me.id } },
  })
  expect(lock.ok()).toBe(false)
  const list = await request.get(`${serverOrigin()}/api/payload-locked-documents?limit=100&depth=1`, {
    headers: harbourside,
  })
  expect(list.ok()).toBe(false)
  expect(await list.text()).not.toContain('"docs"')

  // Outback's own staff edits its car without a 423.
  const outback = jwt(await staffToken(request, OUTBACK))
  const edit = await request.patch(`${serverOrigin()}/api/cars/${car.id}`, {
    headers: outback,
    data: { rank: car.rank ?? 0 },
  })
  expect(edit.status()).toBe(200)
})
