import { receiveStockChange, shareStockChanges } from '@/search/indexing/stock-share'

import { createPageExpiryBus, type PageExpiryBus } from './page-expiry-bus'
import { processState } from './process-state'
import { expireInThisServer } from './server-expiry'

/**
 * The one key every tag-expired cache of this process is read by (docs/features/caching-kernel.md):
 * a generation per tenant and one for the platform. A change expires cache tags (src/cache/tags.ts):
 * `tenant:{id}:…` advances that tenant's generation, any other tag (`sites`, `redirects`,
 * `make-logos`, `platform-settings`) the platform's. An entry stored at a generation is valid until
 * it moves, so a change expires exactly one tenant's shared pages and hot reads, and a platform
 * change every tenant's and the proxy's site map.
 *
 * With REDIS_URL set the generations are the deployment's: every instance publishes the tags it
 * expires on the deployment's channel and advances its own generations for the tags the others
 * publish (src/cache/page-expiry-bus.ts), after expiring Next's data cache for them, so nothing is
 * stored again from the data of before the change. A missed message is bounded by SHARED_TTL_MS.
 */
type Generations = { tenants: Map<string, number>; platform: number; bus: PageExpiryBus | null }

const state = () =>
  processState<Generations>('generations', () => ({
    tenants: new Map(),
    platform: 0,
    // RATE_LIMIT_PREFIX names this deployment's keys and, with the database number, its channel.
    bus: process.env.REDIS_URL ? joinBus(process.env.REDIS_URL) : null,
  }))

/** The deployment's bus: tag expiries, and the embedded search engine's stock changes both ways. */
function joinBus(redisUrl: string): PageExpiryBus {
  const bus = createPageExpiryBus({
    redisUrl,
    deployment: process.env.RATE_LIMIT_PREFIX || 'forecourt:rl',
    onExpire: expireHeard,
    onStock: receiveStockChange,
  })
  shareStockChanges(bus.publishStock)
  return bus
}

/**
 * Joins the deployment's bus now rather than at the first page served or expired: a server at
 * start-up (src/instrumentation.ts) and the jobs worker (scripts/jobs.ts), so no change another
 * instance makes, and none this one makes, goes unheard.
 */
export function joinDeployment(): void {
  state()
}

/** The generation of what is read for `tenant` now: the platform's and the tenant's. */
export function generationOf(tenant: string): string {
  const s = state()
  return `${s.platform}.${s.tenants.get(tenant) ?? 0}`
}

/** The platform's generation: what every tenant's entries and the site map depend on. */
export const platformGeneration = (): number => state().platform

/** Expires `tags` here and, through Redis, on every instance of the deployment. */
export function expireGenerations(tags: readonly string[]) {
  advance(tags)
  state().bus?.publish(tags)
}

/**
 * Another instance's expiry: Next's data cache here first (the loaders' `unstable_cache` entries,
 * which only a `revalidateTag` in this process expires), then the generations, so no page is stored
 * again from the data of before the change.
 */
async function expireHeard(tags: string[]) {
  const failed = await expireInThisServer(tags, { nextOnly: true })
  if (failed) console.warn(`page cache: expiring ${tags.join(', ')} in Next's cache failed (${failed})`)
  advance(tags)
}

function advance(tags: readonly string[]) {
  const s = state()
  for (const tag of tags) {
    const tenant = /^tenant:([^:]+):/.exec(tag)?.[1]
    if (tenant) s.tenants.set(tenant, (s.tenants.get(tenant) ?? 0) + 1)
    else s.platform += 1
  }
}
