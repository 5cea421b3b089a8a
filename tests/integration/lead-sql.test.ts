import { getTableColumns, type Table } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  INSERT_DELIVERY_ATTEMPT_SQL,
  INSERT_LEAD_SQL,
  LEAD_COLUMNS,
  LEAD_COLUMNS_LEFT_TO_DEFAULTS,
  pgDeliveryJob,
  sqliteDeliveryJob,
  UPDATE_LEAD_DELIVERY_SQL,
} from '@/db/lead-sql'

import { testPayload } from '../support/integration/payload'

/** The table and the columns a statement writes: `INSERT INTO t (a, b) …` or `UPDATE t SET a = ?, b = NULL … WHERE id = ?`. */
function written(statement: string): { table: string; columns: string[] } {
  const insert = /^INSERT INTO (\w+) \(([^)]*)\)/.exec(statement)
  if (insert) return { table: insert[1]!, columns: insert[2]!.split(',').map((c) => c.trim()) }
  const update = /^UPDATE (\w+) SET (.*) WHERE (\w+) = \?$/.exec(statement)
  if (update)
    return { table: update[1]!, columns: [...update[2]!.split(',').map((c) => c.split('=')[0]!.trim()), update[3]!] }
  throw new Error(`not a statement this test reads: ${statement}`)
}

const STATEMENTS = {
  'new lead (SQLite)': INSERT_LEAD_SQL.sqlite,
  'new lead (PostgreSQL)': INSERT_LEAD_SQL.postgres,
  'delivery job (PostgreSQL)': pgDeliveryJob(1, '2026-01-01T00:00:00.000Z').sql,
  'delivery job (SQLite)': sqliteDeliveryJob({ sql: '?', args: [1] }, '2026-01-01T00:00:00.000Z').sql,
  'delivery outcome': UPDATE_LEAD_DELIVERY_SQL,
  'delivery attempt': INSERT_DELIVERY_ATTEMPT_SQL,
}

// Issue 9 §5: the lead writer's and delivery's raw SQL name the columns Payload's Drizzle schema
// (the Leads collection and the jobs queue) defines, so a renamed or new field fails here first.
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
    const { table, columns } = written(statement)
    expect(columnsOf(table)).toEqual(expect.arrayContaining(columns))
  })

  it('a new lead writes every column of leads but its id and the delivery bookkeeping', () => {
    if (!tables) return
    const { columns } = written(INSERT_LEAD_SQL.sqlite)
    expect(columns).toEqual([...LEAD_COLUMNS, 'created_at', 'updated_at'])
    expect([...columns, ...LEAD_COLUMNS_LEFT_TO_DEFAULTS].sort()).toEqual(columnsOf('leads').sort())
  })

  it('a delivery attempt writes every column of its row', () => {
    if (!tables) return
    expect(written(INSERT_DELIVERY_ATTEMPT_SQL).columns.sort()).toEqual(columnsOf('leads_delivery_attempts').sort())
  })
})
