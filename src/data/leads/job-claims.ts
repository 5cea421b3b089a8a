import type { Payload } from 'payload'

import { CLAIM_DUE_JOBS_SQL, type LibsqlClient } from '@/db/lead-sql'
import type { Id } from '@/domain/ids'

import type { PgPool } from './writer'

/**
 * Take up to `limit` due jobs of `queue` for this runner, in one statement, and answer their ids;
 * null when the database has no direct SQL (MongoDB: use Payload's run). Payload's own run finds
 * due jobs and then marks them one by one, so two `npm run jobs` workers polling together took the
 * same batch and both ran it: every lead's job bookkeeping twice, the loser's try ending 'busy' at
 * the lead's claim. Here a job is taken by one runner only (PostgreSQL skips rows another runner
 * has locked; SQLite runs one writer at a time). The conditions are Payload's (runJobs): not
 * completed, no error, not processing, and due.
 */
export async function claimDueJobs(payload: Payload, queue: string, limit: number, now = new Date()) {
  const db = payload.db as unknown as { name: string; client?: LibsqlClient; pool?: PgPool }
  const stamp = now.toISOString()
  if (db.name === 'postgres' && db.pool) {
    const client = await db.pool.connect()
    try {
      const { rows } = await client.query(CLAIM_DUE_JOBS_SQL.postgres, [queue, stamp, limit])
      return rows.map((r) => Number(r.id) as Id)
    } finally {
      client.release()
    }
  }
  if (db.name === 'sqlite' && db.client) {
    const [result] = await db.client.batch(
      [{ sql: CLAIM_DUE_JOBS_SQL.sqlite, args: [stamp, queue, stamp, limit] }],
      'write',
    )
    return result!.rows.map((r) => Number(r.id) as Id)
  }
  return null
}
