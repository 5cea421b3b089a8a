/**
 * Multi-row INSERT statements built from Payload's drizzle table definitions: SQL table and column
 * names come from the schema, and every value goes through its column's own mapToDriverValue
 * (booleans, JSON, numerics, dates) exactly as drizzle would convert it. Building the text directly
 * skips drizzle's per-parameter query builder, which dominated bulk-load time.
 */
import { getTableName } from '@payloadcms/db-sqlite/drizzle'

export type Dialect = 'sqlite' | 'postgres'
export type Row = Record<string, unknown>

type Column = { name: string; mapToDriverValue(value: unknown): unknown }
export type DrizzleTable = Record<string, unknown>

export type TableSpec = {
  table: string
  /** Drizzle key → column, without the generated `id`. */
  columns: [key: string, column: Column][]
  /** Drizzle key → SQL column name, for every column including `id`. */
  sqlName: Record<string, string>
}

/** Bound parameters per statement: SQLite allows 32,766, PostgreSQL 65,535. */
const MAX_PARAMS: Record<Dialect, number> = { sqlite: 32_000, postgres: 65_000 }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

export function tableSpec(table: DrizzleTable): TableSpec {
  const entries = Object.entries(table).filter(
    (e): e is [string, Column] => typeof (e[1] as Column)?.mapToDriverValue === 'function',
  )
  return {
    table: getTableName(table as never),
    columns: entries.filter(([key]) => key !== 'id'),
    sqlName: Object.fromEntries(entries.map(([key, column]) => [key, column.name])),
  }
}

export const rowsPerStatement = (dialect: Dialect, spec: TableSpec) =>
  Math.max(1, Math.floor(MAX_PARAMS[dialect] / spec.columns.length))

const statements = new Map<string, string>()

/** INSERT … VALUES (…), (…) [RETURNING …] for `rows` rows, cached by shape. */
export function insertSql(dialect: Dialect, spec: TableSpec, rows: number, returning: string[] = []): string {
  const cacheKey = `${dialect}:${spec.table}:${rows}:${returning.join(',')}`
  const cached = statements.get(cacheKey)
  if (cached) return cached
  const width = spec.columns.length
  let n = 0
  const param = dialect === 'postgres' ? () => `$${++n}` : () => '?'
  const tuples = Array.from({ length: rows }, () => `(${Array.from({ length: width }, param).join(',')})`)
  const tail = returning.length ? ` RETURNING ${returning.map((k) => quote(spec.sqlName[k]!)).join(', ')}` : ''
  const text = `INSERT INTO ${quote(spec.table)} (${spec.columns.map(([, c]) => quote(c.name)).join(', ')}) VALUES ${tuples.join(',')}${tail}`
  statements.set(cacheKey, text)
  return text
}

/** The statement's arguments, row after row, in column order, converted for the driver. */
export function insertArgs(spec: TableSpec, rows: Row[]): unknown[] {
  const args: unknown[] = []
  for (const row of rows) {
    for (const [key, column] of spec.columns) {
      const value = row[key]
      args.push(value === null || value === undefined ? null : column.mapToDriverValue(value))
    }
  }
  return args
}
