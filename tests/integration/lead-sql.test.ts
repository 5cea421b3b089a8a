import { getTableColumns, type Table } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  INSERT_DELIVERY_ATTEMPT_SQL,
  INSERT_LEAD_SQL_SQLITE,
  insertLeadsWithJobsSqlPg,
  LEAD_COLUMNS,
  LEAD_COLUMNS_LEFT_TO_DEFAULTS,
  pgDeliveryJob,
  sqliteDeliveryJob,
  UPDATE_LEAD_DELIVERY_SQL,
} from '@/db/lead-sql'

import { testPayload } from '../support/integration/payload'

type Write = { table: string; columns: string[] }

/**
 * The tables and columns a statement writes: `INSERT INTO t (a, b) …` (each of a `WITH … INSERT …`)
 * or `UPDATE t SET a = ?, b = NULL … WHERE id = ?`.
 */
function writes(statement: string): Write[] {
  const inserts = [...statement.matchAll(/INSERT INTO (\w+) \(([^)]*)\)/g)]
  if (inserts.length) return inserts.map((m) => ({ table: m[1]!, columns: m[2]!.split(',').map((c) => c.trim()) }))
  const update = /^UPDATE (\w+) SET (.*) WHERE (\w+) = \?$/.exec(statement)
  if (update)
    return [{ table: update[1]!, columns: [...update[2]!.split(',').map((c) => c.split('=')[0]!.trim()), update[3]!] }]
  throw new Error(`not a statement this test reads: ${statement}`)
}
const written = (statement: string): Write => writes(statement)[0]!

const STATEMENTS = {
  'new lead (SQLite)': INSERT_LEAD_SQL_SQLITE,
  'new leads with their jobs (PostgreSQL)': insertLeadsWithJobsSqlPg(2),
  'delivery job (PostgreSQL)': pgDeliveryJob(1, '2026-01-01T00:00:00.000Z').sql,
  'delivery job (SQLite)': sqliteDeliveryJob({ sql: '?', args: [1] }, '2026-01-01T00:00:00.000Z').sql,
  'delivery outcome': UPDATE_LEAD_DELIVERY_SQL,
  'delivery attempt': INSERT_DELIVERY_ATTEMPT_SQL,
}

// docs/features/leads.md "Lead delivery": the lead writer's and delivery's raw SQL name the columns Payload's
// Drizzle schema (the Leads collection and the jobs queue) defines, so a renamed or new field fails
// here first.
describe('the lead SQL and the schema Payload generates', () => {
  let payload: Payload
  let tables: Record<string, Table> | undefined
  const columnsOf = (table: string) => {
    const t = tables?.[table]
    if (!t) throw new Error(`no table ${table} in the Drizzle schema`)
    return Object.values(getTableColumns(t)).map((c) => c.name)
  }

  beforeAll(async () => {
    payload = await testPayload()
    tables = (payload.db as unknown as { tables?: Record<string, Table> }).tables
  })

  it.each(Object.entries(STATEMENTS))('%s names only real columns', (_, statement) => {
    if (!tables) return // MongoDB: no SQL
    for (const { table, columns } of writes(statement))
      expect(columnsOf(table)).toEqual(expect.arrayContaining(columns))
  })

  it.each([
    ['SQLite', INSERT_LEAD_SQL_SQLITE],
    ['PostgreSQL', insertLeadsWithJobsSqlPg(3)],
  ])('a new lead (%s) writes every column of leads but its id and the delivery bookkeeping', (_, statement) => {
    if (!tables) return
    const { table, columns } = written(statement)
    expect(table).toBe('leads')
    expect(columns).toEqual([...LEAD_COLUMNS, 'created_at', 'updated_at'])
    expect([...columns, ...LEAD_COLUMNS_LEFT_TO_DEFAULTS].sort()).toEqual(columnsOf('leads').sort())
  })

  it('a group of leads on PostgreSQL: a row of parameters a lead, then the stamp and the queue', () => {
    const sql = insertLeadsWithJobsSqlPg(3)
    const n = LEAD_COLUMNS.length
    expect(sql).toContain(`($${2 * n + 1}, `) // the third lead's first value
    expect(sql).not.toContain(`$${3 * n + 3}`) // no parameter past the queue
    expect(sql).toContain(`'deliverLead', $${3 * n + 2},`) // the queue, after the stamp
  })

  it('a delivery attempt writes every column of its row', () => {
    if (!tables) return
    expect(written(INSERT_DELIVERY_ATTEMPT_SQL).columns.sort()).toEqual(columnsOf('leads_delivery_attempts').sort())
  })
})
