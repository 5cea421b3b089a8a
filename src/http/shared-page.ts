import http from 'node:http'

import type { NextRequest } from 'next/server'

import { INTERNAL_KEY_HEADER, internalKey, isInternalRequest } from '@/access/internal-key'
import { generationOf } from '@/cache/generation'
import { LOOPBACK_HOST, loopbackPort } from '@/cache/loopback'
import {
  type CachedPage,
  pageCopy,
  pagePlaceholder,
  readPage,
  type StoredPage,
  storedPage,
  writePage,
} from '@/cache/page-cache'
import { SESSION_COOKIE } from '@/domain/accounts/sign-in'
import { REQUEST_ID_HEADER } from '@/log/request-id'
import { metrics } from '@/ops/metrics'

import { pageSearch } from './page-query'

/**
 * The proxy's side of the shared page cache (src/cache/page-cache.ts, docs/features/caching.md "Caching and page
 * weight"). A cacheable request is answered from the cache, or rendered once through this server
 * (real HTTP, like any client) with the placeholder nonce and stored; every copy sent carries a
 * nonce of its own.
 */
export const PAGE_FILL_HEADER = 'x-forecourt-page-fill'
export const PAGE_CACHE_HEADER = 'x-page-cache'

/** Headers of a render that describe that one response, not the page. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])
/** Next's own signals between its proxy and router (a rewrite, a matched path): sent on, they act again. */
const NEXT_INTERNAL = /^x-(middleware|nextjs)-/

/** True for this server's own render for the cache: it gets the placeholder nonce, not a fresh one. */
export const isPageFill = (request: Request) =>
  request.headers.get(PAGE_FILL_HEADER) === '1' && isInternalRequest(request)

/**
 * What the cache reads of a request: the proxy's NextRequest and the front door's IncomingMessage
 * (src/http/front-door.ts) both present one, so both apply the same rule and the same key.
 */
export type PageRequest = {
  method: string
  header: (name: string) => string | null
  hasCookie: (name: string) => boolean
  /** the path and the query the page reads (src/http/page-query.ts), as the router sees them */
  path: string
}

/** The path and query a page renders from: the parameters it does not read left out. */
export const pagePath = (url: Pick<URL, 'pathname' | 'search'>) => url.pathname + pageSearch(url.pathname, url.search)

export const pageRequest = (request: NextRequest): PageRequest => ({
  method: request.method,
  header: (name) => request.headers.get(name),
  hasCookie: (name) => request.cookies.has(name),
  path: pagePath(request.nextUrl),
})

/**
 * Anonymous GETs of a page's HTML: the request accepts `text/html`, as a browser's navigation and a
 * crawler's do. Next's client navigations and prefetches fetch the page's RSC payload instead, with
 * headers and an `_rsc` parameter that Next removes before the proxy runs; their `Accept` is the
 * fetch default, so they are never looked up. Not a signed-in shopper either (their pages show
 * their name and saved cars), not `Cache-Control: no-cache` (a hard reload, or the bench's cold
 * run), and not when PAGE_CACHE=off.
 */
export function sharesPage(request: PageRequest): boolean {
  if (process.env.PAGE_CACHE === 'off' || request.method !== 'GET') return false
  // The render for the cache itself (or a client pretending to be it) is rendered, never looked up.
  if (request.header(PAGE_FILL_HEADER) !== null) return false
  // Next's client navigation (its `RSC` header, which Next may remove before the proxy runs) is personal too.
  if (request.header('rsc') !== null) return false
  if (request.hasCookie(SESSION_COOKIE) || !request.header('accept')?.includes('text/html')) return false
  const dest = request.header('sec-fetch-dest')
  if (dest !== null && dest !== 'document') return false
  return !/no-cache|no-store/.test(request.header('cache-control') ?? '')
}

/** The page's address as the render sees it: the host and forwarded origin decide its links. */
export const pageKey = (request: PageRequest) =>
  [request.header('host'), request.header('x-forwarded-host'), request.header('x-forwarded-proto'), request.path].join(
    '|',
  )

/** The stored page for this request, if one is valid now. */
export const cachedPage = (request: PageRequest, tenant: string) => readPage(pageKey(request), tenant)

const FILL_TIMEOUT_MS = 30_000
/** The request headers a page's render may depend on (its origin, language, the client's address). */
const FORWARDED = [
  'host',
  'accept',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
]

const filling = new Map<string, Promise<CachedPage>>()

