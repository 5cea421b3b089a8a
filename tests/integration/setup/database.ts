import fs from 'node:fs'

import pg from 'pg'

import { removeSqlite } from '../../../scripts/lib/sqlite-files.mjs'
import { databaseKind } from '../../../src/db/kind'

/**
 * A fresh database per run: a new SQLite file by default, or a new PostgreSQL database on the server
 * that DATABASE_URL names (CI runs the suite a second time that way). Payload applies the committed
 * migrations on init, so the schema under test is the one production gets.
 */
export default async function setup() {
  const base = process.env.DATABASE_URL
  const stamp = `${Date.now()}_${process.pid}`

  if (databaseKind(base) === 'postgres') {
    const url = new URL(base!)
    const name = `forecourt_test_${stamp}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
    return async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  }

  if (databaseKind(base) === 'mongodb') throw new Error('The integration suite runs on SQLite or PostgreSQL only.')
  fs.mkdirSync('data', { recursive: true })
  const file = `data/test-${stamp}.db`
  process.env.DATABASE_URL = `file:./${file}`
  return () => removeSqlite(file)
}
