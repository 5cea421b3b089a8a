import type { RedirectTable } from '@/domain/content/redirects'

/**
 * Host → site resolution. Pure, shared by the proxy and its tests.
 * A site answers only on the hosts in its `domains` allow-list, plus `{slug}.localhost` where
 * localhost hosts are allowed (development, tests and the local demo).
 */

export type SiteMap = {
  /** normalised host → site slug */
  domains: Record<string, string>
  slugs: string[]
  /** site slug → its redirects (collections/Redirects), answered by the proxy before any page */
  redirects?: Record<string, RedirectTable>
  /** site slug → its tenant's id, as the cache tags name it (`tenant:{id}:…`); the shared page cache's key */
  tenants?: Record<string, string>
  /**
   * site slug → the third-party tags it loads with consent, for its pages' CSP (docs/features/security.md "Headers,
   * CSP and CSRF"); absent: none
   */
  tags?: Record<string, { google: boolean; meta: boolean }>
}

export type ResolveOptions = {
  /** `{slug}.localhost` reaches the site with that slug. */
  allowLocalhostSlugs: boolean
  /** Site slug for a bare `localhost` / `127.0.0.1` (DEFAULT_SITE). */
  defaultSite?: string
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Lower-cases, drops the port, a trailing dot and a leading `www.`. */
export function normaliseHost(host: string | null | undefined): string {
  if (!host) return ''
  let h = host.trim().toLowerCase()
  if (h.startsWith('[')) h = h.slice(0, h.indexOf(']') + 1)
  else h = h.replace(/:\d+$/, '')
  h = h.replace(/\.$/, '')
  return h.startsWith('www.') ? h.slice(4) : h
}

export function resolveSiteSlug(rawHost: string | null | undefined, map: SiteMap, opts: ResolveOptions): string | null {
  const host = normaliseHost(rawHost)
  if (!host) return null
  const listed = map.domains[host]
  if (listed) return listed

  if (opts.allowLocalhostSlugs && host.endsWith('.localhost')) {
    const slug = host.slice(0, -'.localhost'.length)
    return map.slugs.includes(slug) ? slug : null
  }
  if (LOOPBACK.has(host) && opts.defaultSite) {
    return map.slugs.includes(opts.defaultSite) ? opts.defaultSite : null
  }
  return null
}

/** Site slugs are DNS labels, so they can also be `{slug}.localhost` hosts. */
export const SITE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
