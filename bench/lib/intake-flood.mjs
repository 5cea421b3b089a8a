// Intake scenarios of `npm run bench:abuse` (docs/features/security.md "Security", "Benchmark"): can one stranger, or a
// botnet, switch off a dealer's enquiries, phone codes or phone reveals for real shoppers?
// The server trusts only 127.0.0.1 and ::1 as proxies. A stranger connects from 127.0.0.2, so its
// X-Forwarded-For counts for nothing; a real shopper connects from an address of its own
// (127.0.1.N), as a browser would; a botnet's addresses arrive through the trusted proxy, one each.
// Every loop is bounded by a count. Each scenario answers one row of the table.
import http from 'node:http'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { percentile, sender } from './bench.mjs'

const STRANGER = '127.0.0.2'
const shopperAddress = (n) => `127.0.1.${(n % 250) + 1}`

/** `count` calls of `one(n)`, `concurrency` at a time; their answers in order. */
async function pool(count, concurrency, one) {
  const out = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = next++
        out[n] = await one(n)
      }
    }),
  )
  return out
}

/** The challenge header a shopper's browser sends once it has solved the server's challenge. */
async function solved(challenge) {
  const solution = await solveChallenge({ challenge, deriveKey })
  return { 'x-forecourt-challenge': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') }
}

/**
 * A shopper's write as the browser sends it (src/components/forms/post-json.ts): with an
 * Idempotency-Key, solving a challenge when asked, from the shopper's own address.
 */
async function shopperPost(port, host, path, body, n) {
  const send = sender(port, { agent: new http.Agent({ localAddress: shopperAddress(n) }), json: true })
  const headers = { host, 'idempotency-key': `bench-shopper-${Date.now()}-${n}`, origin: `http://${host}` }
  const first = await send({ method: 'POST', path, headers, body: JSON.stringify(body) })
  let answer = first
  let challenged = false
  if (first.status === 429) {
    const json = JSON.parse(first.text || '{}')
    if (json.error?.code === 'challenge_required') {
      challenged = true
      answer = await send({
        method: 'POST',
        path,
        headers: { ...headers, ...(await solved(json.challenge)) },
        body: JSON.stringify(body),
      })
    }
  }
  return { ...answer, challenged }
}

/**
 * Runs each scenario while the home page is loaded beside it, and answers the rows:
 * { scenario, sent, refused (real shoppers not answered as expected: must be 0), challenged, p95_ms }.
 */
export async function intakeScenarios({ port, host, car, homeLoad, seconds }) {
  const stranger = sender(port, {
    agent: new http.Agent({ localAddress: STRANGER, keepAlive: true, maxSockets: 16 }),
    json: true,
  })
  const proxy = sender(port, { agent: new http.Agent({ keepAlive: true, maxSockets: 16 }), json: true })
  const junkFrom = (path) => (n) =>
    stranger({ method: 'POST', path, headers: { host, 'x-forwarded-for': `198.18.${n >> 8}.${n & 255}` }, body: '{}' })
  const enquiry = (n) => ({
    kind: 'enquiry',
    car_id: car,
    name: 'Real',
    email: `real-${Date.now()}-${n}@bench.invalid`,
    phone: '0412345678',
    message: 'Is the car still available?',
  })
  const scenarios = [
    {
      scenario: '5,000 junk enquiries, rotating X-Forwarded-For, then 50 shoppers',
      attack: () => pool(5000, 16, junkFrom('/api/enquiries')),
      real: (n) => shopperPost(port, host, '/api/enquiries', enquiry(n), n),
      ok: (r) => r.status === 201,
    },
    {
      scenario: '5,000 junk code sends and checks, then 50 shoppers ask for a code',
      attack: () => pool(5000, 16, (n) => junkFrom(n % 2 ? '/api/verify-code' : '/api/rate-limit')(n)),
      real: (n) =>
        shopperPost(
          port,
          host,
          '/api/rate-limit',
          { phone: `0412${String(500000 + n).padStart(6, '0')}`, purpose: 'sign-in' },
          n,
        ),
      ok: (r) => r.status === 200,
    },
    {
      scenario: '5,000 junk phone reveals, then 50 shoppers reveal the number',
      attack: () => pool(5000, 16, junkFrom('/api/phone-reveal')),
      real: (n) => shopperPost(port, host, '/api/phone-reveal', { source: 'header' }, n),
      ok: (r) => (r.status === 200 || r.status === 201) && /\d/.test(JSON.parse(r.text || '{}').phone ?? ''),
    },
    {
      scenario: 'a botnet: 400 valid enquiries from 400 addresses, then 50 shoppers',
      attack: () =>
        pool(400, 16, (n) =>
          proxy({
            method: 'POST',
            path: '/api/enquiries',
            headers: { host, 'x-forwarded-for': `198.19.${n >> 8}.${n & 255}` },
            body: JSON.stringify({ ...enquiry(10_000 + n), name: 'Bot' }),
          }),
        ),
      real: (n) => shopperPost(port, host, '/api/enquiries', enquiry(20_000 + n), 100 + n),
      ok: (r) => r.status === 201,
    },
  ]
  const rows = []
  for (const s of scenarios) {
    const load = homeLoad(host, seconds)
    const attack = await s.attack()
    const real = await pool(50, 5, s.real)
    const home = await load
    const refused = real.filter((r) => !s.ok(r))
    for (const r of refused.slice(0, 3)) console.log(`  refused: ${r.status} ${r.text?.slice(0, 200)}`)
    const statuses = {}
    for (const a of attack) statuses[a.status] = (statuses[a.status] ?? 0) + 1
    rows.push({
      scenario: s.scenario,
      sent: attack.length + real.length,
      attack_statuses: statuses,
      refused: refused.length,
      challenged: real.filter((r) => r.challenged).length,
      p95_ms: percentile(home.latencies, 95),
    })
  }
  return rows
}
