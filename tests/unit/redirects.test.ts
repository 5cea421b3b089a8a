import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  buildRedirectTables,
  BUILT_IN_ROUTES,
  findRedirect,
  FROM_HINT,
  fromPathProblem,
  isBuiltInRoute,
  pathOnOwnSite,
  redirectKey,
  redirectLoop,
  redirectTarget,
  referencedPage,
  TO_HINT,
  toTargetProblem,
} from '@/domain/content/redirects'
import { normaliseHost } from '@tenants/resolve-host'

// docs/features/content.md "Add a redirect": redirects that staff manage, so a dealer moving from an old site keeps
// its links.
describe('redirectKey (how an old link is matched)', () => {
  it.each([
    ['/About-Us', '/about-us'],
    ['/about-us/', '/about-us'],
    ['/about-us///', '/about-us'],
    ['/stock.php?id=4', '/stock.php'],
    ['/faq#finance', '/faq'],
    ['/caf%C3%A9', '/café'],
    ['/bad%zz', '/bad%zz'],
    ['/', '/'],
    ['  /spaced  ', '/spaced'],
  ])('%s → %s', (path, key) => expect(redirectKey(path)).toBe(key))
})

describe('fromPathProblem', () => {
  it.each([
    ['/used-vehicles/index.php', null],
    ['/Old-Page/', null],
    ['', FROM_HINT],
    ['old-page', FROM_HINT],
    ['//evil.example/x', FROM_HINT],
    ['https://old.example.com.au/x', FROM_HINT],
    ['/', 'The home page cannot be redirected.'],
    ['/stock.php?id=4', 'Leave out the part from ? or #: a redirect matches the path only.'],
    ['/api/enquiries', '/api/enquiries belongs to the platform and cannot be redirected.'],
    ['/admin', '/admin belongs to the platform and cannot be redirected.'],
    ['/_next/static/x.js', '/_next/static/x.js belongs to the platform and cannot be redirected.'],
    ['/apis-of-the-world', null],
    // Security: "an editor's redirect /my-garage → https://evil.example/phish took over the page"
    ['/my-garage', '/my-garage is a page of the site itself and cannot be redirected.'],
    ['/Sign-In/', '/sign-in is a page of the site itself and cannot be redirected.'],
    ['/cars/toyota-corolla-42', '/cars/toyota-corolla-42 is a page of the site itself and cannot be redirected.'],
    ['/search/used-cars', '/search/used-cars is a page of the site itself and cannot be redirected.'],
    ['/used-vehicles', null],
    ['/pages/old-about-us', null],
  ])('%s → %s', (from, problem) => expect(fromPathProblem(from)).toBe(problem))
})

// Security: "Built-in shopper routes (sign-in, my-garage, checkout, finance, cars, search) cannot be redirected."
describe('isBuiltInRoute', () => {
  it.each([
    ['/sign-in', true],
    ['/my-garage', true],
    ['/cars/some-car/checkout', true],
    ['/checkout-journey', true],
    ['/finance', true],
    ['/finance/application-received', true],
    ['/cars', true],
    ['/search', true],
    ['/search/toyota/corolla', true],
    ['/pages/unsubscribe', true],
    ['/personalised/finance', true],
    ['/cars-for-sale', false],
    ['/finance-old.php', false],
    ['/pages/about', false],
    ['/personalised', false],
    ['/used-vehicles', false],
  ])('%s → %s', (key, builtIn) => expect(isBuiltInRoute(key)).toBe(builtIn))

  /** Every page and route of src/app/(site)/[site]/, with its dynamic segments filled in. */
  function shopperRoutes(dir: string, prefix = ''): string[] {
    const found: string[] = []
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && /^(page\.tsx|route\.ts)$/.test(entry.name)) found.push(prefix || '/')
      if (!entry.isDirectory() || entry.name === '[...rest]') continue
      const segment = entry.name.startsWith('[[...') ? '' : entry.name.startsWith('[') ? '/x' : `/${entry.name}`
      found.push(...shopperRoutes(path.join(dir, entry.name), `${prefix}${segment}`))
    }
    return found
  }
  it('covers every built-in route of the site (the list follows src/app/(site)/[site]/)', () => {
    const routes = shopperRoutes(path.resolve('src/app/(site)/[site]')).filter((r) => r !== '/')
    expect(routes.length).toBeGreaterThan(30)
    expect(routes.filter((r) => !isBuiltInRoute(r))).toEqual([])
    expect(BUILT_IN_ROUTES.every((r) => routes.some((route) => route === r || route.startsWith(`${r}/`)))).toBe(true)
  })
})

describe('toTargetProblem (a site path or an https:// address, as menu links)', () => {
  it.each([
    ['/search/used-cars', null],
    ['https://www.example.com.au/x', null],
    ['http://www.example.com.au/x', TO_HINT],
    ['//evil.example', TO_HINT],
    ['/\\evil.example', TO_HINT],
    ['javascript:alert(1)', TO_HINT],
    ['https://user:pw@example.com/', TO_HINT],
    ['mailto:a@b.com', TO_HINT],
    ['', TO_HINT],
  ])('%s → %s', (to, problem) => expect(toTargetProblem(to)).toBe(problem))
})

