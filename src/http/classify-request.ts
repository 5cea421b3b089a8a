import { PREVIEW_PATH } from '@/domain/content/preview-link'
import { findRedirect } from '@/domain/content/redirects'
import { hasMalformedEscape } from '@/domain/text/path-segment'
import { isAdminHost } from '@tenants/admin-hosts'
import { hostResolveOptions } from '@tenants/host-options'
import { resolveSiteSlug, type SiteMap } from '@tenants/resolve-host'

import { beyondLastResultsPage } from './page-query'
import { type PageRequest, sharesPage } from './shared-page'

/**
 * The one routing decision (docs/features/caching-kernel.md): which paths are Next's own files,
 * the site's own files, the API, the admin or a site's page; which site a host is; and whether the
 * page is shared (one render for every anonymous shopper) or personal. The proxy (src/proxy.ts), its
 * matcher (`config.matcher`, checked against `proxyRuns` by tests/unit/classify-request.test.ts)
 * and the front door (src/http/front-door.ts) all decide by it.
 */

/** The real files in public/, served as they are (tests/unit/classify-request.test.ts lists public/). */
export const PUBLIC_FILES = ['favicon.svg', 'no-js.css'] as const

/**
 * The site's own files: route handlers that resolve their site from the Host themselves, like /api
 * (the per-site icons and manifest, robots.txt, security.txt, the sitemaps and vehicle feeds; docs/features/seo.md
 * "Search engines: robots.txt, sitemaps and vehicle feeds"). A name ending in `/` is a folder.
 */
export const SITE_FILES = [
  'robots.txt',
  '.well-known/security.txt',
  'sitemap.xml',
  'sitemaps/',
  'feeds/',
  'favicon.ico',
  'apple-touch-icon.png',
  'manifest.webmanifest',
  'icons/',
] as const

/** Site-file folders whose paths pass the proxy when they hold a %-escape (the proxy refuses a malformed one). */
const ESCAPE_CHECKED_FOLDERS = SITE_FILES.filter((f) => f.endsWith('/'))

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const listed = (names: readonly string[]) => names.map((n) => (n.endsWith('/') ? escapeRe(n) : `${escapeRe(n)}$`))

/**
 * The first source of the proxy's matcher, generated from the lists above: every path but Next's
 * internals, /api/…, the files in public/ and the site's files. Next needs the matcher as a literal
 * in src/proxy.ts; tests/unit/classify-request.test.ts fails when the literal is not this.
 */
export const pageMatcherSource = () =>
  `/((?!${['_next/', 'api/', ...listed(PUBLIC_FILES), ...listed(SITE_FILES)].join('|')}).*)`

export type PathKind = 'next-internal' | 'public-file' | 'site-file' | 'api' | 'admin' | 'preview' | 'page'

const under = (pathname: string, names: readonly string[]) =>
  names.some((n) => (n.endsWith('/') ? pathname.startsWith(`/${n}`) : pathname === `/${n}`))

/** What a path is, before its host is known. */
export function pathKind(pathname: string): PathKind {
  if (pathname.startsWith('/_next/')) return 'next-internal'
  if (under(pathname, PUBLIC_FILES)) return 'public-file'
  if (under(pathname, SITE_FILES)) return 'site-file'
  if (/^\/api(\/|$)/.test(pathname)) return 'api'
  if (/^\/admin(\/|$)/.test(pathname)) return 'admin'
  return pathname === PREVIEW_PATH ? 'preview' : 'page'
}

/**
 * Whether Next runs the proxy for a request (what `config.matcher` says): not for its internals or
 * public/; the site's files and /api/… only to refuse a malformed %-escape, and /api/… also without
 * a body (a body passing the proxy is buffered before the route's own bound could refuse it).
 */
export function proxyRuns(pathname: string, { hasBody = false } = {}): boolean {
  const kind = pathKind(pathname)
  if (kind === 'next-internal' || kind === 'public-file') return false
  const escaped = pathname.includes('%')
  if (kind === 'site-file') return escaped && under(pathname, ESCAPE_CHECKED_FOLDERS)
  // the matcher's first source leaves out only `/api/…`: a bare `/api` is a path like any other
  if (kind === 'api' && pathname.startsWith('/api/')) return !hasBody || escaped
  return true
}

/** Who answers a request, decided from its path and host alone (no site map needed). */
export type Route = 'bad-escape' | 'next' | 'site'

/**
 * `bad-escape`: refused (the framework decodes path segments and answers a bare 500 on `%ff`).
 * `next`: Next's own routes answer: /api (Payload's routes check ADMIN_HOSTS, the shopper
 * endpoints resolve the site of the Host), the site's files, the admin on an admin host. `site`: a
 * page of the site the host names (the admin path elsewhere is a path of the site: a 404).
 */
export function routeOf(pathname: string, host: string | null | undefined): Route {
  if (hasMalformedEscape(pathname)) return 'bad-escape'
  const kind = pathKind(pathname)
  if (kind === 'next-internal' || kind === 'public-file' || kind === 'site-file' || kind === 'api') return 'next'
  return kind === 'admin' && isAdminHost(host) ? 'next' : 'site'
}

/** A path segment no site slug can take (slugs are DNS labels): the [site] layout answers 404. */
export const UNKNOWN_SITE = '_unknown-host'

/** A request as the classifier reads it: the cache's view (PageRequest) with the path as sent. */
export type SiteRequestFacts = PageRequest & { pathname: string; search: string }

export type SiteRequest = {
  /** the site the host names, else UNKNOWN_SITE */
  slug: string
  /** the site's tenant, as cache tags and generations name it (undefined: unknown host) */
  tenant: string | undefined
  /** the staff preview of a draft: its link is checked, and it is never shared */
  preview: boolean
  /** a staff redirect of this site for this path */
  redirect: ReturnType<typeof findRedirect>
  /** a results page no site can have: a 404 without a render */
  beyondLastPage: boolean
  /** anonymous HTML of a known site: answered from, or stored in, the shared page cache */
  shared: boolean
}

const hostOptions = hostResolveOptions()

/** A `site` request (routeOf): its site, its redirect, and whether the page is shared or personal. */
export function classifySiteRequest(request: SiteRequestFacts, map: SiteMap): SiteRequest {
  const slug = resolveSiteSlug(request.header('host'), map, hostOptions) ?? UNKNOWN_SITE
  const tenant = map.tenants?.[slug]
  const preview = request.pathname === PREVIEW_PATH
  return {
    slug,
    tenant,
    preview,
    redirect: findRedirect(map.redirects?.[slug], request.pathname, request.search),
    beyondLastPage: beyondLastResultsPage(request.pathname, request.search),
    shared: !!tenant && !preview && sharesPage(request),
  }
}
