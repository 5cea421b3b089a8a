import { describe, expect, it } from 'vitest'

import { decodePathSegment, hasMalformedEscape } from '@/domain/text/path-segment'
import { isCrossSiteCookieWrite } from '@/http/csrf'
import { adminHosts, adminOriginOf, adminOrigins, isAdminHost } from '@tenants/admin-hosts'

// The proxy's matcher and the paths it skips: tests/unit/classify-request.test.ts.
describe('ADMIN_HOSTS (the admin only on the configured admin hosts)', () => {
  it('defaults to the loopback names, never a site host', () => {
    expect(adminHosts({})).toEqual(['localhost', '127.0.0.1', '[::1]'])
    expect(isAdminHost('localhost:3000', {})).toBe(true)
    expect(isAdminHost('127.0.0.1', {})).toBe(true)
    expect(isAdminHost('[::1]:3000', {})).toBe(true)
    expect(isAdminHost('harbourside-toyota.localhost:3000', {})).toBe(false)
    expect(isAdminHost('harbourside-toyota.com.au', {})).toBe(false)
    expect(isAdminHost(null, {})).toBe(false)
  })

  it('a configured list replaces the default; ports and case are ignored', () => {
    const env = { ADMIN_HOSTS: ' Admin.Forecourt.com.au , staff.example.net:8443' }
    expect(isAdminHost('admin.forecourt.com.au', env)).toBe(true)
    expect(isAdminHost('ADMIN.forecourt.com.au:443', env)).toBe(true)
    expect(isAdminHost('staff.example.net', env)).toBe(true)
    expect(isAdminHost('localhost', env)).toBe(false)
    expect(isAdminHost('evil.admin.forecourt.com.au', env)).toBe(false)
  })

  it("Payload's csrf allow-list holds the admin origins, with the server's port", () => {
    expect(adminOrigins({ ADMIN_HOSTS: 'admin.example.com', PORT: '3000' })).toEqual([
      'https://admin.example.com:3000',
      'http://admin.example.com:3000',
      'https://admin.example.com',
      'http://admin.example.com',
    ])
    // `next start` / `next dev` without PORT serve on 3000
    expect(adminOrigins({})).toContain('http://localhost:3000')
  })
})

// docs/features/security.md "Headers, CSP and CSRF": a CSRF origin check for cookie-authenticated writes
describe('adminOriginOf: the origin of links e-mailed to staff (invitations and password reset)', () => {
  it.each([
    ['localhost:3260', {}, 'http://localhost:3260'],
    ['admin.example.com', { ADMIN_HOSTS: 'admin.example.com' }, 'https://admin.example.com'],
    // A Host that is not an admin host never chooses the link: the first admin host does.
    ['evil.example', { ADMIN_HOSTS: 'admin.example.com' }, 'https://admin.example.com'],
    ['evil.example', { PORT: '4000' }, 'http://localhost:4000'],
    ['harbourside-toyota.localhost:3000', {}, 'http://localhost:3000'],
    [null, {}, 'http://localhost:3000'],
    ['localhost:3000/evil', {}, 'http://localhost:3000'],
  ] as const)('Host %s with %o → %s', (host, env, origin) => expect(adminOriginOf(host, env)).toBe(origin))
})

describe('isCrossSiteCookieWrite', () => {
  const req = (method: string, headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/cars/1', { method, headers: { host: 'localhost:3000', ...headers } })
  const cookie = { cookie: 'a=1; payload-token=abc' }

  it.each([
    ['a POST from another origin with the cookie', 'POST', { ...cookie, origin: 'https://evil.example' }, true],
    ['a DELETE from a sandboxed frame (Origin null)', 'DELETE', { ...cookie, origin: 'null' }, true],
    [
      'a PATCH from a site host to the admin host',
      'PATCH',
      { ...cookie, origin: 'http://harbourside-toyota.localhost:3000' },
      true,
    ],
    ['a cross-site POST without Origin (Fetch metadata)', 'POST', { ...cookie, 'sec-fetch-site': 'cross-site' }, true],
    ['a POST with a foreign Referer only', 'POST', { ...cookie, referer: 'https://evil.example/x' }, true],
    ['a POST from the admin itself', 'POST', { ...cookie, origin: 'http://localhost:3000' }, false],
    ['a same-origin POST without Origin', 'POST', { ...cookie, 'sec-fetch-site': 'same-origin' }, false],
    ['a GET from another origin (reads are not writes)', 'GET', { ...cookie, origin: 'https://evil.example' }, false],
    ['a foreign POST without the cookie (no ambient credential)', 'POST', { origin: 'https://evil.example' }, false],
    ['a script with no browser metadata', 'POST', cookie, false],
  ])('%s → %s', (_case, method, headers, refused) => expect(isCrossSiteCookieWrite(req(method, headers))).toBe(refused))
})

// No 5xx for bad input (docs/features/security.md "Proof"): /cars/%ff (a URIError), and values that hold a literal %
// and are decoded twice.
describe('decodePathSegment / hasMalformedEscape', () => {
  it.each([
    ['used-cars', 'used-cars'],
    ['a%20b', 'a b'],
    ['100%25', '100%'],
    ['%ff', null],
    ['%E0%A4%A', null],
    ['100%', null],
    // A NUL or other control character names nothing (PostgreSQL refuses a NUL in any text).
    ['%00', null],
    ['a%0Ab', null],
    ['%7F', null],
  ])('%s → %s', (segment, decoded) => expect(decodePathSegment(segment)).toBe(decoded))

  it.each([
    ['/cars/%ff', true],
    ['/x/%ff/y', true],
    ['/search/100%25', false],
    ['/search/used-cars', false],
    ['/forms/%00', true],
  ])('%s malformed: %s', (path, malformed) => expect(hasMalformedEscape(path)).toBe(malformed))
})
