import { describe, expect, it } from 'vitest'

import { clientIp, forwardingTrusted, normalizeIp, parseTrustProxy } from '@/http/client-ip'

const h = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff })

// Lead convention: "TRUST_PROXY env: unset = trust no forwarding header. `loopback` or a
// comma-separated list of IPs means requests from those addresses may set X-Forwarded-For."
describe('clientIp', () => {
  it.each([
    // [case, TRUST_PROXY, X-Forwarded-For, expected ip, source]
    ['no proxy: the address Next filled in from the socket', undefined, '198.51.100.7', '198.51.100.7', 'unverified'],
    [
      'no proxy: a forged chain is not walked, only its last entry keys the bucket',
      undefined,
      '10.0.0.1, 198.51.100.7',
      '198.51.100.7',
      'unverified',
    ],
    ['no proxy: no header at all', undefined, undefined, 'unknown', 'unverified'],
    ['no proxy: an empty setting is no proxy', '', '198.51.100.7', '198.51.100.7', 'unverified'],
    ['loopback: a browser on loopback with no header of its own', 'loopback', '127.0.0.1', '127.0.0.1', 'forwarded'],
    ['loopback: IPv6 loopback', 'loopback', '::1', '::1', 'forwarded'],
    ['loopback: IPv4-mapped IPv6 is normalised', 'loopback', '::ffff:127.0.0.1', '127.0.0.1', 'forwarded'],
    ['loopback: a proxy on loopback names the client', 'loopback', '203.0.113.9', '203.0.113.9', 'forwarded'],
    [
      'loopback: what a client forged left of the proxy entry is ignored',
      'loopback',
      '1.2.3.4, 203.0.113.9',
      '203.0.113.9',
      'forwarded',
    ],
    [
      'list: trusted hops are skipped from the right',
      '10.0.0.1, 10.0.0.2',
      '203.0.113.9, 10.0.0.1, 10.0.0.2',
      '203.0.113.9',
      'forwarded',
    ],
    ['list: an untrusted hop stops the walk', '10.0.0.2', '203.0.113.9, 10.0.0.5, 10.0.0.2', '10.0.0.5', 'forwarded'],
    ['subnet: a /8 of proxies', '10.0.0.0/8', '203.0.113.9, 10.1.2.3', '203.0.113.9', 'forwarded'],
    ['list: all hops trusted: the leftmost', '10.0.0.1', '10.0.0.1', '10.0.0.1', 'forwarded'],
    [
      'list: a malformed entry is one shared bucket, not a free pass',
      '10.0.0.1',
      'evil, nonsense',
      'invalid',
      'forwarded',
    ],
    ['list: bracketed IPv6', 'loopback', '[2001:db8::1]', '2001:db8::1', 'forwarded'],
  ] as const)('%s', (_case, trust, xff, ip, source) => {
    expect(clientIp(h(xff), trust)).toEqual({ ip, source })
  })
})

describe('TRUST_PROXY parsing', () => {
  it('refuses a setting it cannot read, loudly', () => {
    expect(() => parseTrustProxy('loopbak')).toThrow(/TRUST_PROXY/)
  })
  it('unset trusts no forwarding header; loopback or a list does', () => {
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
