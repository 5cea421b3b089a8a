import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, clientIp, forwardingTrusted, normalizeIp } from '@/http/client-ip'

import {
  CLIENT_ADDRESS_HEADER as SERVER_HEADER,
  clientAddressDecider,
  stampClientAddress,
} from '../../scripts/lib/client-address.mjs'

/** A Node request as the production server sees it: a socket address and the client's headers. */
const req = (socket: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, connection: { remoteAddress: socket }, headers }) as unknown as IncomingMessage

// Security: "The client's address comes from the socket. … A forged X-Forwarded-For without a
// trusted proxy changes nothing." and "Behind TRUST_PROXY, the address is read from
// X-Forwarded-For with the standard trust rules (use proxy-addr …)".
describe('the production server decides the client address', () => {
  it.each([
    // [case, TRUST_PROXY, socket, X-Forwarded-For, expected]
    ['no proxy: the socket', undefined, '198.51.100.7', undefined, '198.51.100.7'],
    ['no proxy: a forged header changes nothing', undefined, '198.51.100.7', '203.0.113.1', '198.51.100.7'],
    ['no proxy: a forged chain changes nothing', undefined, '198.51.100.7', '10.0.0.1, 203.0.113.1', '198.51.100.7'],
    ['no proxy: an empty setting is no proxy', '', '198.51.100.7', '203.0.113.1', '198.51.100.7'],
    ['no proxy: IPv4-mapped IPv6 is plain IPv4', undefined, '::ffff:198.51.100.7', undefined, '198.51.100.7'],
    ['loopback: a proxy on loopback names the client', 'loopback', '127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['loopback: IPv6 loopback proxy', 'loopback', '::1', '203.0.113.9', '203.0.113.9'],
    ['loopback: no header from the proxy: the proxy', 'loopback', '127.0.0.1', undefined, '127.0.0.1'],
    ['loopback: a client not on loopback cannot forge', 'loopback', '198.51.100.7', '203.0.113.1', '198.51.100.7'],
    [
      'loopback: what a client forged left of the proxy entry is ignored',
      'loopback',
      '127.0.0.1',
      '1.2.3.4, 203.0.113.9',
      '203.0.113.9',
    ],
    [
      'list: trusted hops are skipped from the right',
      '10.0.0.1, 10.0.0.2',
      '10.0.0.2',
      '203.0.113.9, 10.0.0.1',
      '203.0.113.9',
    ],
    ['list: an untrusted hop stops the walk', '10.0.0.2', '10.0.0.2', '203.0.113.9, 10.0.0.5', '10.0.0.5'],
    ['subnet: a /8 of proxies', '10.0.0.0/8', '10.9.9.9', '203.0.113.9, 10.1.2.3', '203.0.113.9'],
  ] as const)('%s', (_case, trust, socket, xff, expected) => {
    const decide = clientAddressDecider(trust)
    expect(decide(req(socket, xff === undefined ? {} : { 'x-forwarded-for': xff }))).toBe(expected)
  })

  it('refuses a TRUST_PROXY it cannot read, loudly, at start-up', () => {
    expect(() => clientAddressDecider('loopbak')).toThrow(/TRUST_PROXY/)
  })

  it('overwrites whatever the client sent under the header name', () => {
    const request = req('198.51.100.7', { [SERVER_HEADER]: '203.0.113.66' })
    stampClientAddress(request, clientAddressDecider(undefined))
    expect(request.headers[SERVER_HEADER]).toBe('198.51.100.7')
  })

  it('hands the address over under the header the app reads', () => {
    expect(SERVER_HEADER).toBe(CLIENT_ADDRESS_HEADER)
  })
})

describe('the app reads the server’s decision', () => {
  const headers = (h: Record<string, string>) => new Headers(h)
  it.each([
    // [case, NODE_ENV, headers, expected ip, source]
    [
      'the server’s address wins over any forwarding header',
      'production',
      { [CLIENT_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.1' },
      '198.51.100.7',
      'server',
    ],
    [
      'production without the server: one shared key, never a forged one',
      'production',
      { 'x-forwarded-for': '203.0.113.1' },
      'unknown',
      'unverified',
    ],
    [
      'outside production (next dev, integration): the last X-Forwarded-For entry',
      'test',
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.7' },
      '198.51.100.7',
      'unverified',
    ],
    ['outside production: no header at all', 'test', {}, 'unknown', 'unverified'],
  ] as const)('%s', (_case, nodeEnv, h, ip, source) => {
    expect(clientIp(headers(h), { NODE_ENV: nodeEnv })).toEqual({ ip, source })
  })

  it('unset TRUST_PROXY trusts no forwarding header; loopback or a list does', () => {
    expect(forwardingTrusted(undefined)).toBe(false)
    expect(forwardingTrusted('loopback')).toBe(true)
    expect(forwardingTrusted('10.0.0.1,10.0.0.2')).toBe(true)
  })

  it.each([
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    [' 2001:DB8::1 ', '2001:db8::1'],
    ['1.2.3.4:5678', ''],
    ['not-an-ip', ''],
  ])('normalizeIp(%s) = %s', (raw, ip) => expect(normalizeIp(raw)).toBe(ip))
})
