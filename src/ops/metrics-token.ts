import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Who may read GET /api/metrics (docs/deploy.md "Operations"): with METRICS_TOKEN unset the endpoint does
 * not exist (404, as on any host that serves nothing there); otherwise only a request with
 * `Authorization: Bearer <METRICS_TOKEN>` reads it, and any other gets 401. Compared as digests in
 * constant time, so neither the token's length nor its first differing character leaks.
 */
export type MetricsAccess = 'disabled' | 'denied' | 'allowed'

const digest = (text: string) => createHash('sha256').update(text).digest()

export function metricsAccess(authorization: string | null, token: string | undefined): MetricsAccess {
  const expected = token?.trim()
  if (!expected) return 'disabled'
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '')
  if (!match) return 'denied'
  return timingSafeEqual(digest(match[1]!), digest(expected)) ? 'allowed' : 'denied'
}
