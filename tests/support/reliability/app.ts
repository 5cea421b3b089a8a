import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { INTERNAL_KEY_HEADER, internalKey } from '@/access/internal-key'

import { SERVER_NODE_FLAGS } from '../../../scripts/lib/run.mjs'

/**
 * A production server of this worktree's build (`npm start`: scripts/server.mjs) on its own port and its own copy of
 * the demo database, which the tests kill, restart and starve of disk. The suite's global setup
 * (tests/reliability/setup.ts) makes the build and the seeded database it copies.
 */
export const SEED_DB = path.resolve('data/reliability-seed.db')
export const basePort = () => Number(process.env.RELIABILITY_PORT ?? 3220)

export type App = {
  port: number
  dbFile: string
  child: ChildProcess
  /** SIGKILL to the whole process group: no shutdown hook runs, as in a power cut. */
  kill: () => Promise<void>
  stop: () => Promise<void>
}

const secret = () => process.env.PAYLOAD_SECRET ?? fs.readFileSync('data/.payload-secret', 'utf8').trim()

/**
 * The server's output across restarts, for a failed test to print its tail. Not beside the
 * database: the disk-full test fills that disk, and a server that cannot write its log stalls.
 */
export const serverLog = (dbFile: string) =>
  path.join(os.tmpdir(), `forecourt-server${dbFile.replace(/[^a-z0-9]+/gi, '-')}.log`)

/** The last lines of the server's output, for a failure message. */
export function serverLogTail(dbFile: string, lines = 30): string {
  const text = fs.existsSync(serverLog(dbFile)) ? fs.readFileSync(serverLog(dbFile), 'utf8') : ''
  return `\n--- last ${lines} lines of ${serverLog(dbFile)} ---\n${text.trimEnd().split('\n').slice(-lines).join('\n')}`
}

export async function startApp(dbFile: string, port: number): Promise<App> {
  const log = fs.openSync(serverLog(dbFile), 'a')
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/server.mjs', '-p', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: secret(),
      FEED_SECRET_KEY: `${secret()} feeds`,
      DATABASE_URL: `file:${dbFile}`,
      PORT: String(port),
      // Each simulated shopper sends its own X-Forwarded-For, so per-IP limits see many shoppers.
      TRUST_PROXY: 'loopback',
      // This suite proves durability, not limits (tests/security does): one site takes the whole
      // 1,000-lead flood, above its production budget of 300 leads in 10 minutes.
      RATE_LIMIT_LEAD_PER_SITE: '100000/600',
    },
    stdio: ['ignore', log, process.env.RELIABILITY_VERBOSE ? 'inherit' : log],
    detached: true,
  })
  fs.closeSync(log) // the child holds its own copy
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = async (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig)
    } catch {
      // already gone
    }
    await exited
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}${serverLogTail(dbFile)}`)
    const res = await request(port, {
      path: '/api/site-map',
      headers: { [INTERNAL_KEY_HEADER]: internalKey(secret()) },
    }).catch(() => null)
    if (res?.status === 200) break
    if (Date.now() > deadline) {
      await signal('SIGKILL')
      throw new Error(`the server did not answer on port ${port} within 90 s${serverLogTail(dbFile)}`)
    }
    await sleep(200)
  }
  return { port, dbFile, child, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

/** One HTTP request with any Host header (fetch cannot set Host), no keep-alive, a 10 s timeout. */
export function request(
  port: number,
  {
    method = 'GET',
    path: p,
    host,
    headers = {},
    body,
  }: { method?: string; path: string; host?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: p,
        agent: false,
        timeout: 10_000,
        headers: { ...(host ? { host } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

/** The demo's first site and a used car it lists, through its own search API. */
export async function demoTarget(port: number): Promise<{ host: string; carSlug: string }> {
  const map = JSON.parse(
    (await request(port, { path: '/api/site-map', headers: { [INTERNAL_KEY_HEADER]: internalKey(secret()) } })).text,
  ) as { slugs: string[] }
  for (const slug of map.slugs) {
    const host = `${slug}.localhost:${port}`
    const res = await request(port, { path: '/api/search?hitsPerPage=1&car_type=used', host })
    const hit = (JSON.parse(res.text) as { hits?: { slug: string }[] }).hits?.[0]
    if (hit) return { host, carSlug: hit.slug }
  }
  throw new Error('no demo site lists a used car')
}

export type LeadRow = { id: number; email: string }

/** The stored leads whose e-mail starts with `prefix`, read straight from the SQLite file. */
export async function storedLeads(dbFile: string, prefix: string): Promise<LeadRow[]> {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    // The server may be writing (its delivery jobs work through the flood): wait for its write lock,
    // as the app's own connection does (src/db/adapter.ts), instead of failing with "database is locked".
    await db.execute('PRAGMA busy_timeout = 15000')
    const { rows } = await db.execute({ sql: 'SELECT id, email FROM leads WHERE email LIKE ?', args: [`${prefix}%`] })
    return rows.map((r) => ({ id: Number(r.id), email: String(r.email) }))
  } finally {
    db.close()
  }
}

/** A lead body as the vehicle page's Enquire Now form sends it. */
export const leadBody = (carSlug: string, email: string) =>
  JSON.stringify({
    kind: 'enquiry',
    name: 'Reliability',
    email,
    phone: '+61 412 345 678',
    message: 'Is it still available?',
    car_id: carSlug,
    opt_in: true,
    terms: true,
  })

/** A distinct client address per simulated shopper (10.x.y.z). */
export const shopperIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
