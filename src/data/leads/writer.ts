import type { Payload } from 'payload'

import {
  INSERT_LEAD_SQL_SQLITE,
  insertLeadsWithJobsSqlPg,
  LEAD_COLUMNS,
  type LeadColumns,
  type LibsqlClient,
  sqliteDeliveryJob,
} from '@/db/lead-sql'
import type { Id } from '@/domain/ids'
import { LEAD_DELIVERY_QUEUE } from '@/domain/leads/delivery/status'

type Pending = { lead: LeadColumns; resolve: (id: Id) => void; reject: (err: unknown) => void }
type Args = (string | number | null)[]

type PgClient = {
  query: (sql: string, args?: Args) => Promise<{ rows: { id: unknown }[] }>
  release: (err?: Error) => void
}
/** node-postgres's pool, as Payload's PostgreSQL adapter holds it. */
export type PgPool = { connect: () => Promise<PgClient>; query: PgClient['query'] }

/** `fn` in one PostgreSQL transaction on a client of the pool: committed, or rolled back and rethrown. */
export async function pgTransaction<T>(pool: PgPool, fn: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN')
    const result = await fn(client)
    await client.query('COMMIT')
    return result
  } catch (err) {
    await client.query('ROLLBACK').catch((e: Error) => (broken = e))
    throw err
  } finally {
    client.release(broken)
  }
}

/** The largest group one commit takes; the rest wait for the next. */
const GROUP_MAX = 200

/** The lead's values in LEAD_COLUMNS order: the JSON column as text, and booleans as SQLite's 1/0 or PostgreSQL's. */
const argsOf = (lead: LeadColumns, sqlite: boolean): Args =>
  LEAD_COLUMNS.map((c) => {
    const v = lead[c]
    if (c === 'payload') return JSON.stringify(v ?? null)
    if (typeof v === 'boolean') return sqlite ? (v ? 1 : 0) : (v as never)
    return v as string | number | null
  })

/**
 * Group commit of new leads with their delivery jobs (ARCHITECTURE "Lead durability"): every lead
 * that arrives while the database is busy goes into the next transaction, with its job, so a flood
 * of POSTs pays one commit (and its fsyncs) per group rather than two per lead. Each caller is
 * answered only once its own group has committed. A group that fails (an Idempotency-Key race
 * refused by the unique index, a database fault) is retried one lead at a time, so one bad lead
 * only fails itself. Writes rows directly: a lead needs no hooks (its defaults are the columns'),
 * and Payload's create cost most of the intake's CPU.
 */
export function leadWriter(payload: Payload) {
  const db = payload.db as unknown as { name: string; client?: LibsqlClient; pool?: PgPool }
  const now = () => new Date().toISOString()

  const writeSqlite = async (group: Pending[]): Promise<Id[]> => {
    const stamp = now()
    const stmts = group.flatMap(({ lead }) => [
      {
        sql: INSERT_LEAD_SQL_SQLITE,
        args: [...argsOf(lead, true), stamp, stamp],
      },
      // The lead's id is the row just inserted, in the same transaction.
      sqliteDeliveryJob({ sql: 'last_insert_rowid()', args: [] }, stamp),
    ])
    const results = await db.client!.batch(stmts, 'write')
    return group.map((_, i) => Number(results[i * 2]!.rows[0]!.id))
  }

  // One statement, its own transaction: one round trip for the group, where a statement a lead kept
  // the whole intake waiting on the database while the server sat idle. All its rows or none: a
  // failure throws before any id is answered, and the group is then retried lead by lead.
  const writePostgres = async (group: Pending[]): Promise<Id[]> => {
    const args = [...group.flatMap(({ lead }) => argsOf(lead, false)), now(), LEAD_DELIVERY_QUEUE]
    const { rows } = await db.pool!.query(insertLeadsWithJobsSqlPg(group.length), args)
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b)
  }

  const write =
    db.name === 'sqlite' && db.client ? writeSqlite : db.name === 'postgres' && db.pool ? writePostgres : null

  let queue: Pending[] = []
  let busy = false
  const flush = async () => {
    if (busy || !queue.length || !write) return
    busy = true
    const group = queue.slice(0, GROUP_MAX)
    queue = queue.slice(GROUP_MAX)
    try {
      const ids = await write(group)
      group.forEach((p, i) => p.resolve(ids[i]!))
    } catch (err) {
      if (group.length === 1) group[0]!.reject(err)
      else
        for (const p of group) {
          try {
            p.resolve((await write([p]))[0]!)
          } catch (one) {
            p.reject(one)
          }
        }
    } finally {
      busy = false
      if (queue.length) setImmediate(flush)
    }
  }

  return {
    /** Whether this database has a direct writer (SQLite, PostgreSQL); otherwise use Payload's create. */
    supported: write !== null,
    /** Store the lead and queue its delivery job in one transaction; resolves with the lead's id once committed. */
    insert: (lead: LeadColumns) =>
      new Promise<Id>((resolve, reject) => {
        queue.push({ lead, resolve, reject })
        // Gather the leads of this turn of the event loop (and any that arrive during a commit).
        if (queue.length === 1) setImmediate(flush)
      }),
  }
}
