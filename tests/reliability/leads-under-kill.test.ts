import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copySqlite } from '../../scripts/lib/sqlite-files.mjs'
import {
  type App,
  basePort,
  demoTarget,
  leadBody,
  type LeadRow,
  request,
  SEED_DB,
  serverLog,
  serverLogTail,
  shopperIp,
  sleep,
  startApp,
  storedLeads,
} from '../support/reliability/app'

// docs/features/security.md "Proof", "Reliability": 1,000 lead POSTs at 20 concurrent while the server is killed with
// SIGKILL and restarted twice; every 2xx answer has exactly one stored lead, no duplicates with
// idempotency keys on retries. ARCHITECTURE "Lead durability: validate, store the lead …, answer the shopper".
const LEADS = 1000
const CONCURRENCY = 20
const KILL_AT = [Math.floor(LEADS / 3), Math.floor((2 * LEADS) / 3)]
const MAX_TRIES = 60

type Attempt = { status: number; leadId?: number } | { error: string }
type Shopper = { email: string; key: string; attempts: Attempt[] }

const run = `rel-${Date.now().toString(36)}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-kill-'))
const dbFile = path.join(dir, 'forecourt.db')
const port = basePort()
let app: App
let target: { host: string; carSlug: string }
const shoppers: Shopper[] = []
let kills = 0
let rows: LeadRow[] = []

/** One shopper's submit: retried with the same Idempotency-Key while the server gives no answer or a 5xx. */
async function submit(n: number) {
  const shopper: Shopper = { email: `${run}-${n}@example.com`, key: `${run}-${n}`, attempts: [] }
  shoppers.push(shopper)
  for (let i = 0; i < MAX_TRIES; i++) {
    try {
      const res = await request(port, {
        method: 'POST',
        path: '/api/enquiries',
        host: target.host,
        headers: { 'idempotency-key': shopper.key, 'x-forwarded-for': shopperIp(n) },
        body: leadBody(target.carSlug, shopper.email),
      })
      const leadId = res.status < 300 ? Number((JSON.parse(res.text) as { lead_id: unknown }).lead_id) : undefined
      shopper.attempts.push({ status: res.status, leadId })
      if (res.status < 500) return
    } catch (err) {
      shopper.attempts.push({ error: (err as Error).message })
    }
    await sleep(250)
  }
}

/** SIGKILL mid-flight, then a restart on the same database. */
async function killAndRestart() {
  await app.kill()
  kills++
  app = await startApp(dbFile, port)
}

beforeAll(async () => {
  copySqlite(SEED_DB, dbFile)
  app = await startApp(dbFile, port)
  target = await demoTarget(port)

  let next = 0
  let killing: Promise<void> = Promise.resolve()
  const worker = async () => {
    while (next < LEADS) {
      const n = next++
      if (KILL_AT.includes(n)) killing = killAndRestart() // in flight: the other 19 shoppers lose their connection
      await submit(n)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  await killing
  rows = await storedLeads(dbFile, run)
}, 600_000)

afterAll(async () => {
  await app?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(serverLog(dbFile), { force: true })
})

const answered2xx = () =>
  shoppers.flatMap((s) =>
    s.attempts
      .filter((a): a is { status: number; leadId: number } => 'status' in a && a.status < 300)
      .map((a) => ({ ...a, email: s.email })),
  )

describe('leads while the server is killed twice under load', () => {
  it('really killed the server twice while 20 shoppers were submitting', () => {
    expect(kills).toBe(2)
    expect(shoppers).toHaveLength(LEADS)
    const cutOff = shoppers.filter((s) => s.attempts.some((a) => 'error' in a)).length
    const outcomes: Record<string, number> = {}
    for (const a of shoppers.flatMap((s) => s.attempts)) {
      const key = 'error' in a ? a.error.split(' ')[0] : String(a.status)
      outcomes[key!] = (outcomes[key!] ?? 0) + 1
    }
    console.info(
      `[reliability] ${LEADS} shoppers, ${cutOff} lost a connection to a kill, ${answered2xx().length} 2xx answers, ${rows.length} leads stored; attempts ${JSON.stringify(outcomes)}`,
    )
    expect(cutOff).toBeGreaterThan(0)
  })

  it('every 2xx answer has exactly one stored lead, the one it named', () => {
    const answers = answered2xx()
    expect(answers.length).toBeGreaterThanOrEqual(LEADS * 0.9) // the retries got nearly every shopper through
    const missing = answers.filter((a) => rows.filter((r) => r.id === a.leadId && r.email === a.email).length !== 1)
    expect(missing, `2xx answers without exactly one stored lead: ${JSON.stringify(missing.slice(0, 5))}`).toEqual([])
  })

  it('no shopper is left without an answer after the retries', () => {
    const unanswered = shoppers.filter((s) => !s.attempts.some((a) => 'status' in a && a.status < 500))
    expect(unanswered.map((s) => s.email)).toEqual([])
  })

  it('retries with the same Idempotency-Key store no lead twice', () => {
    const perEmail = new Map<string, number>()
    for (const r of rows) perEmail.set(r.email, (perEmail.get(r.email) ?? 0) + 1)
    const duplicated = [...perEmail].filter(([, count]) => count > 1)
    expect(duplicated, `${duplicated.length} shoppers stored more than once`).toEqual([])
    // A retry that got an answer names the same lead as any earlier answer for its key.
    for (const s of shoppers)
      expect(
        new Set(s.attempts.flatMap((a) => ('leadId' in a && a.leadId ? [a.leadId] : []))).size,
      ).toBeLessThanOrEqual(1)
  })

  it('a POST repeated with the same Idempotency-Key answers the same lead and stores it once', async () => {
    const email = `${run}-repeat@example.com`
    const send = () =>
      request(port, {
        method: 'POST',
        path: '/api/enquiries',
        host: target.host,
        headers: { 'idempotency-key': `${run}-repeat`, 'x-forwarded-for': '10.255.0.1' },
        body: leadBody(target.carSlug, email),
      })
    const tries: string[] = []
    const first = await send()
    tries.push(`${first.status} ${first.text.slice(0, 200)}`)
    const why = () => `tries: ${JSON.stringify(tries)}${serverLogTail(dbFile)}`
    expect(first.status, why()).toBe(201)
    const second = await send()
    tries.push(`${second.status} ${second.text.slice(0, 200)}`)
    expect(second.status, why()).toBeLessThan(300)
    expect(JSON.parse(second.text).lead_id, why()).toBe(JSON.parse(first.text).lead_id)
    expect(await storedLeads(dbFile, email), why()).toHaveLength(1)
  })
})
