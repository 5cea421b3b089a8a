import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

/**
 * The analytics sink's write on SQLite and PostgreSQL, its raw SQL kept behind one typed module:
 * one multi-row INSERT per batch through the adapter's Drizzle table, as a Payload create per event
 * cost more CPU than the page it recorded. The keys are the table's Drizzle column keys (`tenant`
 * is column tenant_id), checked against the schema Payload generates
 * (tests/integration/analytics-sql.test.ts).
 */

/** One `analytics_events` row, by Drizzle column key; createdAt and updatedAt are the table's defaults. */
export type AnalyticsEventRow = {
  tenant: Id
  site: Id
  event_id: number
  path: string | null
  data: unknown
}

export const ANALYTICS_EVENT_KEYS = [
  'tenant',
  'site',
  'event_id',
  'path',
  'data',
] as const satisfies readonly (keyof AnalyticsEventRow)[]

type SqlAdapter = {
  drizzle?: { insert: (t: unknown) => { values: (rows: AnalyticsEventRow[]) => Promise<unknown> } }
  tables?: Record<string, unknown>
}

/** Inserts the rows in one statement; false when the adapter has no SQL table for them (MongoDB). */
export async function insertAnalyticsEvents(payload: Payload, rows: AnalyticsEventRow[]): Promise<boolean> {
  const db = payload.db as unknown as SqlAdapter
  const table = db.tables?.analytics_events
  if (!db.drizzle || !table) return false
  await db.drizzle.insert(table).values(rows)
  return true
}
