#!/usr/bin/env node
// Stock feed benchmark: npm run bench:feeds [-- --cars 50000]
// Runs bench/feeds-run.ts on a fresh SQLite file under data/ (or on DATABASE_URL when it is a
// postgres URL you created for it), then removes the file. The last line is one JSON object:
// { cars, first_run_s, unchanged_run_s, changed_1pct_s } (docs/features/stock-feeds.md).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const file = `data/bench-feeds-${process.pid}.db`
fs.mkdirSync('data', { recursive: true })
const pg = process.env.DATABASE_URL?.startsWith('postgres')
const env = {
  ...process.env,
  DATABASE_URL: pg ? process.env.DATABASE_URL : `file:./${file}`,
  NODE_OPTIONS: '--no-deprecation --conditions=development',
  NEXT_TELEMETRY_DISABLED: '1',
  FEED_ALLOW_INTERNAL: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}
const r = spawnSync('npx', ['payload', 'run', 'bench/feeds-run.ts', '--', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
})
for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true })
process.exit(r.status ?? 1)
