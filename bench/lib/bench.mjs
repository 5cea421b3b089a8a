// What the HTTP benchmarks (abuse, leads) share: their arguments, one request at a time with its
// latency, percentiles, and a copy of the demo database to write into.
import fs from 'node:fs'
import http from 'node:http'

import pg from 'pg'

import { copySqlite } from '../../scripts/lib/sqlite-files.mjs'

/** `--name value` from the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** The p-th percentile of sorted numbers (nearest rank), or null for none. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null

/**
 * A request sender for the server on 127.0.0.1:`port`. Each call resolves { status, ms, text } or
 * { status: 0, ms, error } (refused, reset or timed out); it never rejects. `agent` false opens a
 * connection per request; `maxText` keeps only the start of long bodies; `json` sets the JSON
 * content type and length of a body; `timeout` is each request's unless it names its own.
 */
export function sender(
  port,
  { agent = false, maxText = Infinity, json = false, timeout: defaultTimeout = 10_000 } = {},
) {
  return function send({ method = 'GET', path, host, headers = {}, body, timeout = defaultTimeout }) {
    const t = performance.now()
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          timeout,
          headers: {
            ...(host ? { host } : {}),
            ...(json && body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
            ...headers,
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (c) => (text.length < maxText ? (text += c) : null))
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t, text }))
          res.on('error', (e) => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t, error: e.message }))
        },
      )
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', (e) => resolve({ status: 0, ms: performance.now() - t, error: e.message }))
      req.end(body)
    })
  }
}

/**
 * The database URL a bench writes into, a copy of DATABASE_URL's database (default
 * data/forecourt.db), made afresh each run: a SQLite file at data/{copyName}.db, or on PostgreSQL a
 * database `{name}_{copyName}` on the same server, made with `CREATE DATABASE … TEMPLATE` (a file
 * copy: instant, but nothing may be connected to the source meanwhile). Exits with a readable
 * message when there is no database to copy or no production build to run.
 */
export async function benchDatabase(copyName) {
  const source = process.env.DATABASE_URL ?? 'file:./data/forecourt.db'
  let databaseUrl = source
  if (source.startsWith('file:')) {
    const file = source.slice('file:'.length)
    if (!fs.existsSync(file)) {
      console.error(`✖ ${file} does not exist: run \`npm run demo\` (or \`npm run seed\`) first.`)
      process.exit(1)
    }
    copySqlite(file, `data/${copyName}.db`) // with its -wal: the last commits may still be there
    databaseUrl = `file:./data/${copyName}.db`
  } else if (/^postgres(ql)?:/.test(source)) {
    databaseUrl = await copyPostgres(source, copyName)
  }
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.error('✖ No production build: run `npm run build` first.')
    process.exit(1)
  }
  return databaseUrl
}

async function copyPostgres(source, copyName) {
  const url = new URL(source)
  const name = decodeURIComponent(url.pathname.slice(1))
  const copy = `${name}_${copyName.replace(/\W/g, '_')}`
  // Connected to the server's maintenance database: a template may have no connection at all.
  const maintenance = new URL(source)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  try {
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`)
    await client.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`)
  } catch (err) {
    console.error(`✖ Could not copy the PostgreSQL database ${name} to ${copy}: ${err.message}`)
    console.error('  Seed it first (DATABASE_URL=… npm run seed), and stop anything connected to it.')
    process.exit(1)
  } finally {
    await client.end().catch(() => undefined)
  }
  url.pathname = `/${copy}`
  return url.toString()
}
