#!/usr/bin/env node
// `npm run bench:abuse [-- --port 3340 --duration 15]` — what an anonymous attacker can do to a
// production build (run `npm run build` first), on a copy of the current database (DATABASE_URL,
// default data/forecourt.db; seed it with `npm run demo` or `npm run seed`). Loopback only; every
// loop is bounded by a count or a deadline. docs/features/security.md "Proof" says what it proves. Prints what it does,
// then as its last line one JSON object:
//   graphql_stall_ms              the longest a cheap request waited while one anonymous GraphQL query
//                                 of 150 aliases of allMedia(limit:100000, pagination:false) ran
//   login_accepted_per_s          failed logins from one address that the server processed (not 429), per second
//   leads_accepted_per_ip_per_min leads from one address stored (201), scaled to a minute
//   body_limit_bytes              the largest JSON body Payload's routes read before a 413 (null: none up to 64 MiB)
//   p95_ms_under_attack           the home page's p95 while the GraphQL query and a lead flood run
//   scenarios                     one entry per costly-route scenario below: its name, the attack
//                                 requests sent, the real shoppers refused (must be 0), and the home
//                                 page's p95 during the attack, in ms and as a ratio to the quiet run
//   intake_shoppers_refused       real shoppers not served during the intake scenarios (must be 0):
//                                 junk floods with forged X-Forwarded-For and a botnet of valid leads
//                                 (bench/lib/intake-flood.mjs), each with a table row of requests
//                                 sent, shoppers refused and the home page's p95 against its quiet p95
// Budget (printed, never an exit code: benchmarks do not fail CI on timings): the home p95 under
// attack at most 3× its p95 alone, and no home request waiting more than 2 s; in each costly-route
// scenario (docs/features/security.md "Rate limits and bodies") at most 4× alone, and no shopper refused.

import fs from 'node:fs'

import autocannon from 'autocannon'

import { appEnv } from '../scripts/lib/env.mjs'
import { INTERNAL_KEY_HEADER, internalKey } from '../scripts/lib/internal-key.mjs'
import { startServer } from '../scripts/lib/run.mjs'
import { arg, benchDatabase, percentile, sender, sleep } from './lib/bench.mjs'
import { intakeScenarios } from './lib/intake-flood.mjs'

const port = Number(arg('port', 3340))
const duration = Number(arg('duration', 15))
const ATTACKER = { graphql: '10.66.0.1', login: '10.66.0.2', leads: '10.66.0.3' }
/** Each costly-route scenario's attacker: one address, this many connections at once. */
const ROUTE_ATTACK_CONNECTIONS = 30
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
const STALL_CAP_MS = 120_000
const MAX_BODY_PROBE = 64 * 2 ** 20

const round = (v) => (v === null ? null : Math.round(v))

/** One request on a connection of its own (keeps the first 4 KB of a body). */
const send = sender(port, { maxText: 4096 })

/** The worst GraphQL query of the attack report: 150 aliases of an unbounded media list. */
const worstQuery = JSON.stringify({
  query: `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: allMedia(limit: 100000, pagination: false) { docs { id } }`).join(' ')} }`,
})
const graphql = (timeout) =>
  send({
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ATTACKER.graphql },
    body: worstQuery,
    timeout,
  })

/** The longest a cheap request (the site map, no database) waits while `work` runs: probes every 50 ms. */
async function stallDuring(work) {
  let worst = 0
  let running = true
  const probes = (async () => {
    while (running) {
      const r = await send({
        path: '/api/site-map',
        headers: { [INTERNAL_KEY_HEADER]: internalKey(appEnv().PAYLOAD_SECRET) },
        timeout: STALL_CAP_MS,
      })
      worst = Math.max(worst, r.ms)
      await sleep(50)
    }
  })()
  const result = await work()
  running = false
  await probes
  return { worst, result }
}

/** Waits (bounded) until the server answers a cheap request quickly again after an attack. */
async function settle() {
  const deadline = Date.now() + STALL_CAP_MS
  while (Date.now() < deadline) {
    const r = await send({
      path: '/api/site-map',
      headers: { [INTERNAL_KEY_HEADER]: internalKey(appEnv().PAYLOAD_SECRET) },
      timeout: 5_000,
    })
    if (r.status === 200 && r.ms < 100) return
    await sleep(500)
  }
  console.warn('the server did not settle within 120 s')
}

/** Runs autocannon and collects every latency (ms) and status. */
async function cannon(opts) {
  const latencies = []
  const statuses = {}
  const instance = autocannon({ url: `http://127.0.0.1:${port}${opts.path}`, timeout: 30, ...opts, path: undefined })
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms)
    statuses[status] = (statuses[status] ?? 0) + 1
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  return { latencies, statuses, timeouts: result.timeouts, errors: result.errors }
}

