import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { sqliteSynchronous, sqliteWal } from '@/db/adapter'

import { copySqlite, removeSqlite } from '../../scripts/lib/sqlite-files.mjs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-sqlite-files-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const rows = async (file: string) => {
  const db = createClient({ url: `file:${file}` })
  try {
    return (await db.execute('SELECT n FROM t ORDER BY n')).rows.map((r) => Number(r.n))
  } finally {
    db.close()
  }
}

// The embedded database runs in WAL mode (src/db/adapter.ts): the last commits sit in {file}-wal
// until a checkpoint, so a database is its .db and its -wal together (scripts/lib/sqlite-files.mjs).
describe('copying and removing a SQLite database in WAL mode', () => {
  it('a copy keeps the commits still in the -wal; the .db alone would not', async () => {
    const source = path.join(dir, 'source.db')
    const writer = createClient({ url: `file:${source}` })
    await writer.execute('PRAGMA journal_mode = WAL')
    await writer.execute('CREATE TABLE t (n INTEGER)')
    await writer.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    await writer.execute('INSERT INTO t VALUES (1), (2)') // committed, not yet checkpointed
    expect(fs.statSync(`${source}-wal`).size).toBeGreaterThan(0)

    const bare = path.join(dir, 'bare.db')
    fs.copyFileSync(source, bare)
    expect(await rows(bare)).toEqual([])

    const copy = path.join(dir, 'copy.db')
    copySqlite(source, copy)
    writer.close()
    expect(await rows(copy)).toEqual([1, 2])
  })

  it('a copy replaces a stale -wal left at the destination, which would be replayed into it', async () => {
    const source = path.join(dir, 'fresh.db')
    const fresh = createClient({ url: `file:${source}` })
    await fresh.execute('PRAGMA journal_mode = WAL')
    await fresh.execute('CREATE TABLE t (n INTEGER)')
    await fresh.execute('INSERT INTO t VALUES (7)')
    fresh.close()
    const target = path.join(dir, 'target.db')
    fs.writeFileSync(`${target}-wal`, 'stale')
    fs.writeFileSync(`${target}-shm`, 'stale')
    copySqlite(source, target)
    // The destination's -wal is now the source's (or none), never the stale one; its -shm is rebuilt.
    const wal = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f).toString('hex') : null)
    expect(wal(`${target}-wal`)).toBe(wal(`${source}-wal`))
    expect(fs.existsSync(`${target}-shm`)).toBe(false)
    expect(await rows(target)).toEqual([7])
  })

  it('removeSqlite takes the side files too, and a missing file is fine', () => {
    const file = path.join(dir, 'gone.db')
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.writeFileSync(file + suffix, '')
    removeSqlite(file)
    removeSqlite(file)
    for (const suffix of ['', '-wal', '-shm', '-journal']) expect(fs.existsSync(file + suffix)).toBe(false)
  })
})

describe('SQLITE_SYNCHRONOUS', () => {
  it('is NORMAL unless it says FULL', () => {
    expect(sqliteSynchronous(undefined)).toBe('NORMAL')
    expect(sqliteSynchronous('')).toBe('NORMAL')
    expect(sqliteSynchronous('off')).toBe('NORMAL')
    expect(sqliteSynchronous(' full ')).toBe('FULL')
    expect(sqliteSynchronous('FULL')).toBe('FULL')
  })

  it('WAL only when SQLITE_WAL=true; the rollback journal otherwise', () => {
    expect(sqliteWal({})).toBeUndefined()
    expect(sqliteWal({ SQLITE_WAL: 'false' })).toBeUndefined()
    expect(sqliteWal({ SQLITE_WAL: 'true' })).toEqual({ synchronous: 'NORMAL' })
    expect(sqliteWal({ SQLITE_WAL: ' TRUE ', SQLITE_SYNCHRONOUS: 'full' })).toEqual({ synchronous: 'FULL' })
  })
})
