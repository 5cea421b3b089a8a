import { normaliseHost, type ResolveOptions, resolveSiteSlug, type SiteMap } from '@tenants/resolve-host'

/**
 * The one owner of "the site's public origin" (scheme + host, no trailing slash): the base of every
 * absolute URL the platform writes for a site — canonical and Open Graph URLs, JSON-LD, the print
 * and PDF link, a stored lead's URL, the history-report redirect (stock §2 "site base address,
 * trailing slash removed"). A client's X-Forwarded-Host must not choose it (docs/features/security.md "`TRUST_PROXY`
 * and forwarded hosts").
 *
 * 1. Behind a trusted proxy (TRUST_PROXY set), the forwarded host wins when it resolves to the same
 *    site as Host — it can only pick another of the site's own domains.
 * 2. Otherwise the site's primary domain; the request's own Host (with its port) when that is the
 *    primary domain, e.g. `harbourside-toyota.localhost:3000` in development.
 * 3. A site without domains (reached only as `{slug}.localhost`) uses the Host, which the host
 *    allow-list already resolved to this site.
 */
export type OriginSite = { slug: string; primaryDomain: string | null }

/** `map` is needed only behind a trusted proxy or for a site without domains; null skips those checks. */
export type OriginOptions = { trustProxy: boolean; map: SiteMap | null; resolve: ResolveOptions }

const first = (v: string | null) => v?.split(',')[0]?.trim() || null
const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\]|[^/:]+\.localhost)(:\d+)?$/i
const HOST_SYNTAX = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i

export function publicOrigin(site: OriginSite, headers: Headers, opts: OriginOptions): string {
  const host = first(headers.get('host'))
  let chosen: string | null = null
  let proto: string | null = null
  if (opts.trustProxy) {
    const forwarded = first(headers.get('x-forwarded-host'))
    if (
      forwarded &&
      opts.map &&
      HOST_SYNTAX.test(forwarded) &&
      resolveSiteSlug(forwarded, opts.map, opts.resolve) === site.slug
    ) {
      chosen = forwarded
      const fp = first(headers.get('x-forwarded-proto'))
      proto = fp === 'http' || fp === 'https' ? fp : null
    }
  }
  if (!chosen) {
    const primary = site.primaryDomain
    if (primary && host && normaliseHost(host) === normaliseHost(primary) && HOST_SYNTAX.test(host)) chosen = host
    else if (primary) chosen = primary
    else if (
      host &&
      HOST_SYNTAX.test(host) &&
      (!opts.map || resolveSiteSlug(host, opts.map, opts.resolve) === site.slug)
    )
      chosen = host
    else chosen = `${site.slug}.localhost`
  }
  return `${proto ?? (LOCAL.test(chosen) ? 'http' : 'https')}://${chosen.toLowerCase()}`
}

/** TRUST_PROXY (shared with the rate limiter's client address): unset trusts no forwarding header. */
export const trustsProxy = (env: Record<string, string | undefined> = process.env) => Boolean(env.TRUST_PROXY?.trim())

/**
 * The site's origin where there is no request to read (a job's e-mail, the admin's preview link): its
 * primary domain, else `{slug}.localhost`; https, except a development `*.localhost` host, which is
 * served on this server's port (`port`, e.g. PORT) over http.
 */
export function originWithoutRequest(site: OriginSite, port?: string | null): string {
  const host = (site.primaryDomain || `${site.slug}.localhost`).toLowerCase()
  if (!LOCAL.test(host)) return `https://${host}`
  return `http://${host}${port && !/:\d+$/.test(host) ? `:${port}` : ''}`
}
