#!/usr/bin/env node
// `npm run bench:leads [-- --port 3350 --leads 10000 --concurrency 50 --smtp-down 30 --workers 1 --warmup 1000]`:
// lead intake and delivery of a production build (run `npm run build` first) on a copy of the demo
// database (DATABASE_URL, default data/forecourt.db; `npm run demo` or `npm run seed` makes it; of a
// PostgreSQL database, a copy `{name}_bench_leads` on the same server). docs/features/leads.md "Lead delivery",
// "Benchmark": `--leads` lead POSTs at `--concurrency` while the dealership's webhook receiver
// fails every other call and its SMTP server refuses mail for `--smtp-down` seconds in the middle;
// `--workers` `npm run jobs` processes deliver (the server's autoRun only with `--workers 0`). When
// the POSTs are done and the SMTP server is back, the faults end (the webhook answers 200 again)
// and the bench waits for every accepted lead to arrive. Before them, `--warmup` leads at the same
// concurrency and without faults warm the server's lead path (V8's compiled code, the database
// pool), as a server that has been taking leads is; their latency is logged, not measured, and they
// are delivered like any other but counted apart. Prints progress, then as its last line one JSON
// object:
//   leads          POSTs sent (the warm-up's apart)
//   accepted       answered 201
//   stored         leads of this run in the database
//   delivered      stored leads that reached both the SMTP server and the webhook (2xx)
//   duplicates     extra 2xx webhook deliveries of a lead already accepted (by webhook id) + extra e-mails,
//                  the warm-up's leads included
//   lost           accepted leads that were never stored, plus stored leads of this run (whether or not
//                  their 201 reached the bench) not delivered by the end of the drain, the warm-up's included
//   accept_p95_ms  p95 of the 201 answers' latency
//   drain_s        seconds from the end of the faults until every accepted lead had arrived (null: never)
// Budget (printed, never an exit code): lost 0, duplicates 0, accept_p95_ms ≤ 150, drain_s ≤ 120.
// LEAD_DELIVERY_RETRY_BASE_MS (default here 250) shortens the retry backoff, as in the e2e run: the
// production policy's first retry is 30 s later, which no drain budget in minutes can hold.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { appEnv } from '../scripts/lib/env.mjs'
import { startServer } from '../scripts/lib/run.mjs'
import { WELL_KNOWN_CARS } from '../scripts/seed/fixtures.ts'
import { arg, benchDatabase, percentile, sender, sleep } from './lib/bench.mjs'
import { startLeadPeersThread } from './lib/lead-peers-thread.mjs'

const port = Number(arg('port', 3350))
const LEADS = Number(arg('leads', 10_000))
const CONCURRENCY = Number(arg('concurrency', 50))
const SMTP_DOWN_S = Number(arg('smtp-down', 30))
const WORKERS = Number(arg('workers', 1))
const WARMUP = Number(arg('warmup', 1000))
const DRAIN_TIMEOUT_S = Number(arg('drain-timeout', 900))
const CAR = WELL_KNOWN_CARS.certified
const TENANT = CAR.dealership
const runId = Date.now().toString(36)
const run = `bench-${runId}`
// The warm-up's leads: a tag the run's `like` never matches.
const warmRun = `warmup-${runId}`

const log = (msg) => console.log(`[bench:leads] ${msg}`)
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 4 })

/** One request on the bench's keep-alive pool; a body goes as JSON. */
const send = sender(port, { agent, json: true, timeout: 30_000 })

// A copy of the database: the bench writes thousands of leads.
const databaseUrl = await benchDatabase('bench-leads')

// The dealership's SMTP server and webhook receiver, in a thread of their own: the latency measured
// is the server's, not the bench's own event loop busy parsing e-mails.
const peers = await startLeadPeersThread()
const env = {
  ...appEnv({
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: 'loopback',
    SMTP_URL: peers.smtpUrl,
    LEAD_WEBHOOK_ALLOW_HTTP: 'true',
    LEAD_DELIVERY_RETRY_BASE_MS: process.env.LEAD_DELIVERY_RETRY_BASE_MS ?? '250',
    // Every shopper has an address of its own; the one site takes the whole flood.
    RATE_LIMIT_LEAD_PER_SITE: `${LEADS * 10}/600`,
    // With worker processes the web server only takes leads (docs/features/leads.md "Lead delivery" step 2): its
    // autoRun would otherwise spend the intake's event loop on deliveries.
    JOBS_AUTORUN: WORKERS > 0 ? 'false' : 'true',
  }),
  NODE_ENV: 'production',
}
log(
  `starting the production server on port ${port} (${databaseUrl.startsWith('file:') ? 'SQLite copy' : 'PostgreSQL'})`,
)
const server = await startServer({ port, env, quiet: true })
const workers = []
const stopAll = () => {
  for (const w of workers)
    try {
      process.kill(-w.pid, 'SIGTERM')
    } catch {
      // gone
    }
  server.stop()
}
process.on('SIGINT', () => (stopAll(), process.exit(130)))

