#!/usr/bin/env node
// `npm start`: the production server. Next's request handler, as `next start` runs it, behind a front
// door that answers a shared page's cache hit before Next's router sees the request
// (src/http/front-door.ts; docs/features/caching.md "Caching and page weight"). FRONT_DOOR=off leaves every request
// to Next, as `next start` would.
//
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME] [--keepAliveTimeout MS]
//
// PORT (default 3000) is also the port the proxy renders shared pages through. On SIGTERM or SIGINT
// it drains (scripts/lib/graceful-shutdown.mjs): no new connections, the requests in flight finish,
// at most SHUTDOWN_DRAIN_MS (default 10000) ms; a second signal exits at once.
import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'

import { clientAddressDecider, stampClientAddress } from './lib/client-address.mjs'
import { gracefulShutdown } from './lib/graceful-shutdown.mjs'
import { internalKey } from './lib/internal-key.mjs'
import { REQUEST_ID_HEADER, requestIdDecider } from './lib/request-id.mjs'
import { claimSqliteFile, refusal, sqliteFile } from './lib/sqlite-server-lock.mjs'

const args = process.argv.slice(2)
const option = (...names) => {
  const at = args.findIndex((a) => names.includes(a))
  return at >= 0 ? args[at + 1] : undefined
}
const port = Number(option('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = option('-H', '--hostname')
const keepAliveTimeout = Number(option('--keepAliveTimeout') ?? 0)
process.env.PORT = String(port)
process.env.NODE_ENV ??= 'production'
process.title = `next-server (forecourt :${port})`

// Decided before Next loads, so a TRUST_PROXY that names nothing stops the server at once.
const decideClientAddress = clientAddressDecider(process.env.TRUST_PROXY)
// One server per SQLite file (scripts/lib/sqlite-server-lock.mjs): a second one stops here, before
// Next loads, with one line. A claim that cannot be made at all (a folder it may not write) is said
// and the server goes on, as it did before there was a claim.
const sqlite = sqliteFile(process.env.DATABASE_URL)
if (sqlite) {
  const claim = await claimSqliteFile(sqlite, { port }).catch((err) => {
    console.warn(`SQLite server claim: not made (${err instanceof Error ? err.message : err}); starting anyway`)
    return null
  })
  if (claim?.holder) {
    console.error(refusal(sqlite, claim.holder))
    process.exit(1)
  }
}
const decideRequestId = requestIdDecider({ trustProxy: process.env.TRUST_PROXY, internalKey: internalKey() })
const { default: next } = await import('next')
const app = next({ dev: false, dir: process.cwd(), hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const FRONT_DOOR = Symbol.for('forecourt.frontDoor')
// A page rendering its site's not-found page itself asks for status 404 here (src/components/layout/not-found.tsx):
// Next would send a notFound() as an empty shell that only JavaScript fills in.
const responses = new AsyncLocalStorage()
globalThis[Symbol.for('forecourt.response')] = responses
// The request's id, on every log line written while it is handled (src/log/request-id.ts).
const requests = new AsyncLocalStorage()
globalThis[Symbol.for('forecourt.request')] = requests
// Counts each answered request by route group (src/ops/request-observer.ts, installed as Next starts).
const OBSERVE = Symbol.for('forecourt.observeRequest')

/** Reports the request to the metrics once its response is done, or the client has gone. */
function observe(req, res) {
  const started = performance.now()
  const target = req.url ?? '/' // as the client sent it: Next rewrites req.url on its way
  res.once('close', () =>
    globalThis[OBSERVE]?.(target, res.statusCode, res.writableFinished, (performance.now() - started) / 1000),
  )
}

/** Sends the status a page asked for (only ever in place of a 200). */
function withRequestedStatus(res, state) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    return writeHead.call(this, status === 200 && state.status ? state.status : status, ...rest)
  }
}

const server = http.createServer((req, res) => {
  observe(req, res)
  // The one place the client's address is decided (scripts/lib/client-address.mjs).
  stampClientAddress(req, decideClientAddress)
  // …and the request's id (scripts/lib/request-id.mjs): Next sees it, and so does the client.
  const id = decideRequestId(req)
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader(REQUEST_ID_HEADER, id)
  const context = { id }
  // What a request starts and leaves running (Payload's job timers, a Redis connection) keeps its
  // async context: once the response is done, its lines no longer speak for this request.
  res.once('close', () => (context.id = undefined))
  requests.run(context, () => answer(req, res))
})

function answer(req, res) {
  try {
    if (globalThis[FRONT_DOOR]?.(req, res)) return
  } catch (err) {
    // The front door only ever reads: on any doubt the request is Next's, as if it were not there.
    console.error('front door: answering from the cache failed; handing the request to Next', err)
    if (res.headersSent) return void res.destroy()
  }
  const state = { status: null }
  // A document only: Next answers a client navigation's not-found (an RSC request) with 200.
  if (!req.headers.rsc) withRequestedStatus(res, state)
  responses
    .run(state, () => handle(req, res))
    .catch((err) => {
      // The path only: a query can hold what a shopper typed (docs/deploy.md "Operations", Logs).
      console.error(`Failed to handle request for ${req.url?.split('?')[0]}`, err)
      if (!res.headersSent) res.writeHead(500)
      res.end('Internal Server Error')
    })
}
if (keepAliveTimeout > 0) server.keepAliveTimeout = keepAliveTimeout
server.on('error', (err) => {
  console.error('Failed to start server', err)
  process.exit(1)
})
// Worded as `next start` words it: tests/security/log-redaction.spec.ts knows the server's log by it.
server.listen(port, hostname, () =>
  console.log(`✓ Ready in ${Math.round(performance.now())}ms on http://${hostname ?? 'localhost'}:${port}`),
)

// A rolling restart fails no request (docs/deploy.md "Running several instances"; tests/cluster proves it).
const shutdown = gracefulShutdown(server)
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000)
let stopping = false
const stop = async (signal) => {
  if (stopping) process.exit(1) // a second signal: no more waiting
  stopping = true
  console.log(
    `${signal}: no new connections; draining ${shutdown.inFlight()} request(s) in flight (at most ${drainMs} ms)`,
  )
  const cut = await shutdown.drain(drainMs)
  if (cut) console.warn(`${signal}: ${cut} request(s) still running after ${drainMs} ms were cut off`)
  // Next's own shutdown, bounded: the requests are done, and a hung close must not keep the instance.
  const closed = app.close().catch((err) => console.error('closing Next failed', err))
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
