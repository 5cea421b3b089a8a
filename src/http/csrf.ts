/**
 * A cookie-authenticated write must come from a page of the same origin (issue 8, defect 7). The
 * `payload-token` cookie is sent by the browser on any site's form or fetch, so a write that carries
 * it is refused when its Origin (or, without one, its Fetch metadata or Referer) names another
 * origin. Requests authenticated by an Authorization header, and anonymous ones, carry no ambient
 * credential and are not affected. Payload's own `csrf` allow-list (payload.config.ts) is the
 * second lock: it ignores the cookie on a foreign Origin.
 */
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
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  if (!TOKEN_COOKIE.test(request.headers.get('cookie') ?? '')) return false
  const host = (request.headers.get('host') ?? '').toLowerCase()
  const origin = request.headers.get('origin')
  if (origin) return hostOf(origin) !== host // "null" (sandboxed frames, data: URLs) never matches
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const referer = request.headers.get('referer')
  if (referer) return hostOf(referer) !== host
  return false // no browser metadata at all: a script, not a browser riding on a cookie
}