try {
  // The dealership's Lead delivery tab, set by its staff through the REST API as the admin does.
  const accounts = JSON.parse(fs.readFileSync('scripts/seed/accounts.json', 'utf8'))
  const staff = accounts.find((a) => a.tenant === TENANT)
  const login = await send({
    method: 'POST',
    path: '/api/users/login',
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  })
  if (login.status !== 200) throw new Error(`staff login answered ${login.status}`)
  const auth = { authorization: `JWT ${JSON.parse(login.text).token}` }
  const cars = JSON.parse(
    (await send({ path: `/api/cars?where[slug][equals]=${CAR.slug}&depth=0&limit=1`, headers: auth })).text,
  )
  const dealershipId = cars.docs[0].dealership
  const patched = await send({
    method: 'PATCH',
    path: `/api/dealerships/${dealershipId}`,
    headers: auth,
    body: JSON.stringify({
      lead_delivery: {
        email_recipients: [{ email: 'crm@bench.example' }],
        adf_placement: 'body',
        webhook_url: peers.webhookUrl,
      },
    }),
  })
  if (patched.status !== 200) throw new Error(`dealership update answered ${patched.status}: ${patched.text}`)
  await peers.setSecret(JSON.parse(patched.text).doc.lead_delivery.webhook_secret)

  for (let i = 0; i < WORKERS; i++) {
    const w = spawn('npm', ['run', 'jobs', '--silent'], {
      env: { ...env, JOBS_INTERVAL_MS: '200' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    })
    workers.push(w)
  }

  const host = `${CAR.site}.localhost:${port}`
  for (let i = 0; i < 20; i++) await send({ path: `/cars/${CAR.slug}`, host }) // warm up
  const leadBody = (email) =>
    JSON.stringify({
      kind: 'enquiry',
      name: 'Bench',
      email,
      phone: '0412 345 678',
      message: 'Is it still available?',
      car_id: CAR.slug,
    })
  // Every shopper has an address of its own (10.x for the measured leads, 11.x for the warm-up).
  const postLead = (email, n, net) =>
    send({
      method: 'POST',
      path: '/api/enquiries',
      host,
      headers: { 'x-forwarded-for': `${net}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: leadBody(email),
    })

  // The warm-up: its leads must arrive too.
  const warm = { next: 0, latencies: [], failed: 0 }
  const warmStarted = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, WARMUP) }, async () => {
      while (warm.next < WARMUP) {
        const n = warm.next++
        const res = await postLead(`${warmRun}-${n}@bench.example`, n, 11)
        if (res.status === 201) warm.latencies.push(res.ms)
        else warm.failed++
      }
    }),
  )
  if (WARMUP > 0) {
    const sortedWarm = warm.latencies.sort((a, b) => a - b)
    log(
      `warm-up: ${WARMUP} POSTs in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s, ` +
        `${warm.failed} not accepted, p95 ${sortedWarm.length ? Math.round(percentile(sortedWarm, 95)) : '-'} ms (not measured)`,
    )
    if (warm.failed) throw new Error(`${warm.failed} warm-up leads were not accepted`)
  }

  // The faults: every other webhook call fails until they end; the SMTP server refuses mail for a while.
  await peers.failEveryOtherCall(true)
  let outage = null
  const leadIds = new Map() // lead id → email
  const latencies = []
  const answers = {}
  let next = 0
  const started = performance.now()
  // How late the bench itself read answers: its latencies are the server's only while this stays small.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  const shopper = async () => {
    while (next < LEADS) {
      const n = next++
      if (n === Math.floor(LEADS / 2) && !outage) {
        log(`SMTP server refusing mail for ${SMTP_DOWN_S} s (lead ${n})`)
        outage = peers
          .refuseMail(true)
          .then(() => sleep(SMTP_DOWN_S * 1000))
          .then(() => peers.refuseMail(false))
          .then(() => log('SMTP server back'))
      }
      const email = `${run}-${n}@bench.example`
      const res = await postLead(email, n, 10)
      answers[res.status] = (answers[res.status] ?? 0) + 1
      if (res.status === 201) {
        latencies.push(res.ms)
        leadIds.set(String(JSON.parse(res.text).lead_id), email)
      }
      if (n % 1000 === 999) log(`${n + 1} POSTs, ${leadIds.size} accepted, answers ${JSON.stringify(answers)}`)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, shopper))
  const postSeconds = (performance.now() - started) / 1000
  loopDelay.disable()
  log(
    `${LEADS} POSTs in ${postSeconds.toFixed(1)} s (${(LEADS / postSeconds).toFixed(0)}/s); ` +
      `the bench's event loop delay meanwhile p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms`,
  )
  await outage
  await peers.failEveryOtherCall(false)
  const faultsEnded = performance.now()

  // Every lead of this run in the database, by id: a POST whose 201 never reached the bench (a client
  // timeout) may still have stored a lead, which must be delivered too. Paged in id order: a group
  // commit gives its leads one created_at, and PostgreSQL pages such ties in no stable order (the
  // default sort), so leads were counted twice or missed ("accepted but not stored").
  const storedLeadIds = async (tag) => {
    const ids = new Set()
    for (let page = 1; ; page++) {
      const body = JSON.parse(
        (
          await send({
            path: `/api/leads?where[email][like]=${tag}&limit=100&page=${page}&sort=id&depth=0&select[email]=true`,
            headers: auth,
          })
        ).text,
      )
      for (const doc of body.docs) ids.add(String(doc.id))
      if (!body.hasNextPage) break
    }
    return ids
  }
  const storedIds = await storedLeadIds(run)
  const warmIds = await storedLeadIds(warmRun)
  const notStored = [...leadIds.keys()].filter((id) => !storedIds.has(id)).length
  const warmNotStored = warm.latencies.length - warmIds.size
  log(`faults over: ${storedIds.size} leads stored (${notStored} accepted but not stored); waiting for each to arrive`)

  const arrivedOf = (ids, { mails, accepted }) => {
    let n = 0
    for (const id of ids) if (mails.get(id) && accepted.get(id)) n++
    return n
  }
  const arrived = (tally) => arrivedOf(storedIds, tally)
  let drain = null
  let lastLog = 0
  while ((performance.now() - faultsEnded) / 1000 < DRAIN_TIMEOUT_S) {
    const tally = await peers.tally()
    const n = arrived(tally)
    if (n === storedIds.size && arrivedOf(warmIds, tally) === warmIds.size) {
      drain = (performance.now() - faultsEnded) / 1000
      break
    }
    if (performance.now() - lastLog > 15_000) {
      lastLog = performance.now()
      log(`drain: ${n}/${storedIds.size} delivered after ${((performance.now() - faultsEnded) / 1000).toFixed(0)} s`)
    }
    await sleep(500)
  }
  await sleep(5000) // anything arriving twice would arrive now

  const tally = await peers.tally()
  // A warm-up lead lost or sent twice counts as one of the run's: no lead may be.
  const everyId = new Set([...storedIds, ...warmIds])
  let duplicates = 0
  for (const [id, n] of tally.accepted) if (everyId.has(id)) duplicates += Math.max(0, n - 1)
  for (const id of everyId) duplicates += Math.max(0, (tally.mails.get(id) ?? 0) - 1)
  const delivered = arrived(tally)
  const warmLost = Math.max(0, warmNotStored) + (warmIds.size - arrivedOf(warmIds, tally))
  if (WARMUP > 0) log(`warm-up leads: ${warmIds.size} stored, ${warmLost} lost`)
  const sorted = latencies.sort((a, b) => a - b)
  const result = {
    leads: LEADS,
    accepted: leadIds.size,
    stored: storedIds.size,
    delivered,
    duplicates,
    lost: notStored + (storedIds.size - delivered) + warmLost,
    accept_p95_ms: sorted.length ? Math.round(percentile(sorted, 95)) : null,
    drain_s: drain === null ? null : Math.round(drain * 10) / 10,
  }
  const budget = [
    ['lost', result.lost === 0],
    ['duplicates', result.duplicates === 0],
    ['accept_p95_ms', result.accept_p95_ms !== null && result.accept_p95_ms <= 150],
    ['drain_s', result.drain_s !== null && result.drain_s <= 120],
  ]
  log(`answers ${JSON.stringify(answers)}; webhook calls ${tally.calls}; e-mails ${tally.messages}`)
  log(`budget: ${budget.map(([k, ok]) => `${k} ${ok ? 'ok' : 'OVER'}`).join(', ')}`)
  console.log(JSON.stringify(result))
} finally {
  stopAll()
  agent.destroy()
  await peers.close()
}
process.exit(0)
