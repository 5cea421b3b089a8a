#!/usr/bin/env node
// `npm run bench:sqlite-processes [-- --port 3400 --seconds 30 --rounds 2 --leads-per-s 4 --wal true|false]`
// The embedded database shared by two processes (docs/features/databases.md "Databases"): the production server alone,
// then the same server with an `npm run jobs` worker on the same SQLite file. Each phase starts from
// a fresh copy of the demo database (DATABASE_URL, default data/forecourt.db) and the current build
// (`npm run build` first). For `--seconds`, one shopper reads pages one after another — `/`, the
// used-car results and a vehicle page, each rendered afresh (`Cache-Control: no-cache` bypasses the
// shared page cache, so every render reads the database) — while shoppers send `--leads-per-s`
// enquiries a second, which the server stores and the job runners deliver: writes from both
// processes. `--rounds` repeats the pair (alone, beside a worker), so a machine that got busier
// during the run weighs on both; each phase's latencies are pooled over its rounds. `--wal` sets
// SQLITE_WAL for both processes (unset: the code's default). A second *server* on the same file is
// not measured: it is refused (docs/features/databases.md "Databases", scripts/lib/sqlite-server-lock.mjs).
// Prints one line per phase, then one JSON line:
//   {"journal_mode":"wal","phases":{"alone":{"pages":n,"p50_ms":…,"p95_ms":…,"leads":n,"lead_p95_ms":…},
//    "with_jobs":{…}},"p95_ratio":…}
// Budget (printed, never an exit code): p95_ratio ≤ 4 (the page p95 beside a worker at most four
// times the server's own).
import { spawn } from 'node:child_process'
import http from 'node:http'

import { createClient } from '@libsql/client'

import { appEnv } from '../scripts/lib/env.mjs'
import { startServer } from '../scripts/lib/run.mjs'
import { WELL_KNOWN_CARS } from '../scripts/seed/fixtures.ts'
import { arg, benchDatabase, percentile, sender, sleep } from './lib/bench.mjs'

const port = Number(arg('port', 3400))
const SECONDS = Number(arg('seconds', 30))
const ROUNDS = Number(arg('rounds', 2))
const LEADS_PER_S = Number(arg('leads-per-s', 4))
const WAL = arg('wal', undefined)
const CAR = WELL_KNOWN_CARS.certified
const host = `${CAR.site}.localhost:${port}`
const PAGES = ['/', '/search/used-cars', `/cars/${CAR.slug}`]
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'cache-control': 'no-cache' }
const log = (msg) => console.log(`[bench:sqlite-processes] ${msg}`)

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
const send = sender(port, { agent, json: true, maxText: 2000, timeout: 120_000 })

const round = (n) => (n === null ? null : Math.round(n * 10) / 10)

