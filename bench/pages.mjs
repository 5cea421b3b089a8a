#!/usr/bin/env node
// `npm run bench:pages [-- --duration 10 --connections 10 --site slug --route /path ...]`
// Without --route it measures /, /search/used-cars and /cars/{slug} (the site's first listed car).
// Measures server-rendered routes beside a static file of the same production server, with
// autocannon. Uses the current database (DATABASE_URL, default data/forecourt.db) and the current
// build (run `npm run build` first). Each route twice: `cached`, as anonymous shoppers get it (the
// shared page cache, src/http/shared-page.ts), and `cold`, with `Cache-Control: no-cache`, which
// bypasses that cache and renders every request. Prints a table, then one JSON line:
// {"routes":{"/":{"cached":{"rps":…,"p50_ms":…,"p95_ms":…,"ratio_to_static":…},"cold":{…}},…},"static":{…}}
import http from 'node:http'

import autocannon from 'autocannon'

import { appEnv } from '../scripts/lib/env.mjs'
import { startServer } from '../scripts/lib/run.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const routesArg = process.argv.flatMap((a, i) => (a === '--route' ? [process.argv[i + 1]] : []))
const duration = Number(arg('duration', 10))
const connections = Number(arg('connections', 10))
const port = Number(arg('port', 3300))
const siteArg = arg('site', null)

// A real file in public/ (served without the proxy or a render). /robots.txt was the static route
// until it became a per-site route handler (docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle
// feeds").
const STATIC_PATH = '/no-js.css'

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** What a browser's navigation asks for: only such requests are shared (src/http/shared-page.ts). */
const ACCEPT = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
/** Sent by the cold runs: the shared page cache is bypassed, as on a shopper's hard reload. */
const BYPASS = { 'cache-control': 'no-cache' }

async function measure(path, host, extraHeaders = {}) {
  const latencies = []
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { ...(host ? { host } : {}), ...ACCEPT, ...extraHeaders },
    connections,
    duration,
  })
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    rps: Math.round(result.requests.average),
    p50_ms: +percentile(latencies, 50).toFixed(2),
    p95_ms: +percentile(latencies, 95).toFixed(2),
    errors: result.errors + result.non2xx,
  }
}

/** One GET with a Host header (fetch() may not set Host, so use node:http). */
function get(path, host, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const headers = { ...(host ? { host } : {}), ...ACCEPT, ...extraHeaders }
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', reject)
  })
}

/** The first car the site lists, through its own search API: the vehicle page to measure. */
function firstCarPath(host) {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: '/api/search?hitsPerPage=1&sortBy=rank_desc', headers: { host } },
        (res) => {
          let body = ''
          res.on('data', (c) => (body += c))
          res.on('end', () => {
            const slug = JSON.parse(body).hits?.[0]?.slug
            if (slug) resolve(`/cars/${slug}`)
            else reject(new Error(`${host} lists no cars`))
          })
        },
      )
      .on('error', reject)
  })
}

/** Median of sequential requests: the latency one shopper sees on an idle server. */
async function sequentialMedian(path, host, extraHeaders = {}, n = 200) {
  const times = []
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    const status = await get(path, host, extraHeaders)
    if (status !== 200) throw new Error(`${path} answered ${status}`)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return +percentile(times, 50).toFixed(2)
}

const server = await startServer({ port, env: { ...appEnv(), NODE_ENV: 'production' }, quiet: true })
try {
  const site = siteArg ?? server.siteMap.slugs[0]
  const host = `${site}.localhost:${port}`
  const routes = routesArg.length ? routesArg : ['/', '/search/used-cars', await firstCarPath(host)]
  // warm up each route (first render, caches)
  for (const r of routes) await get(r, host)
  const staticResult = await measure(STATIC_PATH)
  const out = { site, connections, duration_s: duration, static: staticResult, routes: {} }
  for (const r of routes) {
    out.routes[r] = {}
    for (const [mode, headers] of [
      ['cached', {}],
      ['cold', BYPASS],
    ]) {
      const m = await measure(r, host, headers)
      const seq = await sequentialMedian(r, host, headers)
      out.routes[r][mode] = {
        ...m,
        sequential_median_ms: seq,
        ratio_to_static: +(m.rps / staticResult.rps).toFixed(3),
      }
    }
  }
  console.log(`site ${site}, ${connections} connections, ${duration} s per route`)
  console.log(
    `static ${STATIC_PATH}  rps ${staticResult.rps}  p50 ${staticResult.p50_ms} ms  p95 ${staticResult.p95_ms} ms`,
  )
  for (const [r, modes] of Object.entries(out.routes))
    for (const [mode, m] of Object.entries(modes))
      console.log(
        `${`${r} (${mode})`.padEnd(44)} rps ${m.rps}  p50 ${m.p50_ms} ms  p95 ${m.p95_ms} ms  sequential median ${m.sequential_median_ms} ms  ratio ${m.ratio_to_static}  errors ${m.errors}`,
      )
  console.log(JSON.stringify(out))
} finally {
  server.stop()
}
