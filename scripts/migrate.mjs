#!/usr/bin/env node
// Runs Payload's migrate commands for the database DATABASE_URL selects, with the Node flag the
// Payload CLI needs on Node 20 (FINDINGS.md). `npm run migrate` applies; `npm run migrate:create`
// writes a new migration for SQLite and for PostgreSQL (each adapter keeps its own folder).
import { spawnSync } from 'node:child_process'

const env = { ...process.env, NODE_OPTIONS: '--no-deprecation --conditions=development' }
const run = (args, extraEnv = {}) => {
  const r = spawnSync('npx', ['payload', ...args], { stdio: 'inherit', env: { ...env, ...extraEnv } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (process.argv[2] === 'create') {
  const name = process.argv[3] ?? 'change'
  run(['migrate:create', name], { DATABASE_URL: 'file:./data/migrate-create.db' })
  // migrate:create for PostgreSQL diffs against the last snapshot; it needs no server with data.
  run(['migrate:create', name], {
    DATABASE_URL: process.env.MIGRATE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  })
} else {
  run(['migrate', ...process.argv.slice(2)])
}
