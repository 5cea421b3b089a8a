/**
 * A cookie-authenticated write must come from a page of the same origin (docs/features/security.md "Headers, CSP and
 * CSRF"). The `payload-token` cookie is sent by the browser on any site's form or fetch, so a write
 * that carries it is refused when its Origin (or, without one, its Fetch metadata or Referer) names
 * another origin. Requests authenticated by an Authorization header, and anonymous ones, carry no
 * ambient credential and are not affected. Payload's own `csrf` allow-list (payload.config.ts) is
 * the second lock: it ignores the cookie on a foreign Origin.
 */
import { forwardingTrusted } from './client-ip'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const TOKEN_COOKIE = /(?:^|;\s*)payload-token=/

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return null
  }
}

export function isCrossSiteCookieWrite(request: Request): boolean {
  if (!TOKEN_COOKIE.test(request.headers.get('cookie') ?? '')) return false
  if (isCrossSiteWrite(request)) return true
  if (request.headers.get('origin') || request.headers.get('sec-fetch-site')) return false
  const referer = request.headers.get('referer')
  return referer !== null && !requestHosts(request).includes(hostOf(referer) ?? '')
}

/** The hosts a request was sent to: its Host (else its URL's), and the forwarded host behind a trusted proxy. */
function requestHosts(request: Request): string[] {
  const host = (request.headers.get('host') ?? hostOf(request.url) ?? '').toLowerCase()
  const forwarded = forwardingTrusted() ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  return forwarded ? [host, forwarded.toLowerCase()] : [host]
}

/**
 * Whether a write's Origin (or, without one, its Fetch metadata) names another origin than the host
 * it was sent to: a shopper's form posts to its own site only, so a page elsewhere cannot send leads,
 * sign-ins or reveals in a visitor's name. Browsers send Origin with every POST; a script that sends
 * neither header carries no ambient credential and is left to the rate limits.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  const origin = request.headers.get('origin')
  // "null" (sandboxed frames, data: URLs) never matches.
  if (origin) return !requestHosts(request).includes(hostOf(origin) ?? '')
  const fetchSite = request.headers.get('sec-fetch-site')
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none'
}