/**
 * The page for this request with a fresh nonce: from the cache, or rendered now (concurrent misses
 * for one address share the render). A response that is not a plain 200 page (a redirect, a 404,
 * a cookie) is sent on but not stored.
 */
export async function sharedPage(request: NextRequest, tenant: string, nonce: string): Promise<Response> {
  const key = pageKey(pageRequest(request))
  const hit = readPage(key, tenant)
  if (hit) {
    metrics().pageCache.inc({ result: 'hit' })
    return send(hit, nonce, 'HIT')
  }
  metrics().pageCache.inc({ result: 'miss' })
  let render = filling.get(key)
  if (!render) {
    const generation = generationOf(tenant)
    render = renderForCache(request).finally(() => filling.delete(key))
    filling.set(key, render)
    void render.then(
      (page) => storable(page) && writePage(key, tenant, generation, page),
      () => undefined,
    )
  }
  const page = await render
  // A server error is not shared: the proxy renders the request itself, as without the cache.
  if (page.status >= 500) throw new Error(`the render for the cache answered ${page.status}`)
  const sent = send(storedPage(page), nonce, 'MISS')
  // A gated page's redirect to sign-in: Next refuses a relative Location from the proxy (a 500), so
  // it is resolved on the request's own origin, as the staff redirects are in src/proxy.ts.
  const location = sent.headers.get('location')
  if (location) sent.headers.set('location', new URL(location, request.nextUrl).toString())
  return sent
}

const storable = (page: CachedPage) =>
  page.status === 200 &&
  !page.headers.some(([name]) => name === 'set-cookie') &&
  page.headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'))

/** A copy's headers: the page's, each carrying this copy's nonce. */
export function copyHeaders(page: StoredPage, nonce: string): [string, string][] {
  const placeholder = pagePlaceholder()
  return page.headers.map(([name, value]) => [name, value.replaceAll(placeholder, nonce)])
}

function send(page: StoredPage, nonce: string, outcome: 'HIT' | 'MISS'): Response {
  const headers = new Headers(copyHeaders(page, nonce))
  headers.set(PAGE_CACHE_HEADER, outcome)
  // The copy is already this response's own memory: the body is a view of it, not a second copy
  // (Buffer.concat allocates a plain ArrayBuffer, never a shared one).
  const body = pageCopy(page, nonce)
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: page.status,
    headers,
  })
}

/**
 * Who the render for the cache says it is when the request named no one: Next streams a page's
 * metadata to a client without a user-agent (next.config.ts `htmlLimitedBots`), and a slow render
 * would then leave the title and description in <body> of a page shared with crawlers too.
 */
export const SHARED_RENDER_AGENT = 'Forecourt shared page'

/**
 * The headers of the render for the cache: only what a page may read (the proxy's request also
 * holds Next's internal headers, which break a request of its own), never its cookies.
 */
export function pageFillHeaders(request: Pick<Request, 'headers'>): Record<string, string> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity' }
  for (const name of FORWARDED) {
    const value = request.headers.get(name)
    if (value !== null) headers[name] = value
  }
  headers['user-agent'] ||= SHARED_RENDER_AGENT
  // The render's log lines carry the id of the request it is made for (scripts/lib/request-id.mjs
  // keeps an id that comes with the internal key).
  const requestId = request.headers.get(REQUEST_ID_HEADER)
  if (requestId) headers[REQUEST_ID_HEADER] = requestId
  headers[PAGE_FILL_HEADER] = '1'
  headers[INTERNAL_KEY_HEADER] = internalKey()
  return headers
}

/** Renders the page through this server, as the request asked for it but without its cookies. */
function renderForCache(request: NextRequest): Promise<CachedPage> {
  const headers = pageFillHeaders(request)
  const path = pagePath(request.nextUrl)
  return new Promise((resolve, reject) => {
    const req = http.get({ host: LOOPBACK_HOST, port: loopbackPort(), path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const kept: [string, string][] = []
        for (const [name, value] of Object.entries(res.headers)) {
          if (PER_RESPONSE.has(name) || NEXT_INTERNAL.test(name) || value === undefined) continue
          for (const v of Array.isArray(value) ? value : [value]) kept.push([name, v])
        }
        resolve({ status: res.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks).toString('utf8') })
      })
    })
    // A render that hangs is not waited for longer than a shopper would: the proxy renders directly.
    req.setTimeout(FILL_TIMEOUT_MS, () => req.destroy(new Error('page render for the cache timed out')))
    req.on('error', reject)
  })
}
