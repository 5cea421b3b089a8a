import http from 'node:http'

import { type APIRequestContext, expect, test } from '@playwright/test'

import { ownClientAddress, serverOrigin, serverPort, siteGet, siteUrl } from '../support/e2e/helpers'
import { HARBOURSIDE, serverLog } from '../support/security/walls'

// docs/deploy.md "Operations" on the built server: "Each request gets an id … in the response header
// x-request-id and on every log line written while it is handled (reqId)"; "a client cannot choose
// its id: one sent by anyone but a proxy TRUST_PROXY names is replaced"; /api/health and /api/ready
// "answer on every host, never cached"; /api/metrics counts requests in the production server and
// events in the route handlers into one registry. The e2e servers trust 127.0.0.1 and ::1 only
// (scripts/e2e.mjs), so a client on 127.0.0.2 is a stranger; their METRICS_TOKEN is set there too.
test.use(ownClientAddress(113))

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
type Line = { level?: string; reqId?: string; msg?: string }

/** The server's JSON log lines written after `from` characters (the log is written asynchronously). */
async function linesAfter(from: number, until: (line: Line) => boolean): Promise<Line[]> {
  let lines: Line[] = []
  for (let i = 0; i < 30; i++) {
    lines = serverLog()
      .slice(from)
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Line)
    if (lines.some(until)) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return lines
}

/** A GET from a chosen local address (Node's http: Playwright cannot bind a source address). */
function getFrom(localAddress: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: serverPort(), path, localAddress, agent: false, headers },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      },
    )
    req.on('error', reject)
  })
}

const failedLogin = (request: APIRequestContext, headers: Record<string, string> = {}) =>
  request.post(`${serverOrigin()}/api/users/login`, {
    data: { email: `nobody-${Date.now()}@forecourt.example`, password: 'not-the-password' },
    headers,
  })

test('every answer carries a request id, and the log lines of that request carry it too', async ({ request }) => {
  const from = serverLog().length
  const res = await failedLogin(request)
  expect(res.status()).toBe(401)
  const id = res.headers()['x-request-id']
  expect(id).toMatch(UUID)
  const lines = await linesAfter(from, (l) => /incorrect/i.test(l.msg ?? ''))
  const refusal = lines.find((l) => /incorrect/i.test(l.msg ?? ''))
  expect(refusal, 'the refused sign-in is logged as a JSON line').toMatchObject({ level: 'warn', reqId: id })
  // Each request its own id.
  expect((await failedLogin(request)).headers()['x-request-id']).not.toBe(id)
})

test('a trusted proxy’s request id is kept; a stranger’s is replaced', async ({ request }) => {
  const from = serverLog().length
  const proxied = await failedLogin(request, { 'x-request-id': 'lb-7f3a-0001' })
  expect(proxied.headers()['x-request-id']).toBe('lb-7f3a-0001')
  const lines = await linesAfter(from, (l) => l.reqId === 'lb-7f3a-0001')
  expect(lines.some((l) => l.reqId === 'lb-7f3a-0001' && /incorrect/i.test(l.msg ?? ''))).toBe(true)

  const stranger = await getFrom('127.0.0.2', '/api/health', { 'x-request-id': 'forged-by-a-client' })
  expect(stranger.status).toBe(200)
  expect(stranger.headers['x-request-id']).toMatch(UUID)
  // Malformed even from the trusted proxy: replaced (it would break a log line).
  const malformed = await getFrom('127.0.0.1', '/api/health', { 'x-request-id': 'a"b' })
  expect(malformed.headers['x-request-id']).toMatch(UUID)
})

test('a shared page answered from the cache carries a request id too', async ({ request }) => {
  // A browser's navigation (Accept: text/html) to the home page: the first fills the cache, if need be.
  const headers = { host: `${HARBOURSIDE}.localhost`, accept: 'text/html' }
  await request.get(`${serverOrigin()}/`, { headers })
  const res = await request.get(`${serverOrigin()}/`, { headers })
  expect(res.headers()['x-page-cache']).toBe('HIT')
  expect(res.headers()['x-request-id']).toMatch(UUID)
})

test('/api/health and /api/ready answer on a site, the admin and an unknown host, never cached', async ({
  request,
}) => {
  for (const host of [`${HARBOURSIDE}.localhost`, 'localhost', 'nobody.example.com']) {
    const health = await request.get(`${serverOrigin()}/api/health`, { headers: { host } })
    expect(health.status(), host).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    expect(health.headers()['cache-control']).toBe('no-store')

    const ready = await request.get(`${serverOrigin()}/api/ready`, { headers: { host } })
    expect(ready.status(), host).toBe(200)
    expect(ready.headers()['cache-control']).toBe('no-store')
    const body = await ready.json()
    expect(body.status).toBe('ready')
    // The e2e servers use Redis (REDIS_URL), the embedded search and uploads on disk.
    expect(Object.keys(body.parts).sort()).toEqual(['database', 'redis', 'search', 'storage'])
  }
  // A load balancer probes every second from one address: 200 times in a row are all answered.
  const statuses = await Promise.all(
    Array.from({ length: 200 }, () => request.get(`${serverOrigin()}/api/health`).then((r) => r.status())),
  )
  expect(new Set(statuses)).toEqual(new Set([200]))
})

test('one scrape holds what the server counted per request and what the route handlers counted', async ({
  request,
}) => {
  const token = process.env.METRICS_TOKEN
  expect(token, 'scripts/e2e.mjs gives its servers a METRICS_TOKEN').toBeTruthy()
  const scrape = async () => {
    const res = await request.get(`${serverOrigin()}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(200)
    return res.text()
  }
  const value = (text: string, series: string) =>
    Number(
      text
        .split('\n')
        .find((l) => l.startsWith(`${series} `))
        ?.slice(series.length + 1) ?? 0,
    )
  expect((await request.get(`${serverOrigin()}/api/metrics`)).status()).toBe(401)

  const before = await scrape()
  const search = await siteGet(request, siteUrl(HARBOURSIDE, `/api/search?query=corolla-${Date.now()}`))
  expect(search.status()).toBe(200)
  const after = await scrape()

  // Counted by scripts/server.mjs as the response ended (the first scrape itself is an `ops` request).
  const api = 'forecourt_http_requests_total{group="api-public",status="2xx"}'
  expect(value(after, api)).toBeGreaterThanOrEqual(value(before, api) + 1)
  expect(value(after, 'forecourt_http_requests_total{group="ops",status="2xx"}')).toBeGreaterThanOrEqual(
    value(before, 'forecourt_http_requests_total{group="ops",status="2xx"}') + 1,
  )
  // Counted inside the route handler's bundle, in the same registry.
  const searches = 'forecourt_search_duration_seconds_count{engine="embedded"}'
  expect(value(after, searches)).toBeGreaterThan(value(before, searches))
  expect(after).not.toContain('/api/search')
})
