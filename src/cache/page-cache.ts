import LRUCache from 'lru-cache'

import { generationOf } from './generation'
import { SHARED_TTL_MS } from './lifetimes'
import { processState } from './process-state'

/**
 * The shared page cache (docs/features/caching.md "Caching and page weight"): anonymous shopper pages rendered once
 * and served to everyone, each response with a nonce of its own. A page is rendered for the cache
 * with a placeholder nonce (`pagePlaceholder`), which the proxy replaces with a fresh nonce in
 * every copy it sends, so the CSP stays per response while the render is shared
 * (src/http/shared-page.ts).
 *
 * An entry is valid while its tenant's generation (src/cache/generation.ts) is the one it was
 * rendered at, so a change reaches exactly its site's pages (a platform-wide tag reaches every
 * site), and at most SHARED_TTL_MS.
 */

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
type State = { pages: LRUCache<string, Entry>; placeholder: string }

const state = () =>
  processState<State>('pages', () => ({
    pages: new LRUCache<string, Entry>({
      maxSize: MAX_BYTES,
      sizeCalculation: (e) =>
        Math.max(
          1,
          e.parts.reduce((n, part) => n + part.length, 0),
        ),
      ttl: SHARED_TTL_MS,
    }),
    // Random per process: no page text can name it, so only the render's own nonce is replaced.
    placeholder: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18)))).replace(/[+/]/g, 'A'),
  }))

/** The nonce a page rendered for the cache carries, replaced in every copy sent (24 characters). */
export const pagePlaceholder = (): string => state().placeholder

export function readPage(key: string, tenant: string): StoredPage | undefined {
  const entry = state().pages.get(key)
  return entry && entry.tenant === tenant && entry.generation === generationOf(tenant) ? entry : undefined
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
 * lives SHARED_TTL_MS, or until the instant its page says it changes, whichever comes first.
 */
export function writePage(key: string, tenant: string, generation: string, page: CachedPage, now = Date.now()) {
  if (generation !== generationOf(tenant)) return
  const until = pageValidUntil(page.body)
  const ttl = until === null ? SHARED_TTL_MS : Math.min(SHARED_TTL_MS, until - now)
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
