import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { RegoLookupConfigError, RegoLookupError, regoLookupFor } from '@/integrations/rego-lookup'
import { fakeRegoLookup } from '@/integrations/rego-lookup/fake'
import { httpRegoLookup } from '@/integrations/rego-lookup/http'

// spec: finance §4 "rego plus regoState lookup": behind a RegoLookup interface, with a fake chosen
// only in development and tests (never by accident in production) and an HTTP adapter tested against
// a local fake of its service (ARCHITECTURE: request shape, auth, timeouts and error mapping).

describe('regoLookupFor: chosen by environment, never the fake by accident in production', () => {
  it.each([
    ['nothing set, development', { NODE_ENV: 'development' }, 'fake'],
    ['nothing set, test', { NODE_ENV: 'test' }, 'fake'],
    ['nothing set, production: no lookup, manual entry', { NODE_ENV: 'production' }, null],
    ['the fake asked for, production (a test server)', { NODE_ENV: 'production', REGO_LOOKUP: 'fake' }, 'fake'],
    ['URL and key', { NODE_ENV: 'production', REGO_LOOKUP_URL: 'https://r.example', REGO_LOOKUP_API_KEY: 'k' }, 'http'],
  ])('%s → %s', (_case, env, name) => {
    expect(regoLookupFor(env)?.name ?? null).toBe(name)
  })

  it.each([
    ['a URL without a key', { REGO_LOOKUP_URL: 'https://r.example' }],
    ['http asked for without a URL', { REGO_LOOKUP: 'http', REGO_LOOKUP_API_KEY: 'k' }],
    ['a URL that is not http(s)', { REGO_LOOKUP_URL: 'r.example', REGO_LOOKUP_API_KEY: 'k' }],
    ['an unknown mode', { REGO_LOOKUP: 'magic' }],
  ])('%s throws', (_case, env) => {
    expect(() => regoLookupFor(env)).toThrow(RegoLookupConfigError)
  })
})

describe('the fake', () => {
  it('knows its plates however they are typed, and nothing else', async () => {
    expect(await fakeRegoLookup.lookup({ rego: 'abc 123', state: 'nsw' })).toEqual({
      make: 'Toyota',
      model: 'Corolla',
      year: 2019,
      badge: 'Ascent Sport',
    })
    expect(await fakeRegoLookup.lookup({ rego: 'ABC123', state: 'VIC' })).toBeNull()
  })
})

describe('httpRegoLookup against a local fake provider', () => {
  const seen: { path: string; authorization?: string }[] = []
  let answer: { status: number; body?: unknown; delayMs?: number } = { status: 200 }
  let baseUrl = ''
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization })
    const send = () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body))
    }
    if (answer.delayMs) setTimeout(send, answer.delayMs)
    else send()
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    seen.length = 0
    answer = { status: 200, body: { make: 'Mazda', model: 'CX-5', year: 2021, badge: null } }
  })
  const lookup = (timeoutMs = 1000) => httpRegoLookup({ baseUrl, apiKey: 'rego-key', timeoutMs })

  it('GETs the plate and state with the bearer key and answers the vehicle', async () => {
    expect(await lookup().lookup({ rego: 'xyz-789', state: 'vic' })).toEqual({
      make: 'Mazda',
      model: 'CX-5',
      year: 2021,
      badge: null,
    })
    expect(seen).toEqual([{ path: '/v1/registrations?plate=XYZ789&state=VIC', authorization: 'Bearer rego-key' }])
  })

  it('a plate the register does not know is null', async () => {
    answer = { status: 404 }
    expect(await lookup().lookup({ rego: 'NOPE1', state: 'NSW' })).toBeNull()
  })

  it.each([
    ['refused key', { status: 401 }, 'unauthorised'],
    ['server error', { status: 502 }, 'http 502'],
    ['unreadable answer', { status: 200, body: { make: 'Mazda' } }, 'unexpected answer'],
    ['too slow', { status: 200, body: {}, delayMs: 300 }, 'timeout'],
  ])('%s is a RegoLookupError (%s)', async (_case, a, reason) => {
    answer = a
    const err = await lookup(100)
      .lookup({ rego: 'ABC123', state: 'NSW' })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(RegoLookupError)
    expect((err as RegoLookupError).reason).toBe(reason)
  })
})