describe('pathOnOwnSite', () => {
  const own = new Set(['alpha.com.au'])
  it.each([
    ['/Used-Cars/', '/used-cars'],
    ['https://www.alpha.com.au/Finance', '/finance'],
    ['https://ALPHA.com.au:443/finance/', '/finance'],
    ['https://bravo.com.au/finance', null],
  ])('%s → %s', (to, path) => expect(pathOnOwnSite(to, own, normaliseHost)).toBe(path))
})

// "loops … refused by validation"
describe('redirectLoop', () => {
  const others = new Map<string, string | null>([
    ['/b', '/c'],
    ['/c', '/a'],
    ['/x', '/y'],
    ['/y', '/x'],
    ['/out', null],
  ])
  it.each([
    ['/a', '/a', ['/a', '/a']],
    ['/A/', '/a', ['/a', '/a']],
    ['/a', '/b', ['/a', '/b', '/c', '/a']],
    ['/a', '/c', ['/a', '/c', '/a']],
    ['/a', '/d', null],
    ['/a', '/out', null],
    ['/a', null, null], // leaves the site
    ['/a', '/x', null], // a loop among the others does not hang, and is not this one's
  ])('%s → %s', (from, to, chain) => expect(redirectLoop(from, to, others)).toEqual(chain))
})

describe('buildRedirectTables (the wall: a redirect applies only to its own tenant’s sites)', () => {
  const sites = [
    { id: 1, slug: 'alpha', tenant: 10 },
    { id: 2, slug: 'alpha-two', tenant: 10 },
    { id: 3, slug: 'bravo', tenant: 20 },
  ]
  const tables = buildRedirectTables(sites, [
    { tenant: 10, from: '/Old', to: '/new', status: 301, sites: [] },
    { tenant: 10, from: '/old', to: '/only-two', status: 302, sites: [2] },
    // a forged list naming another tenant's site is ignored
    { tenant: 10, from: '/steal', to: 'https://alpha.com.au/', status: 301, sites: [3] },
    { tenant: 20, from: '/bravo-old', to: '/bravo-new', status: 301, sites: [] },
  ])
  it('tenant-wide on every site of the tenant; a site-limited one wins on its site', () => {
    expect(tables.alpha).toEqual({ '/old': { to: '/new', status: 301 } })
    expect(tables['alpha-two']).toEqual({ '/old': { to: '/only-two', status: 302 } })
  })
  it("never on another tenant's site", () => {
    expect(tables.bravo).toEqual({ '/bravo-old': { to: '/bravo-new', status: 301 } })
  })
})

describe('findRedirect', () => {
  const table = {
    '/old': { to: '/new', status: 301 as const },
    '/campaign': { to: '/special-offers?car_type=new', status: 302 as const },
  }
  it.each([
    ['/old', '', { location: '/new', status: 301 }],
    ['/OLD/', '', { location: '/new', status: 301 }],
    ['/old', '?utm_source=mail', { location: '/new?utm_source=mail', status: 301 }],
    ['/campaign', '?utm_source=mail', { location: '/special-offers?car_type=new', status: 302 }],
    ['/other', '', null],
  ])('%s%s', (path, search, answer) => expect(findRedirect(table, path, search)).toEqual(answer))
  it('no table, no redirect', () => expect(findRedirect(undefined, '/old')).toBeNull())
  // Security: a redirect stored before the rule (or written around it) never takes over a built-in page.
  it.each(['/my-garage', '/Sign-In', '/cars/x/checkout'])('a stored redirect from %s is ignored', (path) =>
    expect(findRedirect({ [redirectKey(path)]: { to: 'https://evil.example/phish', status: 302 } }, path)).toBeNull(),
  )
})

// docs/features/content.md "Add a redirect": the plugin's `to` group is a page of the tenant or a custom address.
describe("redirectTarget (the plugin's `to` group as an address)", () => {
  const paths: Record<string, string> = { '5': '/about-us', '6': '/pages/eofy' }
  const pagePath = ({ id }: { id: number | string }) => paths[String(id)]
  const page = (value: unknown) => ({ type: 'reference' as const, reference: { relationTo: 'pages', value } })
  it.each([
    ['a custom address, trimmed', { type: 'custom' as const, url: ' /search/used-cars ' }, '/search/used-cars'],
    ['an off-site address', { type: 'custom' as const, url: 'https://example.com/x' }, 'https://example.com/x'],
    ['a page by id', page(5), '/about-us'],
    ['a populated page', page({ id: 6, path: '/stale' }), '/pages/eofy'],
    ['a page the caller does not know (another tenant, unpublished, deleted)', page(99), null],
    ['no page chosen', { type: 'reference' as const, reference: null }, null],
    ['an empty custom address', { type: 'custom' as const, url: '  ' }, null],
    ['a custom type with a stale page still in the group', { ...page(5), type: 'custom' as const, url: '/x' }, '/x'],
    ['nothing', null, null],
  ])('%s', (_, to, want) => expect(redirectTarget(to, pagePath)).toBe(want))

  it('referencedPage: the page of a reference target only (the plugin defaults to reference)', () => {
    expect(referencedPage({ reference: { relationTo: 'pages', value: 5 } })).toEqual({ relationTo: 'pages', id: 5 })
    expect(referencedPage({ type: 'custom', reference: { relationTo: 'pages', value: 5 } })).toBeNull()
    expect(referencedPage({ type: 'reference', reference: { relationTo: 'pages', value: '' } })).toBeNull()
  })
})
