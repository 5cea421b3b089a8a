import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { databaseKind, DEFAULT_SQLITE_URL } from '@/db/kind'

import { removeSqlite } from '../../scripts/lib/sqlite-files.mjs'
import {
  DEFAULT_SQLITE_URL as LOCK_DEFAULT_URL,
  serverLockFile,
  sqliteFile,
} from '../../scripts/lib/sqlite-server-lock.mjs'

// docs/features/databases.md "Databases": one production server per SQLite file. A second `npm start` on a file that a
// live server holds stops before Next loads with one line naming the holder and exit code 1; the
// claim is the operating system's lock, so a holder killed with SIGKILL leaves nothing stale.
// The holder here is a process running the same claim scripts/server.mjs makes (the whole server
// would need a production build); the refused process is the real scripts/server.mjs.
const root = path.resolve(import.meta.dirname, '../..')
const lockModule = path.join(root, 'scripts/lib/sqlite-server-lock.mjs')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-server-lock-'))
const children = new Set<ChildProcess>()

afterEach(() => {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

type Exit = { code: number | null; stdout: string; stderr: string }

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' }
  child.stdout?.on('data', (c) => (out.stdout += c))
  child.stderr?.on('data', (c) => (out.stderr += c))
  return out
}

/** A process that claims `file` as scripts/server.mjs does, says HELD or REFUSED, and stays while it holds. */
async function holder(file: string, port: number): Promise<{ child: ChildProcess; said: string }> {
  const code = `
    const { claimSqliteFile } = await import(${JSON.stringify(lockModule)})
    const claim = await claimSqliteFile(${JSON.stringify(file)}, { port: ${port} })
    console.log(claim.holder ? 'REFUSED ' + claim.holder.pid : 'HELD')
    if (!claim.holder) setInterval(() => {}, 1000)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: root })
  children.add(child)
  const out = collect(child)
  const deadline = Date.now() + 30_000
  while (!out.stdout.includes('\n')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the holder said nothing: ${out.stderr}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return { child, said: out.stdout.trim() }
}

/** `node scripts/server.mjs` on `file`, run to its end (the test's timeout bounds a server that starts). */
function server(file: string, port: number): Promise<Exit> {
  const child = spawn(process.execPath, ['scripts/server.mjs', '-p', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'server-lock-test',
      FEED_SECRET_KEY: 'server-lock-test-feed-key',
      DATABASE_URL: `file:${file}`,
    },
  })
  children.add(child)
  const out = collect(child)
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, ...out })))
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve())
    child.kill('SIGKILL')
  })

describe('one production server per SQLite file', () => {
  it('a second server on a held file prints one line naming the holder and exits 1', async () => {
    const file = path.join(dir, 'held.db')
    const first = await holder(file, 3491)
    expect(first.said).toBe('HELD')

    const second = await server(file, 3492)
    expect(second.code).toBe(1)
    expect(second.stdout).toBe('') // stopped before Next loaded
    const lines = second.stderr.trim().split('\n')
    expect(lines, second.stderr).toHaveLength(1)
    expect(lines[0]).toContain(`is already served by another Forecourt server (pid ${first.child.pid}`)
    expect(lines[0]).toContain('port 3491')
    expect(lines[0]).toContain('One server per SQLite file')
  })

  it('a holder killed with SIGKILL leaves no stale claim', async () => {
    const file = path.join(dir, 'stale.db')
    const first = await holder(file, 3493)
    expect(first.said).toBe('HELD')
    expect((await holder(file, 3494)).said).toBe(`REFUSED ${first.child.pid}`)

    await killed(first.child)
    expect(fs.existsSync(serverLockFile(file)), 'the claim file outlives its holder').toBe(true)
    expect((await holder(file, 3495)).said).toBe('HELD')
  })

  it('is one claim whichever path names the file (a symlinked folder)', async () => {
    const real = path.join(dir, 'real')
    fs.mkdirSync(real)
    fs.symlinkSync(real, path.join(dir, 'link'))
    const first = await holder(path.join(real, 'forecourt.db'), 3497)
    expect(first.said).toBe('HELD')
    expect((await holder(path.join(dir, 'link', 'forecourt.db'), 3498)).said).toBe(`REFUSED ${first.child.pid}`)
  })

  it('claims the file beside the database, not the database: the jobs worker and the CLI still write it', async () => {
    const file = path.join(dir, 'shared.db')
    expect((await holder(file, 3496)).said).toBe('HELD')
    const db = createClient({ url: `file:${file}` })
    try {
      await db.execute('CREATE TABLE t (n INTEGER)')
      await db.execute('INSERT INTO t VALUES (1)')
      expect(Number((await db.execute('SELECT count(*) AS n FROM t')).rows[0]?.n)).toBe(1)
    } finally {
      db.close()
    }
  })

  it('removing a database removes its claim file too', async () => {
    const file = path.join(dir, 'removed.db')
    fs.writeFileSync(file, '')
    fs.writeFileSync(serverLockFile(file), '')
    removeSqlite(file)
    expect(fs.existsSync(serverLockFile(file))).toBe(false)
  })
})

describe('which DATABASE_URL names a SQLite file to claim (as src/db/kind.ts reads it)', () => {
  it('has the same default file as the adapter', () => {
    expect(LOCK_DEFAULT_URL).toBe(DEFAULT_SQLITE_URL)
  })

  it.each([
    [undefined, path.resolve('data/forecourt.db')],
    ['', path.resolve('data/forecourt.db')],
    ['file:./data/other.db', path.resolve('data/other.db')],
    ['file:/var/lib/forecourt/forecourt.db', '/var/lib/forecourt/forecourt.db'],
    ['file::memory:', null],
    ['postgres://postgres@127.0.0.1:5432/forecourt', null],
    ['mongodb://127.0.0.1:27017/forecourt', null],
  ])('%s → %s', (url, file) => {
    expect(sqliteFile(url)).toBe(file)
    // A file to claim exactly when the adapter opens SQLite.
    if (file !== null) expect(databaseKind(url || undefined)).toBe('sqlite')
  })
})
