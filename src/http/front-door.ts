import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzip } from 'node:zlib'

import { pageCopy } from '@/cache/page-cache'
import { readSiteMapCache } from '@/cache/site-map-cache'
import { metrics } from '@/ops/metrics'

import { classifySiteRequest, routeOf, type SiteRequestFacts } from './classify-request'
import { newNonce } from './security-headers'
import { cachedPage, copyHeaders, PAGE_CACHE_HEADER, pagePath } from './shared-page'

/**
 * The front door (docs/features/caching.md "Caching and page weight"): the production server (scripts/server.mjs)
 * asks it about every request before Next's router sees the request, and it answers the one kind it
 * can answer alone, a shared page's cache hit. Next's routing, its proxy pipeline and its response
 * streams cost about three times what the page copy does, so a hit that skips them is served at
 * most of a static file's rate. Anything else, and any doubt, is Next's: a miss, a redirect, a
 * preview, a request the proxy would refuse or rewrite differently, or a server without the site
 * map loaded yet.
 *
 * It decides what the proxy (src/proxy.ts) would decide for the same request, by the same function
 * (src/http/classify-request.ts) over the same cached site map, and keys the page alike. It lives in
 * the proxy's bundle, which installs it (`installFrontDoor`) on globalThis for the server to find,
 * so it shares the page cache's state; until the proxy has run once, the server has no front door.
 */
export type FrontDoor = (req: IncomingMessage, res: ServerResponse) => boolean

const KEY = Symbol.for('forecourt.frontDoor')
type Holder = { [KEY]?: FrontDoor }

export function installFrontDoor() {
  if (process.env.FRONT_DOOR !== 'off') (globalThis as Holder)[KEY] = answerFromCache
}

/** Paths Next answers with a redirect (repeated slashes, backslashes) before any proxy runs. */
const REDIRECTED = /(\\|\/\/)/

/** Node's request as the classifier and the cache read one, as the proxy sees it. */
function requestFacts(req: IncomingMessage, url: URL): SiteRequestFacts {
  // Next fills in the forwarded origin before the proxy reads the request (base-server.js).
  const defaults: Record<string, string | undefined> = {
    'x-forwarded-host': req.headers.host,
    'x-forwarded-proto': 'http',
  }
  const header = (name: string) => {
    const value = req.headers[name] ?? defaults[name]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  }
  const cookies = header('cookie')
  return {
    method: req.method ?? 'GET',
    header,
    hasCookie: (name) => cookies !== null && cookies.split(';').some((c) => c.trim().startsWith(`${name}=`)),
    path: pagePath(url),
    pathname: url.pathname,
    search: url.search,
  }
}

/** Answers `req` with its shared page when the cache holds one; false leaves the request to Next. */
export function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !req.url?.startsWith('/')) return false
  const map = readSiteMapCache()
  if (!map) return false
  const queryAt = req.url.indexOf('?')
  const pathname = queryAt < 0 ? req.url : req.url.slice(0, queryAt)
  const search = queryAt < 0 ? '' : req.url.slice(queryAt)
  if (REDIRECTED.test(pathname) || routeOf(pathname, req.headers.host) !== 'site') return false
  // Next's URL parsing leaves a plain path as it is; anything it would change is left to it.
  let url: URL
  try {
    url = new URL(req.url, 'http://front.door')
  } catch {
    return false
  }
  if (url.pathname !== pathname || url.search !== (search === '?' ? '' : search)) return false
  const request = requestFacts(req, url)
  const site = classifySiteRequest(request, map)
  if (!site.shared || site.redirect || site.beyondLastPage || !site.tenant) return false
  const page = cachedPage(request, site.tenant)
  if (!page) return false
  metrics().pageCache.inc({ result: 'hit' })

  const nonce = newNonce()
  const body = pageCopy(page, nonce)
  const headers = copyHeaders(page, nonce)
  headers.push([PAGE_CACHE_HEADER, 'HIT'])
  const vary = headers.find(([name]) => name === 'vary')
  if (!vary) headers.push(['vary', 'Accept-Encoding'])
  else if (!/accept-encoding/i.test(vary[1])) vary[1] += ', Accept-Encoding'
  // As Next's own responses: gzip when the client takes it (Next compresses with zlib's default).
  if (!acceptsGzip(request.header('accept-encoding'))) {
    res.writeHead(page.status, [...headers, ['content-length', String(body.length)]].flat())
    res.end(body)
    return true
  }
  gzip(body, (err, zipped) => {
    if (err) {
      res.writeHead(page.status, [...headers, ['content-length', String(body.length)]].flat())
      res.end(body)
      return
    }
    res.writeHead(
      page.status,
      [...headers, ['content-encoding', 'gzip'], ['content-length', String(zipped.length)]].flat(),
    )
    res.end(zipped)
  })
  return true
}

const acceptsGzip = (header: string | null) => header !== null && /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/.test(header)
