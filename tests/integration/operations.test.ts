import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import S3rver from 's3rver'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as enquire } from '@/app/api/enquiries/route'
import { GET as health } from '@/app/api/health/route'
import { GET as metricsRoute } from '@/app/api/metrics/route'
import { GET as ready } from '@/app/api/ready/route'
import { admitWrite } from '@/http/admission'
import { createRateLimits, type RateLimits, rateLimits } from '@/limits/rate-limit'
import { metrics } from '@/ops/metrics'
import type { Readiness } from '@/ops/ready/readiness'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'
import { solvedChallenge } from '../support/security/challenge'

// docs/deploy.md "Operations": /api/health (alive, no database), /api/ready (database, Redis when
// REDIS_URL is set, search, storage; "503 while any required part is down"), and /api/metrics
// ("METRICS_TOKEN unset: 404; a missing or wrong bearer token: 401").
let payload: Payload
let w: World
const saved = { ...process.env }
const holder = globalThis as unknown as { forecourtRateLimits?: RateLimits }

/** A port on this machine that nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as net.AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

/** Runs with these variables, the process's Redis connection made afresh from them. */
async function withEnv<T>(env: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const before = holder.forecourtRateLimits
  holder.forecourtRateLimits = undefined
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  try {
    return await fn()
  } finally {
    await (holder.forecourtRateLimits as RateLimits | undefined)?.close()
    holder.forecourtRateLimits = before
    for (const key of Object.keys(env)) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  }
}

const readiness = async () => {
  const res = await ready()
  return { status: res.status, body: (await res.json()) as Readiness, cache: res.headers.get('cache-control') }
}

beforeAll(async () => {
  payload = await testPayload()
  w = await makeWorld(payload, 'Ops', 1)
})
afterEach(() => {
  process.env.METRICS_TOKEN = saved.METRICS_TOKEN
  if (saved.METRICS_TOKEN === undefined) delete process.env.METRICS_TOKEN
})

describe('GET /api/health', () => {
  it('answers 200 {status: ok}, never cached, without touching anything', async () => {
    const res = health()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok' })
  })
})

describe('GET /api/ready', () => {
  it('is ready on this machine: the database, the embedded search and the upload folders, each with ms', async () => {
    const { status, body, cache } = await withEnv(
      { REDIS_URL: undefined, S3_BUCKET: undefined, TYPESENSE_URL: undefined },
      readiness,
    )
    expect(status).toBe(200)
    expect(cache).toBe('no-store')
    expect(body.status).toBe('ready')
    expect(Object.keys(body.parts).sort()).toEqual(['database', 'search', 'storage'])
    for (const part of Object.values(body.parts))
      expect(part).toEqual({ state: 'up', ms: expect.any(Number), required: true })
  })

  it('probes the real Redis when REDIS_URL is set', async () => {
    const { status, body } = await withEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }, readiness)
    expect(status).toBe(200)
    expect(body.parts.redis?.state).toBe('up')
  })

  it('answers 503 with Redis down when REDIS_URL names a closed port, the rest still up', async () => {
    const port = await closedPort()
    const { status, body } = await withEnv({ REDIS_URL: `redis://127.0.0.1:${port}` }, readiness)
    expect(status).toBe(503)
    expect(body.status).toBe('not_ready')
    expect(body.parts.redis).toMatchObject({ state: 'down', required: true })
    expect(body.parts.database?.state).toBe('up')
    expect(JSON.stringify(body)).not.toContain(String(port)) // the reason goes to the log, not to the world
  })

  it('stays ready with Redis down when READY_OPTIONAL names it', async () => {
    const port = await closedPort()
    const { status, body } = await withEnv(
      { REDIS_URL: `redis://127.0.0.1:${port}`, READY_OPTIONAL: 'redis' },
      readiness,
    )
    expect(status).toBe(200)
    expect(body.parts.redis).toMatchObject({ state: 'down', required: false })
  })

  describe('with uploads on S3 (S3_BUCKET)', () => {
    let s3: S3rver
    let endpoint: string
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-s3-'))
    beforeAll(async () => {
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: dir,
        configureBuckets: [{ name: 'media' }],
      })
      const { port } = await s3.run()
      endpoint = `http://127.0.0.1:${port}`
    })
    afterAll(async () => {
      await s3.close()
      fs.rmSync(dir, { recursive: true, force: true })
    })
    const s3Env = (over: Record<string, string>) => ({
      S3_BUCKET: 'media',
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...over,
    })

    it('is ready when the bucket answers a HeadBucket', async () => {
      const { status, body } = await withEnv(s3Env({ S3_ENDPOINT: endpoint }), readiness)
      expect(status).toBe(200)
      expect(body.parts.storage?.state).toBe('up')
    })

    it('answers 503 with storage down for a bucket that is not there', async () => {
      const { status, body } = await withEnv(s3Env({ S3_ENDPOINT: endpoint, S3_BUCKET: 'no-such-bucket' }), readiness)
      expect(status).toBe(503)
      expect(body.parts.storage?.state).toBe('down')
    })

    it('answers 503 with storage down when S3_ENDPOINT names a closed port', async () => {
      const started = Date.now()
      const port = await closedPort()
      const { status, body } = await withEnv(s3Env({ S3_ENDPOINT: `http://127.0.0.1:${port}` }), readiness)
      expect(status).toBe(503)
      expect(body.parts.storage).toMatchObject({ state: 'down', required: true })
      expect(body.parts.database?.state).toBe('up')
      expect(Date.now() - started).toBeLessThan(5000) // bounded by the probe's timeout
    })
  })
})

