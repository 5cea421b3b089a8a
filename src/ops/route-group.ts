/**
 * The route group of a request path, the one label the HTTP metrics carry (docs/deploy.md "Operations"):
 * a small fixed set, never the raw path, so a scan of random URLs cannot grow the series.
 *
 * - `ops`: the probes and the metrics themselves (a load balancer's checks every second would
 *   otherwise be most of `api-public`);
 * - `static`: Next's assets, the files in public/, the site icons and uploaded media;
 * - `feed`: what machines read: vehicle feeds, sitemaps, robots.txt, /.well-known/;
 * - `admin`: Payload's admin;
 * - `api-public`: our own route handlers under src/app/api (the shopper's calls);
 * - `api-staff`: every other /api path (Payload's REST and GraphQL, the collections' endpoints);
 * - `page`: everything else (the sites' pages, and any path nobody serves).
 */
export const ROUTE_GROUPS = ['page', 'api-public', 'api-staff', 'admin', 'static', 'feed', 'ops'] as const
export type RouteGroup = (typeof ROUTE_GROUPS)[number]

/** The first segments of src/app/api (tests/unit/route-group.test.ts keeps the two the same). */
export const PUBLIC_API_ROOTS = [
  'account',
  'analytics',
  'body-icons',
  'check-if-contact-exists',
  'custom-forms',
  'delivery-estimate',
  'enquiries',
  'finance',
  'health',
  'metrics',
  'openapi.json',
  'payment-icons',
  'payments',
  'phone-reveal',
  'rate-limit',
  'ready',
  'reserve',
  'revalidate',
  'search',
  'site-map',
  'sms-outbox',
  'spin-to-win',
  'trade-in',
  'vehicles',
  'verify-code',
  'watchlist',
  'youx',
] as const

const OPS = /^\/api\/(health|ready|metrics)\/?$/
const STATIC =
  /^\/(_next\/|icons\/|demo-images\/|api\/(media|make-logos)\/file\/|(favicon\.(ico|svg)|apple-touch-icon\.png|manifest\.webmanifest|no-js\.css)$)/
const FEED = /^\/(feeds\/|sitemaps\/|\.well-known\/|(sitemap\.xml|robots\.txt)$)/
const ADMIN = /^\/admin(\/|$)/
const publicRoots = new Set<string>(PUBLIC_API_ROOTS)

/** The group of a request target (`/path?query`); the query is ignored. */
export function routeGroup(target: string): RouteGroup {
  const queryAt = target.indexOf('?')
  const path = queryAt < 0 ? target : target.slice(0, queryAt)
  if (OPS.test(path)) return 'ops'
  if (STATIC.test(path)) return 'static'
  if (FEED.test(path)) return 'feed'
  if (ADMIN.test(path)) return 'admin'
  if (path === '/api' || path.startsWith('/api/'))
    return publicRoots.has(path.split('/')[2] ?? '') ? 'api-public' : 'api-staff'
  return 'page'
}
