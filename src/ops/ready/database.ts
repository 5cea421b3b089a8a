import type { Payload } from 'payload'

import type { Probe } from './readiness'

type Adapter = {
  name: string
  client?: { execute: (sql: string) => Promise<unknown> }
  pool?: { query: (sql: string) => Promise<unknown> }
  connection?: { db?: { admin: () => { ping: () => Promise<unknown> } } }
}

/**
 * One round trip to the database this instance writes: `select 1` on SQLite (libsql) and
 * PostgreSQL (the adapter's pool), a ping on MongoDB. Getting Payload itself is part of the probe:
 * an instance whose Payload has not started is not ready either.
 */
export const databaseProbe = (payload: () => Promise<Payload>): Probe => ({
  name: 'database',
  async check() {
    const db = (await payload()).db as unknown as Adapter
    if (db.name === 'sqlite' && db.client) await db.client.execute('select 1')
    else if (db.name === 'postgres' && db.pool) await db.pool.query('select 1')
    else if (db.connection?.db) await db.connection.db.admin().ping()
    else throw new Error(`no probe for the ${db.name} adapter`)
  },
})
