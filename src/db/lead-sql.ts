import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'
import { LEAD_DELIVERY_QUEUE } from '@/domain/leads/delivery/status'

/**
 * The SQL that writes leads and their delivery jobs without Payload, the raw SQL kept behind one
 * typed module (docs/features/leads.md "Lead delivery"): the lead intake's group commit (src/data/leads/writer.ts)
 * and a delivery's record (src/data/leads/delivery.ts). Every column named here is checked against
 * the tables Payload's Drizzle schema defines (tests/integration/lead-sql.test.ts), and every
 * column of `leads` is either written by LEAD_COLUMNS or listed in LEAD_COLUMNS_LEFT_TO_DEFAULTS,
 * so a new field on the Leads collection fails a test until the writer is told about it.
 */

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
  name: string | null
  last_name: string | null
  email: string | null
  phone: string | null
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

export const LEAD_COLUMNS = [
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

/**
 * The columns of `leads` a new lead leaves to the table: its id, and the delivery bookkeeping that
 * starts at the column's default and is written by the delivery job (UPDATE_LEAD_DELIVERY_SQL).
 */
export const LEAD_COLUMNS_LEFT_TO_DEFAULTS = [
  'id',
  // The group writer stores only leads that are not suspected: a held one goes through Payload's create.
  'suspected',
  'delivery_status',
  'delivery_attempt_count',
  'delivery_next_attempt_at',
  'delivery_last_error',
  'delivery_started_at',
  'delivery_claim',
  'delivery_claim_until',
  // Staff's own notes on a lead (docs/staff-guide.md): empty when the lead arrives.
  'notes',
] as const

type Args = (string | number | null)[]

/** libsql's client, as Payload's SQLite adapter holds it: a batch runs in one write transaction. */
export type LibsqlClient = {
  batch: (stmts: { sql: string; args: Args }[], mode: 'write') => Promise<{ rows: { id: unknown }[] }[]>
}

const placeholders = (n: number, from = 1, pg = false) =>
  Array.from({ length: n }, (_, i) => (pg ? `$${from + i}` : '?')).join(', ')

const N = LEAD_COLUMNS.length

const INSERT_LEADS = `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}, created_at, updated_at) VALUES`

/** A new lead's row on SQLite: LEAD_COLUMNS' values, then created_at and updated_at. */
export const INSERT_LEAD_SQL_SQLITE = `${INSERT_LEADS} (${placeholders(N + 2)}) RETURNING id`

/** The columns of a `deliverLead` job's row, as every statement below writes them. */
const JOB_COLUMNS = 'input, task_slug, queue, wait_until, total_tried, has_error, processing, created_at, updated_at'

/**
 * New leads and their delivery jobs in one PostgreSQL statement, so a group commit pays one round
 * trip and one commit however many leads it holds: each lead's LEAD_COLUMNS values in turn, then the
 * stamp (created_at and updated_at) and the queue. Answers the leads' ids (as text). The rows are
 * inserted, and their ids drawn from the sequence, in the order given: ascending ids are the leads
 * in order, whatever order RETURNING lists them in.
 */
export function insertLeadsWithJobsSqlPg(count: number): string {
  const stamp = count * N + 1
  const rows = Array.from({ length: count }, (_, i) => `(${placeholders(N, i * N + 1, true)}, $${stamp}, $${stamp})`)
  return `WITH lead AS (${INSERT_LEADS} ${rows.join(', ')} RETURNING id) INSERT INTO payload_jobs (${JOB_COLUMNS}) SELECT jsonb_build_object('lead', id::text), 'deliverLead', $${stamp + 1}, NULL, 0, false, false, $${stamp}, $${stamp} FROM lead RETURNING input->>'lead' AS id`
}

/** A `deliverLead` job's row for PostgreSQL, the twin of sqliteDeliveryJob (a retry's). */
export const pgDeliveryJob = (leadId: number | string, stamp: string, waitUntil: string | null = null) => ({
  sql: `INSERT INTO payload_jobs (${JOB_COLUMNS}) VALUES ($1, 'deliverLead', $2, $3, 0, false, false, $4, $4)`,
  args: [JSON.stringify({ lead: String(leadId) }), LEAD_DELIVERY_QUEUE, waitUntil, stamp],
})

/**
 * A `deliverLead` job's row for SQLite (the one place that writes it without Payload; the new lead's
 * job here and a retry's in recordDelivery, src/data/leads/delivery.ts). `lead` is the lead id's SQL
 * text: a `?` with `leadArgs`, or `last_insert_rowid()` in the lead's own transaction.
 */
export const sqliteDeliveryJob = (
  lead: { sql: string; args: Args },
  stamp: string,
  waitUntil: string | null = null,
) => ({
  sql: `INSERT INTO payload_jobs (${JOB_COLUMNS}) VALUES (json_object('lead', CAST(${lead.sql} AS TEXT)), 'deliverLead', ?, ?, 0, 0, 0, ?, ?)`,
  args: [...lead.args, LEAD_DELIVERY_QUEUE, waitUntil, stamp, stamp],
})

/** A delivery's outcome on the lead, its claim let go (recordDelivery; `?` placeholders, numbered on PostgreSQL). */
export const UPDATE_LEAD_DELIVERY_SQL = `UPDATE leads SET delivery_status = ?, delivery_attempt_count = ?, delivery_next_attempt_at = ?, delivery_started_at = ?, delivery_last_error = ?, delivery_claim = NULL, delivery_claim_until = NULL, updated_at = ? WHERE id = ?`

/** One delivery try, appended to the lead's attempts array (recordDelivery, as above). */
export const INSERT_DELIVERY_ATTEMPT_SQL = `INSERT INTO leads_delivery_attempts (_order, _parent_id, id, at, transport, outcome, error) VALUES (?, ?, ?, ?, ?, ?, ?)`

/**
 * Due jobs of a queue taken by one runner in one statement (src/data/leads/job-claims.ts), oldest first,
 * as Payload's runJobs picks them. PostgreSQL: $1 queue, $2 now (also the new updated_at), $3 limit;
 * SQLite: updated_at, queue, now, limit.
 */
export const CLAIM_DUE_JOBS_SQL = {
  postgres: `UPDATE payload_jobs SET processing = true, updated_at = $2 WHERE id IN (SELECT id FROM payload_jobs WHERE queue = $1 AND completed_at IS NULL AND has_error IS NOT TRUE AND processing = false AND (wait_until IS NULL OR wait_until < $2) ORDER BY created_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) RETURNING id`,
  sqlite: `UPDATE payload_jobs SET processing = 1, updated_at = ? WHERE id IN (SELECT id FROM payload_jobs WHERE queue = ? AND completed_at IS NULL AND has_error IS NOT 1 AND processing = 0 AND (wait_until IS NULL OR wait_until < ?) ORDER BY created_at, id LIMIT ?) RETURNING id`,
}

type ClaimColumns = Record<'id' | 'delivery_claim' | 'delivery_claim_until', never>
type DrizzleUpdate = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (cond: unknown) => { returning: (cols: Record<string, unknown>) => Promise<unknown[]> }
    }
  }
}

/**
 * A delivery runner's claim on a lead (claimLead, src/data/leads/delivery.ts), in one UPDATE: taken
 * only when no claim is held or the last has lapsed (`delivery_claim_until` before `nowMs`). True
 * when this runner took it; null when the adapter has no SQL table (MongoDB).
 */
export async function claimLeadSql(
  payload: Payload,
  leadId: Id,
  token: string,
  until: number,
  nowMs: number,
): Promise<boolean | null> {
  const db = payload.db as unknown as { drizzle?: DrizzleUpdate; tables?: Record<string, ClaimColumns> }
  const t = db.tables?.leads
  if (!db.drizzle || !t) return null
  const rows = await db.drizzle
    .update(t)
    .set({ delivery_claim: token, delivery_claim_until: until })
    .where(
      and(eq(t.id, leadId as never), or(isNull(t.delivery_claim_until), lt(t.delivery_claim_until, nowMs as never))),
    )
    .returning({ id: t.id })
  return rows.length === 1
}
