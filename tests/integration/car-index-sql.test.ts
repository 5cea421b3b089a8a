import { getTableColumns, type SQL, type Table } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CAR_INDEX_COLUMNS, CAR_INDEX_DATES, carIndexStatements, readCarIndexRows } from '@/db/car-index-sql'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

/** The statements' table aliases (`FROM cars c`, `cars_texts t`, `cars_rels r`). */
const ALIASES = { c: 'cars', t: 'cars_texts', r: 'cars_rels' } as const

/** Every `alias.column` (or `alias."column"`) a statement names, by table. */
function named(text: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [, alias, column] of text.matchAll(/\b([ctr])\."?(\w+)"?/g))
    (out[ALIASES[alias as keyof typeof ALIASES]] ??= []).push(column!)
  return out
}

const TEXT = {
  sqlite: (q: SQL) => new SQLiteSyncDialect().sqlToQuery(q).sql,
  postgres: (q: SQL) => new PgDialect().sqlToQuery(q).sql,
}

// The search index's three scans name the columns Payload's Drizzle schema (the Cars
// collection, its hasMany text and uploads) defines, so a renamed field fails here, not in a build.
describe('the car index SQL and the schema Payload generates', () => {
  let payload: Payload
  let tables: Record<string, Table> | undefined
  let world: World
  const columnsOf = (table: string) => {
    const t = tables?.[table]
    if (!t) throw new Error(`no table ${table} in the Drizzle schema`)
    return Object.values(getTableColumns(t)).map((c) => c.name)
  }

  beforeAll(async () => {
    payload = await testPayload()
    tables = (payload.db as unknown as { tables?: Record<string, Table> }).tables
    world = await makeWorld(payload, 'Indexsql', 2)
  })

  it.each([
    ['SQLite', 'sqlite', undefined],
    ['SQLite, one tenant', 'sqlite', 7],
    ['PostgreSQL', 'postgres', undefined],
    ['PostgreSQL, one tenant', 'postgres', 7],
  ] as const)('the scans (%s) name only real columns', (_, dialect, tenantId) => {
    if (!tables) return // MongoDB: no SQL
    for (const q of Object.values(carIndexStatements(dialect, tenantId))) {
      const byTable = named(TEXT[dialect](q))
      expect(Object.keys(byTable).length).toBeGreaterThan(0)
      for (const [table, columns] of Object.entries(byTable))
        expect(columnsOf(table)).toEqual(expect.arrayContaining(columns))
    }
  })

  it("reads one tenant's cars as typed rows: every column, dates as ISO text, features in order", async () => {
    if (!tables) {
      expect(await readCarIndexRows(payload)).toBeNull()
      return
    }
    const [first, second] = world.cars
    await payload.update({
      collection: 'cars',
      id: first!.id,
      data: { standardEquipment: ['Cruise control', 'Air conditioning'] },
      context: { disableSearchSync: true, disableRevalidate: true },
    })
    const rows = (await readCarIndexRows(payload, world.tenant.id))!
    expect(rows.cars.map((r) => Number(r.id))).toEqual([first!.id, second!.id])
    expect(Object.keys(rows.cars[0]!).sort()).toEqual([...CAR_INDEX_COLUMNS, ...CAR_INDEX_DATES].sort())
    expect(rows.cars[0]!.created_at).toBe(new Date(rows.cars[0]!.created_at).toISOString())
    expect(rows.features.map((f) => [Number(f.parent_id), f.text])).toEqual([
      [first!.id, 'Cruise control'],
      [first!.id, 'Air conditioning'],
    ])
    expect(rows.images).toEqual([])
  })
})
