import LRUCache from 'lru-cache'

import { receiveStockChange, shareStockChanges } from '@/search/indexing/stock-share'

import { createPageExpiryBus, type PageExpiryBus } from './page-expiry-bus'
import { expireInThisServer } from './server-expiry'

/**
 * The shared page cache (docs/features/caching.md "Caching and page weight"): anonymous shopper pages rendered once
 * and served to everyone, each response with a nonce of its own. A page is rendered for the cache
 * with a placeholder nonce (`pagePlaceholder`), which the proxy replaces with a fresh nonce in
 * every copy it sends, so the CSP stays per response while the render is shared
 * (src/http/shared-page.ts).
 *
 * An entry is valid while its tenant's generation and the platform's are the ones it was rendered
 * at: `expirePages` bumps them for the cache tags the admin's hooks expire, so a change reaches
 * exactly its site's pages (a platform-wide tag reaches every site). With REDIS_URL set the other
 * instances hear of it through Redis (src/cache/page-expiry-bus.ts); PAGE_CACHE_TTL_MS bounds how
 * long an instance that missed it serves the page from before. Kept on globalThis: the proxy and
 * the Payload hooks live in different bundles of one server process.
 */
export const PAGE_CACHE_TTL_MS = 30_000
/** Bodies are about 100–200 KB: 64 MB holds a few hundred pages per instance. */
const MAX_BYTES = 64 * 1024 * 1024

export type CachedPage = {
  status: number
  headers: [string, string][]
  body: string
}

/**
 * A stored page: its body as UTF-8 bytes split where the placeholder nonce stood, so each copy sent
 * is a join around a fresh nonce rather than a search and a re-encode of 100–200 KB (pageCopy).
 */
export type StoredPage = Omit<CachedPage, 'body'> & { parts: Buffer[] }

type Entry = StoredPage & { tenant: string; generation: string }
type State = {
  pages: LRUCache<string, Entry>
  tenants: Map<string, number>
  platform: number
  placeholder: string
  bus: PageExpiryBus | null
}

const KEY = Symbol.for('forecourt.pageCache')
type Holder = { [KEY]?: State }

function state(): State {
  const holder = globalThis as Holder
  holder[KEY] ??= {
    pages: new LRUCache<string, Entry>({
      maxSize: MAX_BYTES,
      sizeCalculation: (e) =>
        Math.max(
          1,
          e.parts.reduce((n, part) => n + part.length, 0),
        ),
      ttl: PAGE_CACHE_TTL_MS,
    }),
    tenants: new Map(),
    platform: 0,
    // Random per process: no page text can name it, so only the render's own nonce is replaced.
    placeholder: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18)))).replace(/[+/]/g, 'A'),
    // The other instances' expiries (src/cache/page-expiry-bus.ts); RATE_LIMIT_PREFIX names this
    // deployment's keys and, with the database number, its channel in Redis.
    bus: process.env.REDIS_URL ? joinBus(process.env.REDIS_URL) : null,
  }
  return holder[KEY]
}

/** The deployment's bus: page expiries, and the embedded search engine's stock changes both ways. */
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

/** The nonce a page rendered for the cache carries, replaced in every copy sent (24 characters). */
export const pagePlaceholder = (): string => state().placeholder

/** The generation a render for `tenant` starts at: an entry stored with it is valid until a change. */
export function pageGeneration(tenant: string): string {
  const s = state()
  return `${s.platform}.${s.tenants.get(tenant) ?? 0}`
}

export function readPage(key: string, tenant: string): StoredPage | undefined {
  const entry = state().pages.get(key)
  return entry && entry.tenant === tenant && entry.generation === pageGeneration(tenant) ? entry : undefined
}

/**
 * A page that shows scheduled things (offers, banners, promo cards) names the next instant one of
 * them starts or ends in a `<meta name="forecourt-valid-until">` (src/components/layout/ValidUntil.tsx):
 * no tag expires at that instant, so its entry ends there.
 */
export const VALID_UNTIL_META = 'forecourt-valid-until'
const VALID_UNTIL = new RegExp(`<meta name="${VALID_UNTIL_META}" content="([^"]+)"`, 'g')

/** The soonest instant a page's markers name (ms), or null when it names none. */
export function pageValidUntil(body: string): number | null {
  let soonest: number | null = null
  for (const [, at] of body.matchAll(VALID_UNTIL)) {
    const t = Date.parse(at ?? '')
    if (!Number.isNaN(t) && (soonest === null || t < soonest)) soonest = t
  }
  return soonest
}

/**
 * Stores a render that began at `generation`; a change since then leaves it stale on arrival. It
 * lives PAGE_CACHE_TTL_MS, or until the instant its page says it changes, whichever comes first.
 */
export function writePage(key: string, tenant: string, generation: string, page: CachedPage, now = Date.now()) {
  if (generation !== pageGeneration(tenant)) return
  const until = pageValidUntil(page.body)
  const ttl = until === null ? PAGE_CACHE_TTL_MS : Math.min(PAGE_CACHE_TTL_MS, until - now)
  if (ttl <= 0) return
  state().pages.set(key, { ...storedPage(page), tenant, generation }, { ttl })
}

/** A rendered page as the cache keeps it (StoredPage). */
export function storedPage({ body, ...page }: CachedPage): StoredPage {
  return { ...page, parts: body.split(pagePlaceholder()).map((part) => Buffer.from(part, 'utf8')) }
}

/** The body of one copy of a page: the parts joined around this response's nonce. */
export function pageCopy(page: StoredPage, nonce: string): Buffer {
  const glue = Buffer.from(nonce, 'utf8')
  const chunks: Buffer[] = []
  page.parts.forEach((part, i) => (i === 0 ? chunks.push(part) : chunks.push(glue, part)))
  return Buffer.concat(chunks)
}

/** The tags the hooks expire (src/cache/tags.ts): `tenant:{id}:…` reaches that site, any other every site. */
export function expirePages(tags: readonly string[]) {
  expireLocally(tags)
  state().bus?.publish(tags)
}

/**
 * Another instance's expiry: Next's data cache here first (the loaders' `unstable_cache` entries,
 * which only a `revalidateTag` in this process expires), then the pages, so no page is stored again
 * from the data of before the change.
 */
async function expireHeard(tags: string[]) {
  const failed = await expireInThisServer(tags, { nextOnly: true })
  if (failed) console.warn(`page cache: expiring ${tags.join(', ')} in Next's cache failed (${failed})`)
  expireLocally(tags)
}

function expireLocally(tags: readonly string[]) {
  const s = state()
  for (const tag of tags) {
    const tenant = /^tenant:([^:]+):/.exec(tag)?.[1]
    if (tenant) s.tenants.set(tenant, (s.tenants.get(tenant) ?? 0) + 1)
    else s.platform += 1
  }
}
