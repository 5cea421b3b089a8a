import { describe, expect, it } from 'vitest'

import { normaliseHost, resolveSiteSlug, SITE_SLUG_PATTERN, type SiteMap } from '@tenants/resolve-host'

const map: SiteMap = {
  domains: { 'harbourside.com.au': 'harbourside-toyota', 'cars.southerncross.com.au': 'southern-cross' },
  slugs: ['harbourside-toyota', 'southern-cross', 'outback-rv'],
}
const dev = { allowLocalhostSlugs: true }
const strict = { allowLocalhostSlugs: false }

describe('normaliseHost', () => {
  it.each([
    ['Harbourside.COM.au', 'harbourside.com.au'],
    ['www.harbourside.com.au:443', 'harbourside.com.au'],
    ['harbourside.com.au.', 'harbourside.com.au'],
    ['outback-rv.localhost:3000', 'outback-rv.localhost'],
    ['[::1]:3000', '[::1]'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => expect(normaliseHost(input)).toBe(expected))
})

describe('resolveSiteSlug (architecture: host → site through the domains allow-list)', () => {
  it.each([
    // host, options, expected
    ['harbourside.com.au', strict, 'harbourside-toyota'],
    ['www.harbourside.com.au', strict, 'harbourside-toyota'],
    ['CARS.southerncross.com.au:8443', strict, 'southern-cross'],
    ['southerncross.com.au', strict, null], // not on the allow-list
    ['evil.com', dev, null],
    ['harbourside.com.au.evil.com', dev, null],
    // {site-slug}.localhost:PORT reaches a site (README "Two commands")
    ['outback-rv.localhost:3000', dev, 'outback-rv'],
    ['outback-rv.localhost:3000', strict, null],
    ['no-such-site.localhost:3000', dev, null],
    ['a.outback-rv.localhost', dev, null],
    // DEFAULT_SITE sets the site for a bare localhost (docs/features/sites-and-tenants.md "Sites, tenants and staff")
    ['localhost:3000', dev, null],
    ['localhost:3000', { ...dev, defaultSite: 'southern-cross' }, 'southern-cross'],
    ['127.0.0.1:3000', { ...strict, defaultSite: 'southern-cross' }, 'southern-cross'],
    ['localhost', { ...dev, defaultSite: 'deleted-site' }, null],
    [undefined, { ...dev, defaultSite: 'southern-cross' }, null],
  ])('%s %o → %s', (host, opts, expected) => expect(resolveSiteSlug(host, map, opts)).toBe(expected))
})

describe('SITE_SLUG_PATTERN', () => {
  it.each(['harbourside-toyota', 'a', 'kia-sutherland-2'])('accepts %s', (s) =>
    expect(SITE_SLUG_PATTERN.test(s)).toBe(true),
  )
  it.each(['_unknown-host', '-lead', 'trail-', 'UPPER', 'has space', 'a.b', ''])('rejects %s', (s) =>
    expect(SITE_SLUG_PATTERN.test(s)).toBe(false),
  )
})
