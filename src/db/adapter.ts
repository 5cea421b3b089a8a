import fs from 'node:fs'
import path from 'node:path'

import type { DatabaseAdapterObj } from 'payload'

import { postgresSchemaHooks, sqliteSchemaHooks } from './extra-indexes'
import { databaseKind, DEFAULT_SQLITE_URL } from './kind'
import { assertDatabaseReachable } from './preflight'

/**
 * Schema changes go through committed migrations (migrations/<kind>/). Dev-mode schema push is
 * opt-in with PAYLOAD_DB_PUSH=true, for quick experiments only.
 */
const push = process.env.PAYLOAD_DB_PUSH === 'true'

/** SQLITE_SYNCHRONOUS: NORMAL (the default, with WAL) or FULL (a sync at every commit), else NORMAL. */
export const sqliteSynchronous = (value: string | undefined): 'FULL' | 'NORMAL' =>
  value?.trim().toUpperCase() === 'FULL' ? 'FULL' : 'NORMAL'

/** SQLITE_WAL=true turns WAL on (see below); otherwise SQLite's rollback journal, fully synced. */
export const sqliteWal = (env: Record<string, string | undefined> = process.env) =>
  env.SQLITE_WAL?.trim().toLowerCase() === 'true'
    ? { synchronous: sqliteSynchronous(env.SQLITE_SYNCHRONOUS) }
    : undefined

/** Loads only the adapter that DATABASE_URL selects. */
export async function databaseAdapter(url = process.env.DATABASE_URL): Promise<DatabaseAdapterObj> {
  const kind = databaseKind(url)
  const migrationDir = path.resolve(process.cwd(), 'migrations', kind)

  if (kind === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    const { migrations } = await import('../../migrations/postgres')
    return postgresAdapter({
      pool: { connectionString: url, connectionTimeoutMillis: 5000 },
      push,
      migrationDir,
      prodMigrations: migrations,
      afterSchemaInit: postgresSchemaHooks as never,
    })
  }

  if (kind === 'mongodb') {
    await assertDatabaseReachable(url)
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    return mongooseAdapter({
      url: url!,
      // Fail fast instead of the driver's 30 s default (see src/db/preflight.ts).
      connectOptions: { serverSelectionTimeoutMS: 5000 },
    })
  }

  const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
  const { migrations } = await import('../../migrations/sqlite')
  const fileUrl = url ?? DEFAULT_SQLITE_URL
  // libsql cannot create the database file's folder itself.
  const filePath = fileUrl.replace(/^file:/, '')
  if (filePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true })
  return sqliteAdapter({
    client: { url: fileUrl },
    // A second process on the same file (an `npm run jobs` worker beside the server, the CLI) holds
    // the write lock for milliseconds at a time: wait for it rather than fail with SQLITE_BUSY
    // ("database is locked"). Without it a lead POST failed while the worker recorded a delivery
    // (tests/integration/lead-delivery-worker.test.ts). One process alone never waits: Payload's
    // SQLite adapter uses one connection and no transactions.
    busyTimeout: Number(process.env.SQLITE_BUSY_TIMEOUT_MS) || 5000,
    // libsql runs every statement synchronously on the event loop, so each commit's fsyncs stall
    // every request of the process. SQLite's default rollback journal with synchronous=FULL syncs
    // about three times per write: 1.2 ms on an idle disk, 29 ms on a busy one, twice per lead (the
    // lead, its job), and it made lead intake ~14/s (bench:leads). WAL syncs only at checkpoints
    // with synchronous=NORMAL (0.08-0.3 ms a write), and lets the worker read while the server
    // writes. A commit survives the process being killed; only an OS crash or power cut can lose
    // the last commits before a checkpoint (SQLITE_SYNCHRONOUS=FULL syncs every commit again).
    // File databases only: Payload turns WAL off for `:memory:`. Opt-in (SQLITE_WAL=true) for now:
    // the reliability suite's read-only fault (a read-only bind mount over the folder) reaches only
    // files opened after it, and a WAL server keeps writing through its open -wal, so that proof of
    // a clean 503 holds only with the rollback journal.
    ...(sqliteWal() ? { wal: sqliteWal() } : {}),
    push,
    migrationDir,
    prodMigrations: migrations,
    afterSchemaInit: sqliteSchemaHooks as never,
  })
}
