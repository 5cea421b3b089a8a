import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RECENT_READ_TTL_MS } from '@/cache/lifetimes'
import { formatPrice } from '@/domain/pricing/format'
import { leadWebhookId } from '@/integrations/lead-delivery'
import { RATE_POLICIES } from '@/limits/rate-limit-policies'

import { appEnv } from '../../scripts/lib/env.mjs'
import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { FAIL_TIMEOUT_S, type Nginx, startNginx } from '../support/cluster/nginx'
import { type Instance, logTail, startInstance, startWorker, type Worker } from '../support/cluster/processes'
import {
  demoAccounts,
  firstSeen,
  freshAddress,
  getPage,
  postInTwoHalves,
  postJson,
  siteHost,
  staffApi,
  staffSignIn,
} from '../support/cluster/site'
import { startWebhookReceiver } from '../support/lead-peers'
import { leadBody, request, shopperIp, sleep } from '../support/reliability/app'

// ARCHITECTURE "Scale path": "Proven here, not only on paper: tests/cluster runs nginx (Debian) in
// front of two production servers and a jobs worker on PostgreSQL, Redis, … and the Typesense
// protocol fake. An edit on one instance is visible on the other within a second, an instance killed
// under load loses no lead, and a rolling restart fails no request." docs/deploy.md "Running several instances".
const PORTS = { nginx: 3300, a: 3310, b: 3320, webhook: 3332 }
const CAR = WELL_KNOWN_CARS.certified // harbourside-toyota, used
const SITE = CAR.site
const run = `cluster-${Date.now().toString(36)}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-cluster-'))
const logs = { a: path.join(dir, 'a.log'), b: path.join(dir, 'b.log'), worker: path.join(dir, 'worker.log') }

const env: NodeJS.ProcessEnv = appEnv({
  DATABASE_URL: process.env.CLUSTER_DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // One deployment: its instances share rate limits, codes and the page-expiry channel, apart from
  // every other run and suite on this Redis.
  RATE_LIMIT_PREFIX: `forecourt-cluster:${run}`,
  // nginx on loopback is the one trusted hop: the address it appends (or a shopper's named through it) counts.
  TRUST_PROXY: '127.0.0.1',
  TYPESENSE_URL: process.env.CLUSTER_TYPESENSE_URL,
  TYPESENSE_API_KEY: process.env.CLUSTER_TYPESENSE_KEY,
  // Delivery is the worker's alone, so what it reports is every delivery.
  JOBS_AUTORUN: 'false',
  JOBS_INTERVAL_MS: '200',
  LEAD_WEBHOOK_ALLOW_HTTP: 'true',
  LEAD_DELIVERY_RETRY_BASE_MS: '250',
  // One site takes the whole flood of leads, above its production budget of 300 in ten minutes; each
  // shopper has its own address, whose budget stays production's.
  RATE_LIMIT_LEAD_PER_SITE: '100000/600',
  // Phone codes to the development outbox (GET /api/sms-outbox), which the sign-in test reads.
  SMS_TRANSPORT: 'development',
  // ── S3: media on object storage (@payloadcms/storage-s3), an s3rver started by tests/cluster/setup.ts.
  // The S3_* variables take effect once the app configures its storage adapter from them; until
  // then media stay on the local disk the servers share here, and nothing below asserts on S3.
  ...(JSON.parse(process.env.CLUSTER_S3_ENV ?? '{}') as Record<string, string>),
})

let nginx: Nginx
const instances: Record<'a' | 'b', Instance | null> = { a: null, b: null }
let worker: Worker | null = null
let staffToken = ''
const figures: Record<string, string | number> = {}

const start = (name: 'a' | 'b', extra: Record<string, string> = {}) =>
  startInstance({
    name: `server ${name.toUpperCase()}`,
    port: PORTS[name],
    env: { ...env, ...extra },
    logFile: logs[name],
  })
const why = () => `${logTail(logs.a)}${logTail(logs.b)}${logTail(logs.worker)}\n--- nginx ---\n${nginx?.errorLogTail()}`

const db = () => new pg.Client({ connectionString: env.DATABASE_URL })

beforeAll(async () => {
  ;[instances.a, instances.b] = await Promise.all([start('a'), start('b')])
  worker = await startWorker({ env, logFile: logs.worker })
  nginx = await startNginx({ port: PORTS.nginx, upstreams: [PORTS.a, PORTS.b] })
  const admin = demoAccounts().find((a) => a.role === 'super-admin')!
  staffToken = (await staffSignIn(PORTS.a, admin)).token
}, 300_000)

afterAll(async () => {
  console.log(
    `[cluster] ${Object.entries(figures)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}`,
  )
  await Promise.allSettled([worker?.stop(), instances.a?.stop(), instances.b?.stop(), nginx?.stop()])
  fs.rmSync(dir, { recursive: true, force: true })
})

type CarDoc = { id: number; price: number | null; tenant: number; dealership: number }
const theCar = async (port = PORTS.a) =>
  (
    await staffApi<{ docs: CarDoc[] }>(
      port,
      staffToken,
      'GET',
      `/api/cars?where[slug][equals]=${CAR.slug}&depth=0&limit=1`,
    )
  ).docs[0]!

describe('two production servers behind nginx, one worker, PostgreSQL, Redis and a shared search service', () => {
  it('nginx balances pages over both servers, and both answer the site directly', async () => {
    for (const port of [PORTS.a, PORTS.b, PORTS.nginx]) expect((await getPage(port, SITE, '/')).status).toBe(200)
    for (let i = 0; i < 6; i++) await getPage(PORTS.nginx, SITE, `/cars/${CAR.slug}`)
    const served = new Set(nginx.accessLog().map((line) => line.split(' ')[1]))
    expect(served).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]))
  })

  it('a staff edit through A (a car’s price, a menu label) shows on pages B serves within a second', async () => {
    const carPath = `/cars/${CAR.slug}`
    const car = await theCar()
    const price = (car.price ?? 30_000) + 1_234
    // Both servers' shared page caches hold the page before the edit (the second request is a hit).
    for (const port of [PORTS.a, PORTS.b])
      for (let i = 0; i < 2; i++) {
        const page = await getPage(port, SITE, carPath)
        expect(page.status).toBe(200)
        expect(page.text).not.toContain(formatPrice(price))
      }
    await staffApi(PORTS.a, staffToken, 'PATCH', `/api/cars/${car.id}`, { price })
    const edited = Date.now()
    const shows = (port: number) =>
      firstSeen(
        () => getPage(port, SITE, carPath),
        (r) => r.status === 200 && r.text.includes(formatPrice(price)),
        5000,
      )
    const [onA, onB] = await Promise.all([shows(PORTS.a), shows(PORTS.b)])
    figures['price edit A→B ms'] = onB === null ? 'never' : onB - edited
    expect(onA, why()).not.toBeNull()
    expect(onB, why()).not.toBeNull()
    expect(onB! - edited).toBeLessThan(1000)

    // A menu label of the site's header, found on B's home page, renamed through A.
    type MenuDoc = { id: number; items: { label: string }[] }
    const menus = await staffApi<{ docs: MenuDoc[] }>(
      PORTS.a,
      staffToken,
      'GET',
      `/api/menus?where[tenant][equals]=${car.tenant}&depth=0&limit=20`,
    )
    for (let i = 0; i < 2; i++) await getPage(PORTS.b, SITE, '/')
    const home = (await getPage(PORTS.b, SITE, '/')).text
    const menu = menus.docs.find((m) => m.items.some((item) => home.includes(`>${item.label}<`)))
    expect(menu, 'a menu whose label the home page shows').toBeDefined()
    const at = menu!.items.findIndex((item) => home.includes(`>${item.label}<`))
    const label = `Cluster ${run.slice(-6)}`
    await staffApi(PORTS.a, staffToken, 'PATCH', `/api/menus/${menu!.id}`, {
      items: menu!.items.map((item, i) => (i === at ? { ...item, label } : item)),
    })
    const renamed = Date.now()
    const menuOnB = await firstSeen(
      () => getPage(PORTS.b, SITE, '/'),
      (r) => r.text.includes(`>${label}<`),
      5000,
    )
    figures['menu edit A→B ms'] = menuOnB === null ? 'never' : menuOnB - renamed
    expect(menuOnB, why()).not.toBeNull()
    expect(menuOnB! - renamed).toBeLessThan(1000)
  })
})

describe('sessions and rate limits are the deployment’s, not an instance’s', () => {
  it('a staff session signed in through A is valid on B, by its token and by its cookie', async () => {
    const staff = demoAccounts().find((a) => a.tenant === 'harbourside-toyota')!
    const { token, cookie } = await staffSignIn(PORTS.a, staff)
    // The cookie as the admin's own page sends it: Payload takes it only from a same-origin request.
    const sessions: Record<string, string>[] = [
      { authorization: `JWT ${token}` },
      { cookie, 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of sessions) {
      const me = await request(PORTS.b, {
        path: '/api/users/me',
        headers: { ...headers, 'x-forwarded-for': freshAddress() },
      })
      expect(me.status).toBe(200)
      expect(JSON.parse(me.text).user?.email, `${Object.keys(headers)[0]}: ${me.text.slice(0, 200)}`).toBe(staff.email)
    }
  })

  it('a shopper’s code sent through A signs in on B, and the session made on A holds on B', async () => {
    const phone = `04${String(Date.now()).slice(-8)}`
    expect((await postJson(PORTS.a, SITE, '/api/rate-limit', { phone, purpose: 'sign-in' })).status).toBe(200)
    const outbox = await request(PORTS.a, {
      path: `/api/sms-outbox?to=${phone}`,
      headers: { authorization: `JWT ${staffToken}`, 'x-forwarded-for': freshAddress() },
    })
    const code = (JSON.parse(outbox.text) as { messages: { code?: string }[] }).messages[0]?.code
    expect(code, outbox.text).toMatch(/^\d{6}$/)
    const checked = await postJson(PORTS.b, SITE, '/api/account/sign-in', { phone, code })
    expect(checked.status, checked.text).toBe(200)
    const { verification } = JSON.parse(checked.text) as { verification: string }
    const registered = await postJson(PORTS.a, SITE, '/api/account/register', {
      phone,
      verification,
      name: 'Cluster',
      last_name: 'Shopper',
      email: `${run}-shopper@example.com`,
    })
    expect(registered.status, registered.text).toBe(200)
    const session = [registered.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ')
    const state = await getPage(PORTS.b, SITE, '/api/watchlist/state', { cookie: session })
    expect(JSON.parse(state.text)).toMatchObject({ signed_in: true })
  })

  it('one address’s lead budget spent half on A and half on B is refused at the same total', async () => {
    // RATE_POLICIES.leadPerIp: "A shopper sends one to three enquiries a visit; a household behind one address a few more."
    const budget = RATE_POLICIES.leadPerIp.points
    const address = '10.99.0.1'
    const send = (port: number, n: number) =>
      postJson(port, SITE, '/api/enquiries', JSON.parse(leadBody(CAR.slug, `${run}-budget-${n}@example.com`)), {
        'x-forwarded-for': address,
      })
    const answers: number[] = []
    for (let n = 0; n < budget; n++) answers.push((await send(n % 2 ? PORTS.b : PORTS.a, n)).status)
    expect(answers).toEqual(Array(budget).fill(201))
    expect((await send(PORTS.a, budget)).status).toBe(429)
    expect((await send(PORTS.b, budget + 1)).status).toBe(429)
  })
})

// ARCHITECTURE "Lead durability": a lead answered 201 is stored once and delivered once, whatever
// happens to the instance that took it.
describe('2,000 leads through nginx while server B is killed with SIGKILL and restarted', () => {
  const LEADS = 2000
  const CONCURRENCY = 16
  const KILL_AT = 600
  const MAX_TRIES = 40
  type Shopper = { email: string; key: string; attempts: string[]; leadId?: number }
  const shoppers: Shopper[] = []
  let rows: { id: number; email: string; delivery_status: string | null }[] = []
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>
  let secret: string | undefined
  let delivered = false
  let undelivered = ''

  /** One shopper's submit through nginx, retried with the same Idempotency-Key until an answer under 500. */
  async function submit(n: number) {
    const shopper: Shopper = { email: `${run}-lead-${n}@example.com`, key: `${run}-lead-${n}`, attempts: [] }
    shoppers.push(shopper)
    for (let i = 0; i < MAX_TRIES; i++) {
      try {
        const res = await request(PORTS.nginx, {
          method: 'POST',
          path: '/api/enquiries',
          host: siteHost(SITE, PORTS.nginx),
          headers: { 'idempotency-key': shopper.key, 'x-forwarded-for': shopperIp(n) },
          body: leadBody(CAR.slug, shopper.email),
        })
        shopper.attempts.push(String(res.status))
        if (res.status === 201) shopper.leadId = Number(JSON.parse(res.text).lead_id)
        if (res.status < 500) return
      } catch (err) {
        shopper.attempts.push((err as NodeJS.ErrnoException).code ?? (err as Error).message)
      }
      await sleep(250)
    }
  }

  beforeAll(async () => {
    hook = await startWebhookReceiver(() => secret, PORTS.webhook)
    // The dealership's "Lead delivery" tab, set through the REST API as its staff would: the webhook only.
    const car = await theCar()
    const patched = await staffApi<{ doc: { lead_delivery: { webhook_secret: string } } }>(
      PORTS.a,
      staffToken,
      'PATCH',
      `/api/dealerships/${car.dealership}`,
      { lead_delivery: { email_recipients: [], adf_placement: 'body', webhook_url: hook.url } },
    )
    secret = patched.doc.lead_delivery.webhook_secret
    // The worker may have read the dealership for the leads before (the budget test's) just now:
    // another process's change reaches its delivery reads after RECENT_READ_TTL_MS (docs/features/caching.md "Caches").
    await sleep(RECENT_READ_TTL_MS + 500)

    let next = 0
    let killing: Promise<void> = Promise.resolve()
    const started = Date.now()
    const shopperLoop = async () => {
      while (next < LEADS) {
        const n = next++
        if (n === KILL_AT)
          killing = (async () => {
            const killedAt = Date.now()
            await instances.b!.kill()
            figures['B killed at lead'] = KILL_AT
            figures['B killed after s'] = ((killedAt - started) / 1000).toFixed(1)
            instances.b = null
            instances.b = await start('b')
            figures['B down s'] = ((Date.now() - killedAt) / 1000).toFixed(1)
          })()
        await submit(n)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, shopperLoop))
    await killing
    figures['leads posted in s'] = ((Date.now() - started) / 1000).toFixed(1)

    const client = db()
    await client.connect()
    const read = async () =>
      (
        await client.query<{ id: number; email: string; delivery_status: string | null }>(
          'SELECT id, email, delivery_status FROM leads WHERE email LIKE $1',
          [`${run}-lead-%`],
        )
      ).rows
    try {
      rows = await read()
      // Every stored lead of the run at the webhook receiver, then a pause for any second delivery.
      const ids = rows.map((r) => leadWebhookId({ id: r.id }))
      const drainStarted = Date.now()
      while (Date.now() - drainStarted < 180_000 && !ids.every((id) => hook.accepted.get(id))) await sleep(500)
      delivered = ids.every((id) => hook.accepted.get(id))
      figures['delivery drained s after the flood'] = ((Date.now() - drainStarted) / 1000).toFixed(1)
      await sleep(3000)
      rows = await read()
      const missing = rows.filter((r) => !hook.accepted.get(leadWebhookId({ id: r.id }))).map((r) => r.id)
      if (missing.length)
        undelivered = JSON.stringify({
          leads: (
            await client.query(
              'SELECT id, delivery_status, delivery_attempt_count, delivery_last_error, delivery_claim_until FROM leads WHERE id = ANY($1) LIMIT 5',
              [missing],
            )
          ).rows,
          jobs: (
            await client.query(
              "SELECT id, input, processing, has_error, completed_at, wait_until, total_tried FROM payload_jobs WHERE input->>'lead' = ANY($1) LIMIT 10",
              [missing.map(String)],
            )
          ).rows,
          missing: missing.length,
        })
    } finally {
      await client.end()
    }
  }, 600_000)

  afterAll(async () => {
    await hook?.close()
  })

  it('B was really killed mid-run; shoppers cut off retried with the same key', () => {
    expect(figures['B killed at lead']).toBe(KILL_AT)
    expect(shoppers).toHaveLength(LEADS)
    const retried = shoppers.filter((s) => s.attempts.length > 1)
    const outcomes: Record<string, number> = {}
    for (const a of shoppers.flatMap((s) => s.attempts)) outcomes[a] = (outcomes[a] ?? 0) + 1
    figures.leads = LEADS
    figures['lead attempts'] = JSON.stringify(outcomes)
    figures['shoppers retried'] = retried.length
    // Both servers took leads, B after its restart as well (the access log's upstream of each 201).
    const tookLeads = new Set(
      nginx
        .accessLog()
        .filter((l) => l.startsWith('201 ') && l.includes('POST /api/enquiries'))
        .map((l) => l.split(' ')[1]!.split(',').at(-1)!.trim()),
    )
    expect(tookLeads).toEqual(new Set([`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`]))
  })

  it('every shopper ends with a 201, and every 201 is stored exactly once, the lead it named', () => {
    const unanswered = shoppers.filter((s) => s.leadId === undefined)
    expect(
      unanswered.map((s) => `${s.email}: ${s.attempts.join(',')}`),
      why(),
    ).toEqual([])
    const byEmail = new Map<string, number[]>()
    for (const r of rows) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), Number(r.id)])
    expect(rows).toHaveLength(LEADS)
    const wrong = shoppers.filter((s) => JSON.stringify(byEmail.get(s.email)) !== JSON.stringify([s.leadId]))
    expect(wrong.slice(0, 5).map((s) => `${s.email} answered ${s.leadId}, stored ${byEmail.get(s.email)}`)).toEqual([])
  })

  it('the worker delivered every lead exactly once (by webhook id), and no server did', () => {
    expect(delivered, `not every lead reached the webhook: ${undelivered}${why()}`).toBe(true)
    const twice = rows.filter((r) => hook.accepted.get(leadWebhookId({ id: r.id })) !== 1)
    expect(twice.map((r) => r.id)).toEqual([])
    expect(rows.filter((r) => r.delivery_status !== 'sent')).toEqual([])
    expect(hook.calls.every((c) => c.valid)).toBe(true)
    figures['worker ran jobs'] = worker!.ranJobs()
    expect(worker!.ranJobs()).toBeGreaterThanOrEqual(LEADS)
  })
})

// docs/deploy.md "Running several instances": each instance drains on SIGTERM (scripts/lib/graceful-shutdown.mjs)
// and nginx sends a refused connection to the other, so restarting one server after the other fails nothing.
describe('a rolling restart under steady page traffic', () => {
  it('restarts A, then B, each with SIGTERM, and no request fails', async () => {
    const paths = ['/', `/cars/${CAR.slug}`, '/search/used-cars']
    for (const p of paths) expect((await getPage(PORTS.nginx, SITE, p)).status, p).toBe(200)
    let stopping = false
    let ok = 0
    const failed: string[] = []
    const traffic = async (k: number) => {
      for (let i = k; !stopping; i++) {
        const p = paths[i % paths.length]!
        try {
          const res = await getPage(PORTS.nginx, SITE, p)
          if (res.status === 200) ok++
          else failed.push(`${res.status} ${p}`)
        } catch (err) {
          failed.push(`${(err as NodeJS.ErrnoException).code ?? (err as Error).message} ${p}`)
        }
      }
    }
    const loops = Array.from({ length: 4 }, (_, k) => traffic(k))
    await sleep(1000)
    const exits: (number | null)[] = []
    const heldOpen: number[] = []
    for (const name of ['a', 'b'] as const) {
      // A lead POSTed to this server whose body is only half sent when the signal comes: the server
      // must finish it (scripts/lib/graceful-shutdown.mjs), where closing every connection cut it.
      const held = postInTwoHalves(
        PORTS[name],
        SITE,
        '/api/enquiries',
        JSON.parse(leadBody(CAR.slug, `${run}-held-${name}@example.com`)),
        { 'idempotency-key': `${run}-held-${name}` },
      )
      await sleep(500) // taken, and waiting for the rest of its body
      const stopped = instances[name]!.stop()
      await sleep(300)
      held.finish()
      heldOpen.push((await held.answer).status)
      exits.push(await stopped)
      instances[name] = null
      instances[name] = await start(name)
      await sleep(FAIL_TIMEOUT_S * 1000 + 500) // nginx takes the restarted server back
    }
    await sleep(1000)
    stopping = true
    await Promise.all(loops)
    figures['rolling restart requests'] = ok + failed.length
    figures['rolling restart failed'] = failed.length
    expect(heldOpen).toEqual([201, 201]) // the request in flight at each signal was finished
    expect(exits).toEqual([0, 0]) // each drained and exited by itself
    expect(failed, why()).toEqual([])
    expect(ok).toBeGreaterThan(20)
  })
})

// docs/deploy.md "Running several instances": without TYPESENSE_URL each instance builds its own embedded
// index from the shared database, and the stock changes travel between them over Redis
// (src/search/indexing/stock-share.ts), so no instance answers from stock another has changed.
describe('the embedded search engine on both servers (no TYPESENSE_URL)', () => {
  it('a price changed through A is in B’s own index within a second', async () => {
    const embedded = { TYPESENSE_URL: '', TYPESENSE_API_KEY: '' }
    await Promise.all((['a', 'b'] as const).map((name) => instances[name]!.stop()))
    ;[instances.a, instances.b] = await Promise.all([start('a', embedded), start('b', embedded)])
    type Hit = { slug: string; price: number | null }
    const search = `/api/search?hitsPerPage=100&car_type=used&query=${encodeURIComponent(CAR.model)}`
    const hitOf = (text: string) => (JSON.parse(text) as { hits?: Hit[] }).hits?.find((h) => h.slug === CAR.slug)
    const car = await theCar()
    // Each server builds its index from the database on its first search.
    for (const port of [PORTS.a, PORTS.b]) {
      const res = await getPage(port, SITE, search)
      expect(res.status, res.text.slice(0, 300)).toBe(200)
      expect(hitOf(res.text)?.price).toBe(car.price)
    }
    const price = (car.price ?? 30_000) + 777
    await staffApi(PORTS.a, staffToken, 'PATCH', `/api/cars/${car.id}`, { price })
    const edited = Date.now()
    const onB = await firstSeen(
      () => getPage(PORTS.b, SITE, search),
      (r) => r.status === 200 && hitOf(r.text)?.price === price,
      5000,
    )
    figures['embedded engine A→B ms'] = onB === null ? 'never' : onB - edited
    expect(onB, why()).not.toBeNull()
    expect(onB! - edited).toBeLessThan(1000)
  })
})
