import type { SiteMap } from '@tenants/resolve-host'

import { platformGeneration } from './generation'
import { SHARED_TTL_MS } from './lifetimes'
import { processState } from './process-state'

/**
 * The proxy's host → site map with each site's redirects, shared by the proxy, the front door and
 * the Payload hooks (src/cache/process-state.ts). Valid while the platform's generation
 * (src/cache/generation.ts) is the one it was loaded at: a site, a redirect or a page (a redirect
 * may name one) expires a platform-wide tag (`sites`, `redirects`), here or, through Redis, on any
 * instance; and at most SHARED_TTL_MS.
 */
type Entry = { map: SiteMap; loadedAt: number; generation: number }
const slot = () => processState<{ entry?: Entry }>('siteMap', () => ({}))

export function readSiteMapCache(now = Date.now()): SiteMap | undefined {
  const entry = slot().entry
  return entry && now - entry.loadedAt < SHARED_TTL_MS && entry.generation === platformGeneration()
    ? entry.map
    : undefined
}

/** Stores a map read at `generation` (taken before the read: a change while it ran leaves it stale). */
export function writeSiteMapCache(map: SiteMap, now = Date.now(), generation = platformGeneration()) {
  slot().entry = { map, loadedAt: now, generation }
}

export function clearSiteMapCache() {
  slot().entry = undefined
}
