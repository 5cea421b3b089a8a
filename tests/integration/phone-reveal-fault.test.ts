import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as revealPOST } from '@/app/api/phone-reveal/route'
import { databaseKind } from '@/db/kind'

import { testPayload } from '../support/integration/payload'
import { makeWorld, siteHost, type World } from '../support/integration/world'

let payload: Payload
let a: World
type Db = { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
let exec: (statement: ReturnType<typeof sql>) => Promise<unknown>

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'RevealFault', 1)
  await payload.update({
    collection: 'dealerships',
    id: a.dealership.id,
    data: { phones: { new: '02 4000 1111' } },
    context: { disableRevalidate: true },
  })
  const db = payload.db.drizzle as unknown as Db
  exec = databaseKind(process.env.DATABASE_URL) === 'postgres' ? (q) => db.execute!(q) : (q) => db.run!(q)
})

afterAll(async () => {
  await exec(sql`ALTER TABLE phone_reveals_unwritable RENAME TO phone_reveals`).catch(() => undefined)
})

const reveal = () =>
  revealPOST(
    new Request(`http://${siteHost(a.slug)}/api/phone-reveal`, {
      method: 'POST',
      headers: { host: siteHost(a.slug), 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: a.cars[0]!.id }),
    }),
  )

// The number is revealed even when the log write fails (stock §8: a failed log is only logged).
describe('POST /api/phone-reveal when the log cannot be written', () => {
  it('still answers the number (stock §8 "Phone reveal failure: console log only"), and logs the failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The log table is gone: every insert fails, as on a read-only database or a full disk.
    await exec(sql`ALTER TABLE phone_reveals RENAME TO phone_reveals_unwritable`)
    try {
      const res = await reveal()
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ok: true, phone: '02 4000 1111' }) // car 0 is new (world helper)
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('was not logged'), expect.anything())
    } finally {
      await exec(sql`ALTER TABLE phone_reveals_unwritable RENAME TO phone_reveals`)
      errors.mockRestore()
    }
    // Once the log can be written again, the reveal is logged and answers 201.
    expect((await reveal()).status).toBe(201)
  })
})
