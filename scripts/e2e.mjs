#!/usr/bin/env node
// End-to-end tests: a fresh embedded database with the demo seed, a production build, `next start`,
// then Playwright in Debian's Chromium (playwright.config.ts).
import fs from 'node:fs'

import { ensureChromium } from './lib/chromium.mjs'
import { appEnv, PAYLOAD_CLI_NODE_OPTIONS } from './lib/env.mjs'
import { run, startServer } from './lib/run.mjs'
import { removeSqlite } from './lib/sqlite-files.mjs'

ensureChromium()
const port = Number(process.env.E2E_PORT ?? 3210)
const db = 'data/e2e.db'
removeSqlite(db) // and its -wal: a stale one would be replayed into the new database
fs.rmSync('test-results/e2e.json', { force: true })
// Not under test-results/: Playwright empties that folder when it starts.
const SERVER_LOG = 'data/e2e-server.log'
// Production rate limits, in Redis under a key prefix of this run only. The tests reach the server
// from loopback, a trusted proxy here, so a flood test sends its own X-Forwarded-For address and
// the rest of the suite keeps the loopback address's budget (README "Rate limits and bodies").
const env = appEnv({
  DATABASE_URL: `file:./${db}`,
  E2E_PORT: String(port),
  E2E_SERVER_LOG: SERVER_LOG,
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  RATE_LIMIT_PREFIX: `forecourt-e2e:${port}:${Date.now()}`,
  // Lead delivery (tests/e2e/lead-delivery.spec.ts listens here for SMTP, and for a webhook on port + 2).
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${port + 1}`,
  LEAD_WEBHOOK_ALLOW_HTTP: 'true',
  // Delivery retries after about 1 s, 2 s, 4 s … (at most 64 s) instead of 30 s, 1 min, 2 min …: the
  // spec's "a webhook that fails three times then recovers" then takes seconds, not minutes.
  LEAD_DELIVERY_RETRY_BASE_MS: process.env.LEAD_DELIVERY_RETRY_BASE_MS ?? '1000',
  // Phone codes go to the development outbox (GET /api/sms-outbox), which the finance tests read;
  // a production server picks that transport only when told to (src/integrations/sms/index.ts).
  SMS_TRANSPORT: 'development',
  // Reserve deposits through Stripe, pointed at the local fake of Stripe's API that
  // tests/e2e/reserve.spec.ts runs on port + 3 (allowed only for loopback and an sk_test_ key).
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake_forecourt',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_forecourt',
  STRIPE_API_BASE: `http://127.0.0.1:${port + 3}`,
  // Saved-search alerts every 10 s instead of each minute (tests/e2e/saved-searches.spec.ts).
  SAVED_SEARCH_ALERTS_CRON: process.env.SAVED_SEARCH_ALERTS_CRON ?? '*/10 * * * * *',
  // The operator's vulnerability contact, served as /.well-known/security.txt (README "Security").
  SECURITY_CONTACT: process.env.SECURITY_CONTACT ?? 'mailto:security@forecourt.example',
})

console.log('› Seeding the end-to-end database…')
run('npx', ['payload', 'run', 'scripts/seed/index.ts'], { env: { ...env, NODE_OPTIONS: PAYLOAD_CLI_NODE_OPTIONS } })
if (!process.env.E2E_SKIP_BUILD) {
  console.log('› Building…')
  run('npx', ['next', 'build'], { env })
}
// The server's log goes to a file: tests/security/log-redaction.spec.ts reads what it wrote.
const server = await startServer({ port, env: { ...env, NODE_ENV: 'production' }, quiet: true, logFile: SERVER_LOG })
let status = 1
try {
  // A run of chosen spec files (`node scripts/e2e.mjs tests/e2e/finance.spec.ts`) runs just those:
  // without --no-deps Playwright would first run the whole read-only project the others depend on.
  const args = process.argv.slice(2)
  const chosenFiles = args.some((a) => /\.spec\.ts(:\d+)?$/.test(a))
  status = run('npx', ['playwright', 'test', ...(chosenFiles ? ['--no-deps'] : []), ...args], { env, allowFail: true })
} finally {
  server.stop()
}
process.exit(status)
