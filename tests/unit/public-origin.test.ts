import { describe, expect, it } from 'vitest'

import { publicOrigin } from '@tenants/public-origin'
import type { SiteMap } from '@tenants/resolve-host'

// docs/features/security.md "`TRUST_PROXY` and forwarded hosts", "The primary domain": X-Forwarded-Host counts only
// behind a configured proxy (TRUST_PROXY) and only when it resolves to the same site as Host;
// otherwise URLs are built from the site's primary domain.
const map: SiteMap = {
  domains: {
    'harbourside-toyota.com.au': 'harbourside-toyota',
    'harbourside.sydney': 'harbourside-toyota',
    'outback-rv.com.au': 'outback-rv',
  },
  slugs: ['harbourside-toyota', 'outback-rv', 'no-domains'],
}
const resolve = { allowLocalhostSlugs: true }
const site = { slug: 'harbourside-toyota', primaryDomain: 'harbourside-toyota.com.au' }
const h = (headers: Record<string, string>) => new Headers(headers)

describe('publicOrigin', () => {
  it.each([
    [
      'no proxy: a forged forwarded host is ignored',
      false,
      { host: 'harbourside.sydney', 'x-forwarded-host': 'evil.example' },
      'https://harbourside-toyota.com.au',
    ],
    [
      'no proxy: even a forwarded host of the same site is ignored',
      false,
      { host: 'harbourside.sydney', 'x-forwarded-host': 'harbourside-toyota.com.au:8443' },
      'https://harbourside-toyota.com.au',
    ],
    [
      'no proxy: a forwarded proto is ignored',
      false,
      { host: 'harbourside-toyota.com.au', 'x-forwarded-proto': 'http' },
      'https://harbourside-toyota.com.au',
    ],
    [
      'behind a proxy: a forwarded host of the same site wins, with its proto',
      true,
      { host: 'harbourside-toyota.com.au', 'x-forwarded-host': 'harbourside.sydney', 'x-forwarded-proto': 'http' },
      'http://harbourside.sydney',
    ],
    [
      "behind a proxy: another site's host is not trusted",
      true,
      { host: 'harbourside-toyota.com.au', 'x-forwarded-host': 'outback-rv.com.au' },
      'https://harbourside-toyota.com.au',
    ],
    [
      'behind a proxy: an unknown host is not trusted',
      true,
      { host: 'harbourside-toyota.com.au', 'x-forwarded-host': 'evil.example' },
      'https://harbourside-toyota.com.au',
    ],
    [
      'behind a proxy: a forwarded host with a path is not trusted',
      true,
      { host: 'harbourside-toyota.com.au', 'x-forwarded-host': 'harbourside.sydney/@evil.example' },
      'https://harbourside-toyota.com.au',
    ],
    [
      'the Host that is the primary domain keeps its port',
      false,
      { host: 'harbourside-toyota.com.au:8443' },
      'https://harbourside-toyota.com.au:8443',
    ],
  ])('%s', (_case, trustProxy, headers, expected) => {
    expect(publicOrigin(site, h(headers), { trustProxy, map, resolve })).toBe(expected)
  })

  it('a localhost primary domain is plain http and keeps the development port', () => {
    const dev = { slug: 'harbourside-toyota', primaryDomain: 'harbourside-toyota.localhost' }
    expect(
      publicOrigin(dev, h({ host: 'harbourside-toyota.localhost:3000', 'x-forwarded-host': 'evil.example' }), {
        trustProxy: false,
        map: null,
        resolve,
      }),
    ).toBe('http://harbourside-toyota.localhost:3000')
  })

  it('a site without domains uses the Host only when it resolves to that site', () => {
    const bare = { slug: 'no-domains', primaryDomain: null }
    expect(publicOrigin(bare, h({ host: 'no-domains.localhost:3000' }), { trustProxy: false, map, resolve })).toBe(
      'http://no-domains.localhost:3000',
    )
    expect(publicOrigin(bare, h({ host: 'evil.example' }), { trustProxy: false, map, resolve })).toBe(
      'http://no-domains.localhost',
    )
  })
})
