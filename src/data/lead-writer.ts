import type { Payload } from 'payload'

import { LEAD_DELIVERY_QUEUE } from '@/domain/leads/delivery/status'
import type { Id } from '@/domain/ids'

/** The columns of a new lead, as Payload's SQL adapters name them (migrations/{sqlite,postgres}). */
export type LeadColumns = {
  tenant_id: number
  site_id: number
  car_id: number | null
  dealership_id: number | null
  location_id: string | null
  type: string
  status: string
  event_id: number
  category: string | null
  subcategory: string | null
  name: string
  last_name: string | null
  email: string
  phone: string
  postcode: string | null
  rego: string | null
  message: string | null
  preferred_time: string | null
  opt_in: boolean
  source: string | null
  payload: unknown
  idempotency_key: string | null
  idempotency_fingerprint: string | null
}

const COLUMNS = [
  'tenant_id',
  'site_id',
  'car_id',
  'dealership_id',
  'location_id',
  'type',
  'status',
  'event_id',
  'category',
  'subcategory',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'rego',
  'message',
  'preferred_time',
  'opt_in',
  'source',
  'payload',
  'idempotency_key',
  'idempotency_fingerprint',
] as const satisfies readonly (keyof LeadColumns)[]

type Pending = { lead: LeadColumns; resolve: (id: Id) => void; reject: (err: unknown) => void }
type Args = (string | number | null)[]

/** libsql's client, as Payload's SQLite adapter holds it: a batch runs in one write transaction. */
export type LibsqlClient = {
  batch: (stmts: { sql: string; args: Args }[], mode: 'write') => Promise<{ rows: { id: unknown }[] }[]>
}

/**
 * A `deliverLead` job's row for SQLite (the one place that writes it without Payload; the new lead's
 * job here and a retry's in recordDelivery, src/data/lead-delivery.ts). `lead` is the lead id's SQL
 * text: a `?` with `leadArgs`, or `last_insert_rowid()` in the lead's own transaction.
 */
export const sqliteDeliveryJob = (
  lead: { sql: string; args: Args },
  stamp: string,
  waitUntil: string | null = null,
) => ({
  sql: `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, total_tried, has_error, processing, created_at, updated_at) VALUES (json_object('lead', CAST(${lead.sql} AS TEXT)), 'deliverLead', ?, ?, 0, 0, 0, ?, ?)`,
  args: [...lead.args, LEAD_DELIVERY_QUEUE, waitUntil, stamp, stamp],
})
type PgClient = {
  query: (sql: string, args?: Args) => Promise<{ rows: { id: unknown }[] }>
  release: (err?: Error) => void
}
/** node-postgres's pool, as Payload's PostgreSQL adapter holds it. */
export type PgPool = { connect: () => Promise<PgClient> }

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

/** A `deliverLead` job's row for PostgreSQL, the twin of sqliteDeliveryJob. */
export const pgDeliveryJob = (leadId: Id, stamp: string, waitUntil: string | null = null) => ({
  sql: `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, total_tried, has_error, processing, created_at, updated_at) VALUES ($1, 'deliverLead', $2, $3, 0, false, false, $4, $4)`,
  args: [JSON.stringify({ lead: String(leadId) }), LEAD_DELIVERY_QUEUE, waitUntil, stamp],
})

/** The largest group one commit takes; the rest wait for the next. */
const GROUP_MAX = 200

/** The lead's values in COLUMNS order: the JSON column as text, and booleans as SQLite's 1/0 or PostgreSQL's. */
const argsOf = (lead: LeadColumns, sqlite: boolean): Args =>
  COLUMNS.map((c) => {
    const v = lead[c]
    if (c === 'payload') return JSON.stringify(v ?? null)
    if (typeof v === 'boolean') return sqlite ? (v ? 1 : 0) : (v as never)
    return v as string | number | null
  })

const placeholders = (n: number, from = 1, pg = false) =>
  Array.from({ length: n }, (_, i) => (pg ? `$${from + i}` : '?')).join(', ')

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
        sql: `INSERT INTO leads (${COLUMNS.join(', ')}, created_at, updated_at) VALUES (${placeholders(COLUMNS.length + 2)}) RETURNING id`,
        args: [...argsOf(lead, true), stamp, stamp],
      },
      // The lead's id is the row just inserted, in the same transaction.
      sqliteDeliveryJob({ sql: 'last_insert_rowid()', args: [] }, stamp),
    ])
    const results = await db.client!.batch(stmts, 'write')
    return group.map((_, i) => Number(results[i * 2]!.rows[0]!.id))
  }

  const writePostgres = (group: Pending[]): Promise<Id[]> =>
    pgTransaction(db.pool!, async (client) => {
      const ids: Id[] = []
      const stamp = now()
      for (const { lead } of group) {
        const n = COLUMNS.length
        const { rows } = await client.query(
          `INSERT INTO leads (${COLUMNS.join(', ')}, created_at, updated_at) VALUES (${placeholders(n, 1, true)}, $${n + 1}, $${n + 1}) RETURNING id`,
          [...argsOf(lead, false), stamp],
        )
        const id = Number(rows[0]!.id)
        const job = pgDeliveryJob(id, stamp)
        await client.query(job.sql, job.args)
        ids.push(id)
      }
      return ids
    })

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
