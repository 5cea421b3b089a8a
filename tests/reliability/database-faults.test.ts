import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copySqlite } from '../../scripts/lib/sqlite-files.mjs'
import {
  type Answer,
  type App,
  basePort,
  demoTarget,
  leadBody,
  request,
  SEED_DB,
  serverLog,
  startApp,
  storedLeads,
} from '../support/reliability/app'

// docs/features/security.md "Proof", "Reliability": leads under faults, the database read-only and the disk full —
// clean 503s, reads keep working, recovery without a restart. The database lives on its own small
// tmpfs: "disk full" fills it, "read-only" lays a read-only bind mount over it (root ignores file
// modes and PRAGMA query_only is the app's own choice, so neither is a real fault). CI runs as root
// on the same kind of machine.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-faults-'))
const dbFile = path.join(dir, 'forecourt.db')
const filler = path.join(dir, 'filler')
const port = basePort() + 1
const run = `fault-${Date.now().toString(36)}`
let app: App
let target: { host: string; carSlug: string }
let mounted = false
let n = 0

function sh(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' })
  if (r.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr.trim()} — this suite needs root to mount a tmpfs`,
    )
}

const get = (p: string) => request(port, { path: p, host: target.host })
const postLead = () => {
  const email = `${run}-${n++}@example.com`
  return request(port, {
    method: 'POST',
    path: '/api/enquiries',
    host: target.host,
    headers: { 'x-forwarded-for': `10.254.0.${n}` },
    body: leadBody(target.carSlug, email),
  }).then((res) => ({ res, email }))
}

/** A clean 503: the error shape, a readable message and Retry-After (CONVENTIONS "Errors"). */
function expectClean503(res: Answer) {
  expect(res.status, res.text.slice(0, 300)).toBe(503)
  const body = JSON.parse(res.text) as { error: { code: string; message: string } }
  expect(body.error.code).toMatch(/^[a-z_]+$/)
  expect(body.error.message.length).toBeGreaterThan(10)
  expect(res.headers['retry-after'], 'Retry-After on a 503').toMatch(/^\d+$/)
}

beforeAll(async () => {
  const size = Math.ceil(fs.statSync(SEED_DB).size / 2 ** 20) + 24
  sh('mount', ['-t', 'tmpfs', '-o', `size=${size}m`, 'tmpfs', dir])
  mounted = true
  copySqlite(SEED_DB, dbFile)
  app = await startApp(dbFile, port)
  target = await demoTarget(port)
})

afterAll(async () => {
  await app?.stop()
  if (mounted) {
    spawnSync('umount', ['-l', dir]) // the read-only bind, if a test left it
    spawnSync('umount', ['-l', dir])
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(serverLog(dbFile), { force: true })
})

/** The checks under a fault, then the fault lifted and a write that works again without a restart. */
function underFault(name: string, start: () => void | Promise<void>, lift: () => void) {
  describe(name, () => {
    beforeAll(async () => {
      const before = await postLead()
      expect(before.res.status, 'a lead is stored before the fault').toBe(201)
      await start()
    })

    it('a lead answers a clean 503 and is not half-stored', async () => {
      const { res, email } = await postLead()
      expectClean503(res)
      expect(await storedLeads(dbFile, email)).toEqual([])
    })

    it('the view counter answers a clean 503', async () => {
      // A new visitor: a view counts once per visitor and car a day, and a repeat only reads the count.
      const visitor = { 'user-agent': `fault-visitor-${run}-${n++}` }
      expectClean503(
        await request(port, { path: `/api/vehicles/${target.carSlug}/view.json`, host: target.host, headers: visitor }),
      )
    })

    it('the phone reveal still shows the number (a failed log is only logged)', async () => {
      const car = JSON.parse((await get(`/api/search?hitsPerPage=1&car_type=used`)).text).hits[0] as { id: number }
      const res = await request(port, {
        method: 'POST',
        path: '/api/phone-reveal',
        host: target.host,
        body: JSON.stringify({ car_id: car.id }),
      })
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(300)
      expect(JSON.parse(res.text).phone).toBeTruthy()
    })

    it('reads keep working: home, results, vehicle page and the search API', async () => {
      for (const p of ['/', '/search/used-cars', `/cars/${target.carSlug}`, '/api/search?hitsPerPage=3']) {
        const res = await get(p)
        expect(res.status, `${p}: ${res.text.slice(0, 200)}`).toBe(200)
      }
    })

    it('recovers without a restart once the fault is gone', async () => {
      const pid = app.child.pid
      lift()
      const { res, email } = await postLead()
      expect(res.status, res.text.slice(0, 300)).toBe(201)
      expect(await storedLeads(dbFile, email)).toHaveLength(1)
      expect(app.child.pid).toBe(pid)
      expect(app.child.exitCode).toBeNull()
    })
  })
}

/**
 * With SQLITE_WAL=true (src/db/adapter.ts; a no-op otherwise): a write appends to the -wal, reusing the space
 * it already holds after a checkpoint, where the rollback journal needed a new file for each write.
 * Emptying the -wal into the database first makes the next write need new space, as on a disk
 * that filled up while the server was busy.
 */
async function checkpointWal() {
  const db = createClient({ url: `file:${dbFile}` })
  try {
    await db.execute('PRAGMA busy_timeout = 15000')
    const { rows } = await db.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    expect(Number(rows[0]?.busy), 'the -wal was emptied').toBe(0)
  } finally {
    db.close()
  }
}

underFault(
  'the disk is full',
  async () => {
    await checkpointWal()
    spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M']) // stops at ENOSPC
  },
  () => fs.rmSync(filler, { force: true }),
)

underFault(
  'the database is read-only',
  () => {
    sh('mount', ['--bind', dir, dir])
    sh('mount', ['-o', 'remount,bind,ro', dir])
  },
  // Lazy: the bind is detached at once even while a process still holds a file opened through it.
  () => sh('umount', ['-l', dir]),
)
