import { isPageAddress, isSitePath, PAGE_ADDRESS_HINT } from '../links/urls'

/**
 * Redirects that staff manage (docs/features/content.md "Add a redirect"), so a dealer moving from an old site keeps
 * its links. Pure rules shared by the collection's validation, the redirect table the proxy reads
 * and the tests.
 */
export const REDIRECT_STATUSES = [301, 302] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

export type RedirectRule = { from: string; to: string; status: RedirectStatus }
/** One site's redirects: normalised `from` path → target. */
export type RedirectTable = Record<string, { to: string; status: RedirectStatus }>

/** Paths the proxy never sees or that belong to the platform, not to a dealer's old site. */
const RESERVED = /^\/(?:api|admin|_next)(?:\/|$)/

/**
 * The key a path is matched by: no query or fragment, no trailing slash, lower case, %-escapes
 * decoded where they decode. Old sites' links differ in exactly these ways from what staff type.
 */
export function redirectKey(path: string): string {
  let p = path.split(/[?#]/, 1)[0]!.trim()
  try {
    p = decodeURI(p)
  } catch {
    // a malformed escape stays as typed (the proxy refuses it before any lookup)
  }
  p = p.toLowerCase().replace(/\/+$/, '')
  return p === '' ? '/' : p
}

/**
 * The site's own pages (src/app/(site)/[site]/, kept in step by tests/unit/redirects.test.ts): a
 * redirect never takes one over, nor anything under it (docs/features/security.md "Security": "Built-in shopper routes
 * … cannot be redirected"). `/pages` and `/personalised` hold one page each; the rest of those
 * paths belongs to staff's own pages.
 */
export const BUILT_IN_ROUTES = [
  '/accept-offer',
  '/apply-for-finance',
  '/blog',
  '/book-test-drive',
  '/cars',
  '/checkout-journey',
  '/compare',
  '/contact',
  '/contact-us',
  '/dealer-locator',
  '/equifax-finance',
  '/favourites',
  '/finance',
  '/finance-enquiry',
  '/finance-pre-approval',
  '/forms',
  '/instant-price',
  '/locations',
  '/models',
  '/my-garage',
  '/mybigboxcars',
  '/myblinkr',
  '/mymotorama',
  '/myservco',
  '/online-payment',
  '/our-location',
  '/pages/unsubscribe',
  '/personalised/finance',
  '/preview',
  '/print',
  '/search',
  '/sell-my-car',
  '/service',
  '/sign-in',
  '/special-offers',
  '/spin-to-win',
  '/success',
  '/trade-in',
  '/used-car',
  '/vehicle-parts-and-accessories',
] as const

/** Whether a redirect key (see redirectKey) is one of the site's own pages or under one. */
export const isBuiltInRoute = (key: string): boolean =>
  BUILT_IN_ROUTES.some((route) => key === route || key.startsWith(`${route}/`))

export const FROM_HINT = 'Enter the old address as a path of this site, such as /used-vehicles/index.php.'
export const TO_HINT = PAGE_ADDRESS_HINT

/** What is wrong with a `from` path, or null. */
export function fromPathProblem(from: string | null | undefined): string | null {
  if (!from || !isSitePath(from.trim())) return FROM_HINT
  const key = redirectKey(from)
  if (key === '/') return 'The home page cannot be redirected.'
  if (/[?#]/.test(from)) return 'Leave out the part from ? or #: a redirect matches the path only.'
  if (RESERVED.test(key)) return `${key} belongs to the platform and cannot be redirected.`
  if (isBuiltInRoute(key)) return `${key} is a page of the site itself and cannot be redirected.`
  return null
}

/** What is wrong with a target on its own (its host is checked against the platform's sites elsewhere). */
export function toTargetProblem(to: string | null | undefined): string | null {
  if (!to) return TO_HINT
  const t = to.trim()
  return isPageAddress(t) ? null : TO_HINT
}

/**
 * The path a target lands on when it stays on the redirect's own site (a site path, or an https://
 * address on one of `ownHosts`, already normalised); null when it leaves the site.
 */
export function pathOnOwnSite(to: string, ownHosts: ReadonlySet<string>, normaliseHost: (h: string) => string) {
  if (isSitePath(to)) return redirectKey(to)
  const url = new URL(to)
  return ownHosts.has(normaliseHost(url.host)) ? redirectKey(url.pathname) : null
}

/**
 * The chain of paths that makes `from → to` loop on one site, given the site's other redirects
 * (`others`: normalised from → normalised same-site target, or null when it leaves the site), or
 * null when the chain ends. `/a → /b → /a` returns ['/a', '/b', '/a'].
 */
export function redirectLoop(from: string, to: string | null, others: ReadonlyMap<string, string | null>) {
  const start = redirectKey(from)
  const chain = [start]
  let next = to
  while (next !== null) {
    chain.push(next)
    if (next === start) return chain
    if (chain.indexOf(next) < chain.length - 1) return null // a loop among the others, not through this one
    next = others.has(next) ? others.get(next)! : null
  }
  return null
}

/**
 * Where a redirect sends visitors, as @payloadcms/plugin-redirects stores it (`to` group): a
 * `custom` address (a site path or https://), or a `reference` to one of the tenant's pages.
 */
export type RedirectTo = {
  type?: 'reference' | 'custom' | null
  reference?: { relationTo: string; value: unknown } | null
  url?: string | null
}

/** The page a `reference` target names, as `{ collection, id }`, or null for a custom address. */
export function referencedPage(to: RedirectTo | null | undefined): { relationTo: string; id: number | string } | null {
  if ((to?.type ?? 'reference') !== 'reference' || !to?.reference) return null
  const value = to.reference.value
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '')
    ? { relationTo: to.reference.relationTo, id }
    : null
}

/**
 * The address a stored target sends visitors to: the custom address, or the page's path (from
 * `pagePath`, which knows only the pages the redirect may use); null when there is none.
 */
export function redirectTarget(
  to: RedirectTo | null | undefined,
  pagePath: (page: { relationTo: string; id: number | string }) => string | null | undefined,
): string | null {
  const page = referencedPage(to)
  if (page) return pagePath(page) || null
  if (to?.type !== 'custom') return null
  return to.url?.trim() || null
}

export type SiteOfTenant = { id: number | string; slug: string; tenant: number | string }
export type StoredRedirect = RedirectRule & {
  tenant: number | string
  /** Empty: every site of the tenant. */
  sites: (number | string)[]
}

/**
 * Site slug → redirect table. A redirect applies only to sites of its own tenant, whatever its
 * `sites` list says (the wall); one limited to a site wins over a tenant-wide one from the same path.
 */
export function buildRedirectTables(sites: SiteOfTenant[], redirects: StoredRedirect[]): Record<string, RedirectTable> {
  const tables: Record<string, RedirectTable> = {}
  const ordered = [...redirects].sort((a, b) => Number(a.sites.length > 0) - Number(b.sites.length > 0))
  for (const site of sites) {
    const table: RedirectTable = {}
    for (const r of ordered) {
      if (String(r.tenant) !== String(site.tenant)) continue
      if (r.sites.length > 0 && !r.sites.some((id) => String(id) === String(site.id))) continue
      table[redirectKey(r.from)] = { to: r.to, status: r.status }
    }
    if (Object.keys(table).length > 0) tables[site.slug] = table
  }
  return tables
}

/**
 * The answer for a request path, or null. The visitor's query string is kept when the target has
 * none (campaign tags on an old link still reach the new page). A stored redirect from one of the
 * site's own pages is ignored, whenever it was saved: the page answers.
 */
export function findRedirect(table: RedirectTable | undefined, pathname: string, search = '') {
  if (!table) return null
  const key = redirectKey(pathname)
  const hit = isBuiltInRoute(key) ? undefined : table[key]
  if (!hit) return null
  const keepQuery = search && search !== '?' && !hit.to.includes('?') && !hit.to.includes('#')
  return { location: keepQuery ? `${hit.to}${search}` : hit.to, status: hit.status }
}
