import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'

import { copySqlite, removeSqlite } from '../../scripts/lib/sqlite-files.mjs'
import { SEED_DB } from '../support/reliability/app'

/**
 * The reliability suite runs after the end-to-end suite in `npm test` and reuses its production
 * build and its seeded demo database (data/e2e.db), copied, so nothing it breaks reaches another
 * suite. Run alone, it builds and seeds what is missing.
 */
export default function setup() {
  // The same persistent secret as the demo and e2e scripts (scripts/lib/env.mjs), so their build and database fit.
  fs.mkdirSync('data', { recursive: true })
  if (!process.env.PAYLOAD_SECRET && !fs.existsSync('data/.payload-secret'))
    fs.writeFileSync('data/.payload-secret', crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET ??= fs.readFileSync('data/.payload-secret', 'utf8').trim()
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('› reliability: no production build yet, building…')
    must(spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env }), 'next build')
  }
  removeSqlite(SEED_DB)
  if (fs.existsSync('data/e2e.db') && !process.env.RELIABILITY_RESEED) {
    copySqlite('data/e2e.db', SEED_DB)
  } else {
    console.log('› reliability: seeding a demo database…')
    must(
      spawnSync('npx', ['payload', 'run', 'scripts/seed/index.ts'], {
        stdio: 'inherit',
        env: { ...env, DATABASE_URL: `file:${SEED_DB}`, NODE_OPTIONS: '--no-deprecation --conditions=development' },
      }),
      'the demo seed',
    )
  }
  return () => removeSqlite(SEED_DB)
}

function must(r: ReturnType<typeof spawnSync>, what: string) {
  if (r.status !== 0) throw new Error(`reliability setup: ${what} exited with ${r.status ?? r.signal}`)
}