/** The shopper reading pages and the shoppers sending leads, for SECONDS; their latencies. */
async function measure(tag) {
  const end = performance.now() + SECONDS * 1000
  const pages = []
  const leads = []
  const failed = []
  const reader = async () => {
    for (let i = 0; performance.now() < end; i++) {
      const res = await send({ path: PAGES[i % PAGES.length], host, headers: HTML })
      if (res.status === 200) pages.push(res.ms)
      else failed.push(`${PAGES[i % PAGES.length]} ${res.status || res.error}`)
    }
  }
  const writer = async () => {
    const inFlight = []
    for (let n = 0; performance.now() < end; n++) {
      inFlight.push(
        send({
          method: 'POST',
          path: '/api/enquiries',
          host,
          // Every shopper has an address of its own (TRUST_PROXY=loopback below).
          headers: { 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
          body: JSON.stringify({
            kind: 'enquiry',
            name: 'Bench',
            email: `${tag}-${n}@bench.example`,
            phone: '0412 345 678',
            message: 'Is it still available?',
            car_id: CAR.slug,
          }),
        }).then((res) => (res.status === 201 ? leads.push(res.ms) : failed.push(`lead ${res.status || res.error}`))),
      )
      await sleep(1000 / LEADS_PER_S)
    }
    await Promise.all(inFlight)
  }
  await Promise.all([reader(), LEADS_PER_S > 0 ? writer() : null])
  return { pages, leads, failed }
}

/** Percentiles of a phase's latencies (pooled over its rounds). */
function summary({ pages, leads, failed }) {
  pages.sort((a, b) => a - b)
  leads.sort((a, b) => a - b)
  return {
    pages: pages.length,
    p50_ms: round(percentile(pages, 50)),
    p95_ms: round(percentile(pages, 95)),
    max_ms: round(pages.at(-1) ?? null),
    leads: leads.length,
    lead_p95_ms: round(percentile(leads, 95)),
    failed: failed.length,
    failures: [...new Set(failed)].slice(0, 5),
  }
}

/** `npm run jobs` on the same file; `ready` resolves once it says it is running its queue. */
function startWorker(env) {
  const worker = spawn('npm', ['run', 'jobs', '--silent'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  let said = ''
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the jobs worker did not start within 120 s: ${said}`)), 120_000)
    worker.stdout.on('data', (chunk) => {
      said = (said + chunk).slice(-4000)
      if (said.includes('jobs worker: running')) resolve(clearTimeout(timer))
    })
    worker.on('exit', (code) => reject(new Error(`the jobs worker exited with ${code}: ${said}`)))
  })
  return {
    ready,
    stop: () => {
      try {
        process.kill(-worker.pid, 'SIGTERM')
      } catch {
        // gone
      }
    },
  }
}

async function journalMode(databaseUrl) {
  const db = createClient({ url: databaseUrl })
  try {
    return String((await db.execute('PRAGMA journal_mode')).rows[0]?.journal_mode)
  } finally {
    db.close()
  }
}

async function phase(name, withWorker) {
  const databaseUrl = await benchDatabase('bench-sqlite-processes')
  const env = {
    ...appEnv({
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_LEAD_PER_SITE: '100000/600',
      RATE_LIMIT_PAGE_RENDER_PER_IP: '100000/60',
      ...(WAL === undefined ? {} : { SQLITE_WAL: WAL }),
    }),
    NODE_ENV: 'production',
  }
  const server = await startServer({ port, env, quiet: true })
  const worker = withWorker ? startWorker(env) : null
  try {
    if (worker) await worker.ready
    for (let i = 0; i < 30; i++) await send({ path: PAGES[i % PAGES.length], host, headers: HTML }) // warm up
    const raw = await measure(`${name}-${Date.now().toString(36)}`)
    report(name, summary({ pages: [...raw.pages], leads: [...raw.leads], failed: raw.failed }))
    return { ...raw, journal_mode: await journalMode(databaseUrl) }
  } finally {
    worker?.stop()
    server.stop()
    await sleep(2000)
  }
}

function report(name, r) {
  log(
    `${name.padEnd(10)} pages ${r.pages}  p50 ${r.p50_ms} ms  p95 ${r.p95_ms} ms  max ${r.max_ms} ms  ` +
      `leads ${r.leads} (p95 ${r.lead_p95_ms} ms)  failed ${r.failed} ${r.failures.join('; ')}`,
  )
}

log(`${SECONDS} s per phase, ${ROUNDS} round(s), ${LEADS_PER_S} leads/s, SQLITE_WAL=${WAL ?? '(default)'}`)
const pooled = { alone: { pages: [], leads: [], failed: [] }, with_jobs: { pages: [], leads: [], failed: [] } }
let journal = null
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, withWorker] of [
    ['alone', false],
    ['with_jobs', true],
  ]) {
    const raw = await phase(name, withWorker)
    for (const key of ['pages', 'leads', 'failed']) pooled[name][key].push(...raw[key])
    journal = raw.journal_mode
  }
}
const alone = summary(pooled.alone)
const withJobs = summary(pooled.with_jobs)
if (ROUNDS > 1) for (const [name, r] of Object.entries({ alone, with_jobs: withJobs })) report(`${name} (all)`, r)
const ratio = round(withJobs.p95_ms / alone.p95_ms)
log(`page p95 with a jobs worker / alone: ${ratio} (budget ≤ 4)`)
console.log(
  JSON.stringify({ journal_mode: journal, rounds: ROUNDS, phases: { alone, with_jobs: withJobs }, p95_ratio: ratio }),
)
process.exit(0)
