import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { REQUEST_ID_HEADER } from '@/log/request-id'

import * as server from '../../scripts/lib/request-id.mjs'

const KEY = 'k'.repeat(64)
const decide = (trustProxy?: string) =>
  server.requestIdDecider({ trustProxy, internalKey: KEY, newId: () => 'generated' })
const req = (socket: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, headers }) as unknown as IncomingMessage

// docs/deploy.md "Operations": "Each request gets an id: a well-formed incoming x-request-id from a proxy
// TRUST_PROXY names is kept, any other is replaced by a new one."
describe('the request id the production server decides', () => {
  it.each([
    // [case, TRUST_PROXY, socket, headers, expected]
    ['none sent: a new one', undefined, '198.51.100.7', {}, 'generated'],
    ['a client’s own is not believed', undefined, '198.51.100.7', { 'x-request-id': 'abc-123' }, 'generated'],
    ['from a trusted proxy: kept', 'loopback', '127.0.0.1', { 'x-request-id': 'abc-123' }, 'abc-123'],
    ['nginx’s $request_id: kept', '10.0.0.0/8', '10.1.2.3', { 'x-request-id': 'f'.repeat(32) }, 'f'.repeat(32)],
    ['a trusted list names other proxies', '10.0.0.0/8', '198.51.100.7', { 'x-request-id': 'abc' }, 'generated'],
    ['from a trusted proxy but malformed', 'loopback', '127.0.0.1', { 'x-request-id': 'a b' }, 'generated'],
    ['a quote could break a log line', 'loopback', '127.0.0.1', { 'x-request-id': 'a"b' }, 'generated'],
    ['a new line could forge a log line', 'loopback', '127.0.0.1', { 'x-request-id': 'a\nb' }, 'generated'],
    ['longer than 128', 'loopback', '127.0.0.1', { 'x-request-id': 'a'.repeat(129) }, 'generated'],
    ['128 is fine', 'loopback', '127.0.0.1', { 'x-request-id': 'a'.repeat(128) }, 'a'.repeat(128)],
    [
      'this server’s own page render (the internal key) keeps its request’s id',
      undefined,
      '127.0.0.1',
      { 'x-request-id': 'abc-123', 'x-forecourt-internal-key': KEY },
      'abc-123',
    ],
    [
      'a wrong internal key is a client like any other',
      undefined,
      '127.0.0.1',
      { 'x-request-id': 'abc-123', 'x-forecourt-internal-key': 'x'.repeat(64) },
      'generated',
    ],
  ] as const)('%s', (_case, trust, socket, headers, expected) => {
    expect(decide(trust)(req(socket, headers))).toBe(expected)
  })

  it('generates a UUID by default, a new one each time', () => {
    const decideReal = server.requestIdDecider({ internalKey: KEY })
    const [a, b] = [decideReal(req('198.51.100.7')), decideReal(req('198.51.100.7'))]
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(a).not.toBe(b)
  })

  it('hands the id over under the header the app reads', () => {
    expect(server.REQUEST_ID_HEADER).toBe(REQUEST_ID_HEADER)
  })
})
