import type { SiteMap } from '@tenants/resolve-host'

/**
 * The proxy's host → site map, kept on globalThis so that the proxy and the Payload hooks (which live
 * in different bundles of the same server process) share one cache. Other instances expire theirs
 * after SITE_MAP_TTL_MS.
 */
export const SITE_MAP_TTL_MS = 30_000
const KEY = Symbol.for('forecourt.siteMap')

type Entry = { map: SiteMap; loadedAt: number }
type Holder = { [KEY]?: Entry | undefined }

export function readSiteMapCache(now = Date.now()): SiteMap | undefined {
  const entry = (globalThis as Holder)[KEY]
  return entry && now - entry.loadedAt < SITE_MAP_TTL_MS ? entry.map : undefined
}

export function writeSiteMapCache(map: SiteMap, now = Date.now()) {
  ;(globalThis as Holder)[KEY] = { map, loadedAt: now }
}

export function clearSiteMapCache() {
  ;(globalThis as Holder)[KEY] = undefined
}
