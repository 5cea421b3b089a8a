// One production server per SQLite file (docs/features/databases.md "Databases"). A second server on the same file has
// its own embedded search index and page cache, which the first one's edits never reach, and libsql
// waits for SQLite's locks on the event loop, so two servers stall each other's answers
// (FINDINGS.md: 101 s for a static file). scripts/server.mjs claims the file before Next loads and
// refuses to start, with one line naming the holder, when another server has it. The jobs worker
// (`npm run jobs`) and the CLI take no claim: they share the file with the server.
//
// The claim is SQLite's own file lock on `{file}-server`, a small database beside the file: the
// holder keeps a read transaction open for its whole life, so no other process can commit a claim,
// and the operating system drops the lock when the holder ends, however it ends (a kill -9, a crash,
// a container stopped). A stale claim is therefore never left behind, and process ids are only for
// the message: across containers they mean nothing.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'

/** As src/db/kind.ts's DEFAULT_SQLITE_URL (tests/integration/sqlite-server-lock.test.ts keeps them equal). */
export const DEFAULT_SQLITE_URL = 'file:./data/forecourt.db'

/** The SQLite file a DATABASE_URL names (absolute), or null for PostgreSQL, MongoDB and `:memory:`. */
export function sqliteFile(url) {
  const u = url?.trim() || DEFAULT_SQLITE_URL
  if (!u.startsWith('file:')) return null
  const file = u.slice('file:'.length).split('?')[0]
  return file === '' || file === ':memory:' ? null : path.resolve(file)
}

/** The claim's own database, beside the file (scripts/lib/sqlite-files.mjs moves it with the file). */
export const serverLockFile = (file) => `${file}-server`

const isBusy = (err) => /SQLITE_BUSY|database is locked/i.test(`${err?.code ?? ''} ${err?.message ?? ''}`)

/** A connection to the claim's database that waits `busyMs` for a lock another process holds briefly. */
async function open(lockFile, busyMs) {
  const db = createClient({ url: `file:${lockFile}` })
  await db.execute(`PRAGMA busy_timeout = ${busyMs}`)
  return db
}

/** Who holds the claim, as it wrote itself down; null if that cannot be read. */
async function readHolder(lockFile, busyMs) {
  const db = await open(lockFile, busyMs)
  try {
    const row = (await db.execute('SELECT token, pid, host, port, since FROM holder WHERE id = 1')).rows[0]
    return row ? { token: row.token, pid: row.pid, host: row.host, port: row.port, since: row.since } : null
  } catch {
    return null
  } finally {
    db.close()
  }
}

// The holder's connection, kept for the life of the process: closing it would drop the claim.
let held = null

/**
 * Claims `file` for this server. Resolves `{ holder: null, release }` when this process has it, or
 * `{ holder }` (pid, host, port and since, or `{}` when unreadable) when another server does. Throws
 * on anything else (a folder it may not write, say): the caller decides whether that stops it.
 * `busyMs` bounds how long it waits for another process that is claiming at the same moment.
 */
export async function claimSqliteFile(file, { port, busyMs = 2000 } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // One claim per file, whichever path (a symlinked folder or file) names it.
  const real = fs.existsSync(file)
    ? fs.realpathSync(file)
    : path.join(fs.realpathSync(path.dirname(file)), path.basename(file))
  const lockFile = serverLockFile(real)
  const me = { token: crypto.randomUUID(), pid: process.pid, host: os.hostname(), port: port ?? null }
  const refused = async () => ({ holder: (await readHolder(lockFile, busyMs)) ?? {} })

  // 1. Write this process down. The commit needs every other process's read lock gone: a holder's
  //    open read transaction makes it fail with SQLITE_BUSY after busyMs.
  const claim = await open(lockFile, busyMs)
  try {
    await claim.execute('BEGIN IMMEDIATE')
    await claim.execute(
      'CREATE TABLE IF NOT EXISTS holder (id INTEGER PRIMARY KEY CHECK (id = 1), token TEXT NOT NULL, pid INTEGER, host TEXT, port INTEGER, since TEXT)',
    )
    await claim.execute({
      sql: 'INSERT OR REPLACE INTO holder (id, token, pid, host, port, since) VALUES (1, ?, ?, ?, ?, ?)',
      args: [me.token, me.pid, me.host, me.port, new Date().toISOString()],
    })
    await claim.execute('COMMIT')
  } catch (err) {
    await claim.execute('ROLLBACK').catch(() => undefined)
    if (!isBusy(err)) throw err
    return refused()
  } finally {
    claim.close()
  }

  // 2. Hold it: a read transaction that stays open. Another process that committed its own row
  //    between our commit and this read has the claim instead (the token says whose row it is).
  const hold = await open(lockFile, busyMs)
  try {
    await hold.execute('BEGIN DEFERRED')
    const row = (await hold.execute('SELECT token FROM holder WHERE id = 1')).rows[0]
    if (row?.token !== me.token) {
      await hold.execute('ROLLBACK')
      hold.close()
      return refused()
    }
  } catch (err) {
    hold.close()
    if (!isBusy(err)) throw err
    return refused()
  }
  held = hold
  return {
    holder: null,
    release: async () => {
      if (held !== hold) return
      held = null
      await hold.execute('ROLLBACK').catch(() => undefined)
      hold.close()
    },
  }
}

/** The one line a refused server prints. */
export function refusal(file, holder) {
  const who = [
    holder.pid != null ? `pid ${holder.pid}` : null,
    holder.host ? `on ${holder.host}` : null,
    holder.port != null ? `port ${holder.port}` : null,
    holder.since ? `since ${holder.since}` : null,
  ].filter(Boolean)
  return (
    `✖ ${path.relative(process.cwd(), file) || file} is already served by another Forecourt server` +
    `${who.length ? ` (${who.join(', ')})` : ''}. One server per SQLite file: stop that one, ` +
    'give this one its own DATABASE_URL, or use PostgreSQL for several servers (docs/deploy.md).'
  )
}