describe('GET /api/metrics', () => {
  const TOKEN = 'integration-metrics-token-0123456789'
  const scrape = (authorization?: string) =>
    metricsRoute(
      new Request(`http://${w.slug}.localhost/api/metrics`, {
        headers: authorization ? { authorization } : {},
      }),
    )

  it('does not exist without METRICS_TOKEN', async () => {
    delete process.env.METRICS_TOKEN
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404)
  })

  it('refuses a missing or wrong token with 401 and a Bearer challenge', async () => {
    process.env.METRICS_TOKEN = TOKEN
    for (const auth of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const res = await scrape(auth)
      expect(res.status).toBe(401)
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
      expect(await res.text()).not.toContain('forecourt_')
    }
  })

  it('answers Prometheus text with what the route handlers counted and the backlog from the database', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const value = async (series: string) => {
      const text = await (await scrape(`Bearer ${TOKEN}`)).text()
      const line = text.split('\n').find((l) => l.startsWith(`${series} `))
      return line === undefined ? undefined : Number(line.slice(series.length + 1))
    }
    const acceptedBefore = (await value('forecourt_leads_accepted_total{held="false"}')) ?? 0
    const pendingBefore = (await value('forecourt_leads_undelivered{state="pending"}')) ?? 0
    const jobsBefore = (await value('forecourt_jobs_pending{queue="leads"}')) ?? 0

    const host = `${w.slug}.localhost`
    const res = await enquire(
      new Request(`http://${host}/api/enquiries`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({
          kind: 'enquiry',
          name: 'Casey',
          email: `ops-${Date.now()}@example.com`,
          phone: '+61 412 345 678',
          message: 'Is it still available?',
          car_id: 'car-0',
        }),
      }),
    )
    expect(res.status).toBe(201)

    const res2 = await scrape(`Bearer ${TOKEN}`)
    expect(res2.status).toBe(200)
    expect(res2.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res2.headers.get('cache-control')).toBe('no-store')
    expect(await value('forecourt_leads_accepted_total{held="false"}')).toBe(acceptedBefore + 1)
    expect(await value('forecourt_leads_undelivered{state="pending"}')).toBe(pendingBefore + 1)
    expect(await value('forecourt_jobs_pending{queue="leads"}')).toBe(jobsBefore + 1)

    const text = await (await scrape(`Bearer ${TOKEN}`)).text()
    for (const name of [
      'forecourt_http_requests_total',
      'forecourt_http_request_duration_seconds',
      'forecourt_lead_deliveries_total',
      'forecourt_rate_limit_refusals_total',
      'forecourt_challenges_total',
      'forecourt_page_cache_requests_total',
      'forecourt_search_duration_seconds',
      'forecourt_search_errors_total',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `)
  })

  it('counts a rate-limit refusal under its policy', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const counted = () =>
      metrics()
        .rateLimitRefusals.get()
        .then((m) => m.values.find((v) => v.labels.policy === 'forgotPasswordPerIp')?.value ?? 0)
    const before = await counted()
    const limits = rateLimits()
    const ip = '198.51.100.201'
    let refused = 0
    for (let i = 0; i < 8; i++) if (!(await limits.consume('forgotPasswordPerIp', ip)).ok) refused++
    expect(refused).toBeGreaterThan(0)
    expect(await counted()).toBe(before + refused)
    expect(await (await scrape(`Bearer ${TOKEN}`)).text()).toContain(
      `forecourt_rate_limit_refusals_total{policy="forgotPasswordPerIp"} ${before + refused}`,
    )
  })

  it('counts the challenges issued, held and solved', async () => {
    const count = async (event: string) =>
      (await metrics().challenges.get()).values.find((v) => v.labels.event === event)?.value ?? 0
    const before = { issued: await count('issued'), held: await count('held'), solved: await count('solved') }
    // A site already past its normal rate (one accepted write a minute here).
    const limits = createRateLimits({ prefix: `ops-test:${Date.now()}`, env: { RATE_LIMIT_LEAD_PER_SITE: '1/60' } })
    await limits.consume('leadPerSite', String(w.site.id))
    const write = (ip: string, headers: Record<string, string> = {}) =>
      admitWrite(
        new Request('http://x.localhost/api/x', { method: 'POST', headers: { 'x-forwarded-for': ip, ...headers } }),
        { id: w.site.id },
        { perIp: 'leadPerIp', perSite: 'leadPerSite' },
        async () => new Response(null, { status: 201 }),
        limits,
      )
    const asked = await write('198.51.100.90')
    expect(asked.status).toBe(429)
    const { challenge } = await asked.json()
    expect((await write('198.51.100.91', await solvedChallenge(challenge))).status).toBe(201)
    expect(await count('issued')).toBe(before.issued + 1)
    expect(await count('solved')).toBe(before.solved + 1)
    expect(await count('held')).toBe(before.held)
  })
})
