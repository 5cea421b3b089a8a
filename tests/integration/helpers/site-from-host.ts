import { payloadClient } from '@/data/payload'
import { loadSite } from '@/data/sites'

/**
 * Stands in for `@/data/site-from-request` in route tests: the real one reads Next's data cache,
 * which only exists inside Next. Here the Host header's first label ({slug}.localhost) is the site
 * slug, loaded straight from the database with the loader the cache wraps. Use it as
 * `vi.mock('@/data/site-from-request', () => import('./helpers/site-from-host'))`.
 */
export async function siteFromRequest(request: Request) {
  const slug = (request.headers.get('host') ?? '').split('.')[0]
  return loadSite(await payloadClient(), slug)
}
