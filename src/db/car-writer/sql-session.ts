/**
 * One write transaction on the SQL adapter's own driver connection: the libsql client for SQLite,
 * a pooled pg client for PostgreSQL. Statements are raw SQL with driver parameters.
 */
import type { Payload } from 'payload'

import type { Dialect, Row } from './sql-insert'

export type Session = {
  dialect: Dialect
  query(sql: string, args?: unknown[]): Promise<Row[]>
}

type LibsqlTx = {
  execute(s: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }>
  commit(): Promise<void>
  rollback(): Promise<void>
  close(): void
}
type Libsql = { transaction(mode: 'write'): Promise<LibsqlTx>; execute(sql: string): Promise<unknown> }
type PgClient = { query(q: { text: string; values: unknown[] } | string): Promise<{ rows: Row[] }>; release(): void }
type PgPool = { connect(): Promise<PgClient>; query(sql: string): Promise<unknown> }

export const dialectOf = (payload: Payload): Dialect => (payload.db.name === 'postgres' ? 'postgres' : 'sqlite')

export async function inTransaction<T>(payload: Payload, work: (session: Session) => Promise<T>): Promise<T> {
  if (dialectOf(payload) === 'postgres') {
    const client = await (payload.db as unknown as { pool: PgPool }).pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work({
        dialect: 'postgres',
        query: async (text, values = []) => (await client.query({ text, values })).rows,
      })
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
  }
  const tx = await (payload.db as unknown as { client: Libsql }).client.transaction('write')
  try {
    const result = await work({
      dialect: 'sqlite',
      query: async (sql, args = []) => (await tx.execute({ sql, args })).rows,
    })
    await tx.commit()
    return result
  } catch (error) {
    await tx.rollback()
    throw error
  } finally {
    tx.close()
  }
}

/** A statement that cannot run inside a transaction (VACUUM) or needs none (ANALYZE). */
export async function runOutsideTransaction(payload: Payload, sql: string): Promise<void> {
  if (dialectOf(payload) === 'postgres') await (payload.db as unknown as { pool: PgPool }).pool.query(sql)
  else await (payload.db as unknown as { client: Libsql }).client.execute(sql)
}
