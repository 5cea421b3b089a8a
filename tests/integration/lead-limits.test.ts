import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/enquiries/route'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// docs/features/security.md "Rate limits and bodies", "Idempotent leads": leads take an optional Idempotency-Key
// header, a retried POST with the same key answers the same lead and stores nothing twice; and
// per-IP limits on /api/enquiries. Runs on SQLite and, with DATABASE_URL, on PostgreSQL: the unique
// (site, idempotency_key) index is the guarantee.
let payload: Payload
let a: World
let b: World

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Idema', 2)
  b = await makeWorld(payload, 'Idemb', 2)
})

let caller = 0
function post(world: World, body: unknown, headers: Record<string, string> = {}) {
  const host = `${world.slug}.localhost`
  return POST(
    new Request(`http://${host}/api/enquiries`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${caller++ % 250}`, ...headers },
      body: JSON.stringify(body),
    }),
  )
}
const lead = (email: string) => ({
  kind: 'enquiry',
  name: 'Casey',
  email,
  phone: '0412345678',
  message: 'Still there?',
  car_id: 'car-1',
})
const stored = async (email: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0, overrideAccess: true }))
    .docs

describe('Idempotency-Key on POST /api/enquiries', () => {
  it('eight racing tries and a late retry store one lead and all answer its id', async () => {
    const email = `race-${Date.now()}@example.com`
    const key = { 'idempotency-key': `race-${Date.now()}` }
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(a, lead(email), key)))
    answers.push(await post(a, lead(email), key))
    expect(answers.map((r) => r.status)).toEqual(Array(9).fill(201))
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).lead_id)))
    const docs = await stored(email)
    expect(docs).toHaveLength(1)
    expect([...ids]).toEqual([docs[0]!.id])
    expect(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(8)
  })

  it('keys are per site: the same key on another site is another lead', async () => {
    const email = `per-site-${Date.now()}@example.com`
    const key = { 'idempotency-key': `shared-${Date.now()}` }
    expect((await post(a, lead(email), key)).status).toBe(201)
    expect((await post(b, lead(email), key)).status).toBe(201)
    expect(await stored(email)).toHaveLength(2)
  })

  it('the same key with a different enquiry is refused (422), and nothing more is stored', async () => {
    const email = `reuse-${Date.now()}@example.com`
    const key = { 'idempotency-key': `reuse-${Date.now()}` }
    expect((await post(a, lead(email), key)).status).toBe(201)
    const other = await post(a, { ...lead(email), message: 'Another question' }, key)
    expect(other.status).toBe(422)
    expect((await other.json()).error.code).toBe('idempotency_key_reused')
    expect(await stored(email)).toHaveLength(1)
  })

  it('without a key every POST is its own lead, as before', async () => {
    const email = `nokey-${Date.now()}@example.com`
    await post(a, lead(email))
    await post(a, lead(email))
    expect(await stored(email)).toHaveLength(2)
  })

  it.each([['x'.repeat(129)], ['has space'], ['']])('a malformed key %j gets a readable 400', async (raw) => {
    const res = await post(a, lead(`bad-key-${Date.now()}@example.com`), { 'idempotency-key': raw })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({ code: 'invalid_idempotency_key', message: expect.any(String) })
  })
})

describe('rate limit on POST /api/enquiries', () => {
  it('one address gets 10 leads in ten minutes, then 429 with Retry-After; nothing more is stored', async () => {
    const email = `flood-${Date.now()}@example.com`
    const from = { 'x-forwarded-for': '192.0.2.251' }
    const statuses = []
    for (let n = 0; n < 12; n++) statuses.push((await post(a, lead(email), from)).status)
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429])
    expect(await stored(email)).toHaveLength(10)
    const limited = await post(a, lead(email), from)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

// ARCHITECTURE "Lead durability": leads that arrive together are stored in one commit with their
// delivery jobs (src/data/leads/writer.ts); on PostgreSQL one statement for the whole group.
describe('leads that arrive together', () => {
  it('each of twenty racing shoppers is answered with their own lead, and each lead has one delivery job', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `together-${Date.now()}-${i}@example.com`)
    const answers = await Promise.all(emails.map((email) => post(b, lead(email))))
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201))
    const ids = await Promise.all(answers.map(async (r) => String((await r.json()).lead_id)))
    expect(new Set(ids).size).toBe(20)
    for (const [i, email] of emails.entries()) expect((await stored(email)).map((d) => String(d.id))).toEqual([ids[i]])
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      limit: 0,
      pagination: false,
      overrideAccess: true,
      depth: 0,
    })
    const jobLeads = jobs.map((j) => String((j.input as { lead?: string }).lead)).filter((id) => ids.includes(id))
    expect(jobLeads.sort()).toEqual([...ids].sort())
  })
})
