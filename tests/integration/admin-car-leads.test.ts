import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { countLeadsByCar, leadCountForCar } from '@/data/admin/car-leads'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// The admin list cells read the viewer from the request's cookie; here the viewer is set per test.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }))

// docs/staff-guide.md "Labels and list columns": the cars list shows Leads per car. Tenant walls: staff of one
// tenant must never read another tenant's data, so the count goes through Payload with the viewer's
// access.
let payload: Payload
let a: World
let b: World
const ctx = { disableRevalidate: true }

const lead = (w: World, car: number | string, name: string) =>
  payload.create({
    collection: 'leads',
    data: { tenant: w.tenant.id, type: 'enquiry', site: w.site.id, car, name } as never,
    context: ctx,
  })

const signIn = async (w: World) => {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: w.staff.email, password: 'correct-horse-battery' },
  })
  requestHeaders.current = new Headers({ authorization: `JWT ${token}` })
}

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Leadcounta', 2)
  b = await makeWorld(payload, 'Leadcountb', 1)
  await lead(a, a.cars[0]!.id, 'First')
  await lead(a, a.cars[0]!.id, 'Second')
  await lead(b, b.cars[0]!.id, 'Other dealer')
  await lead(b, b.cars[0]!.id, 'Other dealer again')
})

describe('leads per car for the admin cars list', () => {
  it("counts a tenant's own leads per car, and none for a car without leads", async () => {
    const counts = await countLeadsByCar(payload, asUser(a.staff), [a.cars[0]!.id, a.cars[1]!.id])
    expect(counts.get(String(a.cars[0]!.id))).toBe(2)
    expect(counts.get(String(a.cars[1]!.id)) ?? 0).toBe(0)
  })

  it("never counts another tenant's leads, even when asked for that tenant's car", async () => {
    const counts = await countLeadsByCar(payload, asUser(a.staff), [b.cars[0]!.id, a.cars[0]!.id])
    expect(counts.get(String(b.cars[0]!.id)) ?? 0).toBe(0)
    expect(counts.get(String(a.cars[0]!.id))).toBe(2)
    // The same question from the other tenant's staff sees their own two.
    expect((await countLeadsByCar(payload, asUser(b.staff), [b.cars[0]!.id])).get(String(b.cars[0]!.id))).toBe(2)
  })

  it('counts nothing without a signed-in viewer', async () => {
    expect((await countLeadsByCar(payload, null, [a.cars[0]!.id])).size).toBe(0)
    requestHeaders.current = new Headers()
    expect(await leadCountForCar(payload, a.cars[0]!.id)).toBe(0)
  })

  it("the list cell counts as the request's signed-in staff member", async () => {
    await signIn(a)
    const [own, none, other] = await Promise.all([
      leadCountForCar(payload, a.cars[0]!.id),
      leadCountForCar(payload, a.cars[1]!.id),
      leadCountForCar(payload, b.cars[0]!.id),
    ])
    expect([own, none, other]).toEqual([2, 0, 0])
    await signIn(b)
    expect(await leadCountForCar(payload, b.cars[0]!.id)).toBe(2)
  })
})
