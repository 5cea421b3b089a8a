#!/usr/bin/env node
// Stock import benchmark: npm run bench:import [-- --cars 50000]
// Runs bench/import-run.ts on a fresh SQLite file under data/ (or on DATABASE_URL when it is a
// postgres URL you created for it), then removes the file. The last line is one JSON object:
// { cars, seconds, rows_per_s, errors }.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const file = `data/bench-import-${process.pid}.db`
fs.mkdirSync('data', { recursive: true })
const pg = process.env.DATABASE_URL?.startsWith('postgres')
const env = {
  ...process.env,
  DATABASE_URL: pg ? process.env.DATABASE_URL : `file:./${file}`,
  NODE_OPTIONS: '--no-deprecation --conditions=development',
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}
const r = spawnSync('npx', ['payload', 'run', 'bench/import-run.ts', '--', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
process.exit(r.status ?? 1)