let shopperN = 0
/** A real shopper's address: a new one for each page, as many people browsing (never an attacker's). */
const shopperAddress = () => {
  const n = shopperN++
  return `10.77.${(n >> 8) & 255}.${n & 255}`
}

/**
 * The home page, `connections` at a time for `seconds`, each request from a shopper's own address:
 * every latency (ms), a request still waiting at its 60 s timeout counted as 60 s (a frozen server
 * answers nothing within a short window), and how many shoppers were refused (any answer but 200).
 */
async function homeLoad(host, seconds, connections = 4) {
  const latencies = []
  let timeouts = 0
  let refused = 0
  const end = Date.now() + seconds * 1000
  const worker = async () => {
    while (Date.now() < end) {
      const r = await send({ path: '/', host, timeout: 60_000, headers: { 'x-forwarded-for': shopperAddress() } })
      if (r.status === 0) timeouts++
      if (r.status !== 200) refused++
      latencies.push(r.ms)
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  latencies.sort((a, b) => a - b)
  return { latencies, timeouts, refused }
}

/**
 * One attacker address sending `request(n)` on `connections` connections until `stop()` is true
 * (bounded by 100,000 requests): how many it sent and the statuses it got.
 */
async function routeFlood(request, stop, connections = ROUTE_ATTACK_CONNECTIONS) {
  let sent = 0
  const statuses = {}
  const worker = async () => {
    while (!stop() && sent < 100_000) {
      const r = await send({ ...request(sent++), timeout: 60_000 })
      statuses[r.status] = (statuses[r.status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  return { sent, statuses }
}

const randomToken = () => Math.random().toString(36).slice(2, 10)

/** The largest body (bytes) a route read without a 413, by doubling then bisecting; null when none was refused. */
async function bodyLimit(path) {
  const probe = async (size) => {
    const pad = Math.max(0, size - 40)
    const body = `{"query":"{ __typename }","pad":"${'a'.repeat(pad)}"}`
    const r = await send({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.9' },
      body,
      timeout: 60_000,
    })
    return r.status !== 413 && r.status !== 0
  }
  let ok = 0
  let refused = null
  for (let size = 64 * 1024; size <= MAX_BODY_PROBE; size *= 2) {
    if (await probe(size)) ok = size
    else {
      refused = size
      break
    }
  }
  if (refused === null) return null
  for (let i = 0; i < 12 && refused - ok > 1024; i++) {
    const mid = Math.floor((ok + refused) / 2)
    if (await probe(mid)) ok = mid
    else refused = mid
  }
  return ok
}

// A copy of the database: the attack writes leads and may lock accounts.
const databaseUrl = await benchDatabase('bench-abuse')

const server = await startServer({
  port,
  // 127.0.0.1 and ::1 are the trusted proxy: the attackers below name their addresses through it,
  // while the intake scenarios' stranger connects from 127.0.0.2 and forges in vain. Phone codes go
  // to the development outbox (no gateway here).
  env: {
    ...appEnv({ DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1, ::1', SMS_TRANSPORT: 'development' }),
    NODE_ENV: 'production',
  },
  quiet: true,
})
try {
  const site = server.siteMap.slugs[0]
  const host = `${site}.localhost:${port}`
  const car = JSON.parse((await send({ path: '/api/search?hitsPerPage=1', host })).text).hits?.[0]?.slug
  if (!car) throw new Error(`${site} lists no cars`)
  for (let i = 0; i < 20; i++) await send({ path: '/', host }) // warm up

  // 1. The home page alone.
  const alone = await homeLoad(host, duration)
  const p95Alone = percentile(alone.latencies, 95)
  console.log(
    `home alone: ${alone.latencies.length} requests, p95 ${round(p95Alone)} ms, max ${round(alone.latencies.at(-1))} ms`,
  )

  // 2. One worst GraphQL query: how long does everyone else wait?
  const stall = await stallDuring(() => graphql(STALL_CAP_MS))
  console.log(
    `graphql: the query answered ${stall.result.status || stall.result.error} after ${round(stall.result.ms)} ms; a cheap request waited up to ${round(stall.worst)} ms`,
  )
  await settle()

  // 3. Failed logins from one address, unknown e-mails (no account gets locked).
  const loginSeconds = 5
  const logins = await cannon({
    path: '/api/users/login',
    method: 'POST',
    connections: 10,
    duration: loginSeconds,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ATTACKER.login },
    body: JSON.stringify({ email: 'nobody@bench.invalid', password: 'wrong-password-1' }),
  })
  const loginAccepted = Object.entries(logins.statuses)
    .filter(([s]) => s !== '429')
    .reduce((n, [, c]) => n + c, 0)
  console.log(`logins: ${JSON.stringify(logins.statuses)} in ${loginSeconds} s`)

  // 4. A lead flood from one address.
  const leadSeconds = 10
  const leadBody = (i) =>
    JSON.stringify({
      kind: 'enquiry',
      name: 'Flood',
      email: `flood-${i}@bench.invalid`,
      phone: '+61 412 345 678',
      message: 'Flood',
      car_id: car,
      opt_in: true,
      terms: true,
    })
  let leadN = 0
  const leadFlood = (seconds, connections) =>
    cannon({
      path: '/api/enquiries',
      method: 'POST',
      connections,
      duration: seconds,
      headers: { host, 'content-type': 'application/json', 'x-forwarded-for': ATTACKER.leads },
      setupClient: (client) => client.on('response', () => client.setBody(leadBody(leadN++))),
      body: leadBody(leadN++),
    })
  const leads = await leadFlood(leadSeconds, 5)
  console.log(`leads: ${JSON.stringify(leads.statuses)} in ${leadSeconds} s`)

  // 5. Body limits of Payload's routes (the GraphQL route and the REST catch-all).
  const limits = { graphql: await bodyLimit('/api/graphql'), rest: await bodyLimit('/api/users/login') }
  console.log(`body limits: ${JSON.stringify(limits)} (null: no 413 up to ${MAX_BODY_PROBE} bytes)`)
  const bodyLimitBytes = limits.graphql === null || limits.rest === null ? null : Math.max(limits.graphql, limits.rest)
  await settle()

  // 6. The home page while the GraphQL query repeats and a lead flood runs.
  let attacking = true
  const attacker = (async () => {
    let n = 0
    while (attacking && n++ < 1000) await graphql(duration * 1000 + 5_000)
  })()
  const flood = leadFlood(duration, 10)
  const attacked = await homeLoad(host, duration)
  attacking = false
  await flood
  await attacker
  const p95Attacked = percentile(attacked.latencies, 95)
  const maxWait = attacked.latencies.at(-1) ?? null
  console.log(
    `home under attack: ${attacked.latencies.length} requests, ${attacked.timeouts} timed out (60 s), p95 ${round(p95Attacked)} ms, max ${round(maxWait)} ms`,
  )
  const ratio = p95Alone && p95Attacked !== null ? p95Attacked / p95Alone : null
  const within = (ok) => (ok ? 'within budget' : 'OVER BUDGET')
  console.log(
    `budget: p95 under attack ${ratio?.toFixed(1) ?? '?'}× alone (≤ 3×) ${within(ratio !== null && ratio <= 3)}; longest wait ${round(maxWait)} ms (≤ 2000) ${within(maxWait !== null && maxWait <= 2000 && attacked.timeouts === 0)}`,
  )

  // 7. Costly anonymous routes (docs/features/security.md "Rate limits and bodies"): one attacker address each, the
  // home page loaded by real shoppers meanwhile. Each scenario is its own entry.
  const others = server.siteMap.slugs.filter((slug) => slug !== site)
  const internal = { [INTERNAL_KEY_HEADER]: internalKey(appEnv().PAYLOAD_SECRET) }
  /** Expires the stock of every other site, so its sitemaps and feeds are built again on the next read. */
  const expireOtherSites = () =>
    send({
      method: 'POST',
      path: '/api/revalidate',
      headers: { ...internal, 'content-type': 'application/json' },
      body: JSON.stringify({
        tags: others
          .map((slug) => server.siteMap.tenants?.[slug])
          .filter(Boolean)
          .map((t) => `tenant:${t}:cars`),
      }),
    })
  const seoFiles = [
    '/sitemap.xml',
    '/sitemaps/cars.xml',
    '/feeds/google-vehicle-listings.tsv',
    '/feeds/meta-vehicles.xml',
  ]
  const page = (path, address) => ({ path, host, headers: { accept: HTML, 'x-forwarded-for': address } })
  const routeScenarios = [
    {
      name: 'pdf flood',
      request: () => ({
        path: `/api/vehicles/${car}/pdf`,
        host,
        headers: { 'x-forwarded-for': '10.66.1.1' },
      }),
    },
    {
      name: 'compare random queries',
      request: () => page(`/compare?cars=${randomToken()},${randomToken()}&${randomToken()}=1`, '10.66.1.2'),
    },
    { name: 'results ?x= cache-busting', request: () => page(`/search/used-cars?x=${randomToken()}`, '10.66.1.3') },
    { name: 'car page ?x= cache-busting', request: () => page(`/cars/${car}?x=${randomToken()}`, '10.66.1.4') },
    {
      name: '/print random',
      request: (n) => page(`/print?car_id=${n % 2 ? car : randomToken()}&x=${randomToken()}`, '10.66.1.5'),
    },
    {
      name: 'huge page=',
      request: () => page(`/search/used-cars?page=${1_000_000 + Math.floor(Math.random() * 1e9)}`, '10.66.1.6'),
    },
    {
      name: 'feeds and sitemaps first builds',
      // The other sites' stock expired first, so every read starts a first build (after a deploy, or an edit).
      before: expireOtherSites,
      request: (n) => {
        const slug = others[n % Math.max(1, others.length)] ?? site
        return {
          path: seoFiles[n % seoFiles.length],
          host: `${slug}.localhost:${port}`,
          headers: { 'x-forwarded-for': '10.66.1.7' },
        }
      },
    },
  ]
  // A tenant's staff member's costliest GraphQL query of the probe: 20 aliases of a 100-car page
  // with its relations, three at once (docs/features/security.md "Security": staff GraphQL is bounded by cost).
  const staff = JSON.parse(fs.readFileSync('scripts/seed/accounts.json', 'utf8')).find((a) => a.role === 'tenant-admin')
  const login = await send({
    method: 'POST',
    path: '/api/users/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.1.9' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  })
  const staffToken = JSON.parse(login.text || '{}').token
  if (!staffToken) throw new Error(`staff login answered ${login.status}`)
  const costlyStaffQuery = JSON.stringify({
    query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: Cars(limit: 100) { docs { id name dealership { name phones { main } } location { name } } }`).join(' ')} }`,
  })
  routeScenarios.push({
    name: 'staff GraphQL: 20 aliases × Cars(limit: 100) with relations, 3 at once',
    connections: 3,
    request: () => ({
      method: 'POST',
      path: '/api/graphql',
      headers: {
        authorization: `JWT ${staffToken}`,
        'content-type': 'application/json',
        'x-forwarded-for': '10.66.1.8',
      },
      body: costlyStaffQuery,
    }),
  })
  const scenarios = []
  for (const scenario of routeScenarios) {
    await settle()
    await scenario.before?.()
    const end = Date.now() + duration * 1000
    const [attack, shoppers] = await Promise.all([
      routeFlood(scenario.request, () => Date.now() >= end, scenario.connections),
      homeLoad(host, duration),
    ])
    const p95 = percentile(shoppers.latencies, 95)
    const entry = {
      name: scenario.name,
      sent: attack.sent,
      shoppers_refused: shoppers.refused,
      p95_ms: round(p95),
      ratio: p95Alone && p95 !== null ? Number((p95 / p95Alone).toFixed(2)) : null,
    }
    scenarios.push(entry)
    console.log(
      `${scenario.name}: ${attack.sent} attack requests ${JSON.stringify(attack.statuses)}; ${shoppers.latencies.length} shopper requests, ${shoppers.refused} refused, home p95 ${entry.p95_ms} ms (${entry.ratio}× alone; ≤ 4×) ${within(entry.ratio !== null && entry.ratio <= 4 && shoppers.refused === 0)}`,
    )
  }
  console.log(
    `\n| scenario | requests sent | real shoppers refused | home p95 (ms) | × quiet (${round(p95Alone)} ms) |`,
  )
  console.log('|---|---|---|---|---|')
  for (const e of scenarios)
    console.log(`| ${e.name} | ${e.sent} | ${e.shoppers_refused} | ${e.p95_ms} | ${e.ratio}× |`)
  // 8. Intake: junk with forged addresses, then a botnet of valid leads; real shoppers beside them.
  await settle()
  const intake = await intakeScenarios({ port, host, car, homeLoad, seconds: duration })
  console.log('\n| scenario | requests sent | real shoppers refused | shoppers challenged | home p95 (ms) | × quiet |')
  console.log('|---|---|---|---|---|---|')
  for (const r of intake)
    console.log(
      `| ${r.scenario} | ${r.sent} | ${r.refused} | ${r.challenged} | ${round(r.p95_ms)} | ${(r.p95_ms / p95Alone).toFixed(2)} |`,
    )
  for (const r of intake) console.log(`  ${r.scenario}: attack answered ${JSON.stringify(r.attack_statuses)}`)
  const intakeRefused = intake.reduce((n, r) => n + r.refused, 0)
  console.log(`budget: real shoppers refused ${intakeRefused} (must be 0) ${within(intakeRefused === 0)}`)

  console.log(
    JSON.stringify({
      intake_shoppers_refused: intakeRefused,
      graphql_stall_ms: round(stall.worst),
      login_accepted_per_s: Math.round(loginAccepted / loginSeconds),
      leads_accepted_per_ip_per_min: Math.round(((leads.statuses[201] ?? 0) * 60) / leadSeconds),
      body_limit_bytes: bodyLimitBytes,
      p95_ms_under_attack: round(p95Attacked),
      scenarios,
    }),
  )
} finally {
  server.stop()
}
