#!/usr/bin/env node
// End-to-end tests: a fresh embedded database with the demo seed, a production build, two
// production servers (`scripts/server.mjs`) on copies of that database (scripts/lib/e2e-servers.mjs), then Playwright in
// Debian's Chromium (playwright.config.ts).
import fs from 'node:fs'

import { ensureChromium } from './lib/chromium.mjs'
import { e2ePlaywrightArgs } from './lib/e2e-args.mjs'
import { e2eServers } from './lib/e2e-servers.mjs'
import { appEnv, PAYLOAD_CLI_NODE_OPTIONS } from './lib/env.mjs'
import { run, startServer, waitForFiles } from './lib/run.mjs'
import { copySqlite, removeSqlite } from './lib/sqlite-files.mjs'
import { recordStage, timed } from './lib/stage-times.mjs'

ensureChromium()
const { a, b } = e2eServers()
// Each database goes with its -wal: a stale one would be replayed into the new database.
for (const { db } of [a, b]) removeSqlite(db)
fs.rmSync('test-results/e2e.json', { force: true })
const runId = Date.now()

/** One server's environment: its database, port, rate-limit budget and fake SMTP and Stripe servers. */
const serverEnv = ({ port, db }) => ({
  DATABASE_URL: `file:./${db}`,
  // Production rate limits, in Redis under a key prefix of this run and server only. The tests reach
  // the server from loopback, a trusted proxy here, so a flood test sends its own X-Forwarded-For
  // address and the rest of the suite keeps the loopback address's budget (docs/features/security.md "Rate limits and bodies").
  RATE_LIMIT_PREFIX: `forecourt-e2e:${port}:${runId}`,
  // Lead delivery (tests/e2e/lead-delivery.spec.ts listens here for SMTP, and for a webhook on port + 2).
  SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
  // Reserve deposits through Stripe, pointed at the local fake of Stripe's API that
  // tests/e2e/reserve.spec.ts runs on port + 3 (allowed only for loopback and an sk_test_ key).
  STRIPE_API_BASE: `http://127.0.0.1:${port + 3}`,
})

const env = appEnv({
  ...serverEnv(a),
  E2E_PORT: String(a.port),
  // tests/security/log-redaction.spec.ts reads what the servers wrote.
  E2E_SERVER_LOG: a.log,
  E2E_SERVER_LOG_B: b.log,
  // 127.0.0.1 and ::1 only: the suite's requests name their client in X-Forwarded-For, while one that
  // connects from another loopback address (127.0.0.2) is a stranger whose header counts for nothing
  // (tests/security/intake-availability.spec.ts).
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1, ::1',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  // Every spec reads pages from the loopback address, one shopper to the limiter: the whole suite
  // renders more pages a minute than one real shopper, so it gets a larger budget of renders.
  // tests/security/expensive-routes.spec.ts reads the same value (resolvePolicy).
  RATE_LIMIT_PAGE_RENDER_PER_IP: process.env.RATE_LIMIT_PAGE_RENDER_PER_IP ?? '600/60',
  // The same for what each page's browser sends back (a results page's search view, a vehicle page's
  // view, the watchlist state): the whole suite's Chromium is one address, ::1, and sent 122 search
  // views in ten minutes, past the 120 a shopper gets (tests/e2e/cacheable-pages.spec.ts then saw
  // its beacon refused). A spec that tests one of these limits uses its own address and the defaults.
  RATE_LIMIT_SEARCH_EVENT_PER_IP: process.env.RATE_LIMIT_SEARCH_EVENT_PER_IP ?? '1200/600',
  RATE_LIMIT_VIEW_PER_IP: process.env.RATE_LIMIT_VIEW_PER_IP ?? '1200/600',
  RATE_LIMIT_WATCHLIST_STATE_PER_IP: process.env.RATE_LIMIT_WATCHLIST_STATE_PER_IP ?? '3000/600',
  LEAD_WEBHOOK_ALLOW_HTTP: 'true',
  // tests/e2e/stock-feeds.spec.ts serves its feed from a loopback http server.
  FEED_ALLOW_INTERNAL: 'true',
  // Delivery retries after about 1 s, 2 s, 4 s … (at most 64 s) instead of 30 s, 1 min, 2 min …: the
  // spec's "a webhook that fails three times then recovers" then takes seconds, not minutes.
  LEAD_DELIVERY_RETRY_BASE_MS: process.env.LEAD_DELIVERY_RETRY_BASE_MS ?? '1000',
  // Phone codes go to the development outbox (GET /api/sms-outbox), which the finance tests read;
  // a production server picks that transport only when told to (src/integrations/sms/index.ts).
  SMS_TRANSPORT: 'development',
  // The trade-in form's rego lookup answers from the fake's made-up plates (src/integrations/rego-lookup).
  REGO_LOOKUP: 'fake',
  // Reserve deposits through the fake of Stripe's API (STRIPE_API_BASE above).
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake_forecourt',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_forecourt',
  // Saved-search alerts every 10 s instead of each minute (tests/e2e/saved-searches.spec.ts).
  SAVED_SEARCH_ALERTS_CRON: process.env.SAVED_SEARCH_ALERTS_CRON ?? '*/10 * * * * *',
  // GET /api/metrics answers a scraper with this bearer token (tests/security/operations.spec.ts).
  METRICS_TOKEN: process.env.METRICS_TOKEN ?? 'e2e-metrics-token-forecourt',
  // The operator's vulnerability contact, served as /.well-known/security.txt (docs/features/security.md "Security").
  SECURITY_CONTACT: process.env.SECURITY_CONTACT ?? 'mailto:security@forecourt.example',
})

console.log('› Seeding the end-to-end database…')
timed('e2e: seed', () =>
  run('npx', ['payload', 'run', 'scripts/seed/index.ts'], { env: { ...env, NODE_OPTIONS: PAYLOAD_CLI_NODE_OPTIONS } }),
)
if (!process.env.E2E_SKIP_BUILD) {
  console.log('› Building…')
  timed('build', () => run('npx', ['next', 'build'], { env }))
}
// Server B starts from the same seed: a copy made before either server has written to it, with the
// seed's last commits, which may still be in the -wal (scripts/lib/sqlite-files.mjs).
copySqlite(a.db, b.db)
// Each server's log goes to a file: tests/security/log-redaction.spec.ts reads what they wrote.
const serversStart = Date.now()
const starting = await Promise.allSettled(
  [a, b].map((server) =>
    startServer({
      port: server.port,
      env: { ...env, ...serverEnv(server), NODE_ENV: 'production' },
      quiet: true,
      logFile: server.log,
    }),
  ),
)
let status = 1
try {
  for (const s of starting) if (s.status === 'rejected') throw s.reason
  recordStage('e2e: servers start', serversStart)
  // `npm test` runs the PostgreSQL integration pass beside the seed and the build; the browser tests
  // (timed: "within a second") start once it has ended (scripts/lib/suites.mjs).
  const after = (process.env.E2E_AFTER_FILES ?? '').split(',').filter(Boolean)
  const waitStart = Date.now()
  await waitForFiles(after, { timeoutMs: 20 * 60_000, why: 'a test pass beside the browser tests slows their servers' })
  if (after.length) recordStage('e2e: wait for background pass', waitStart)
  status = timed('e2e: browsers', () => run('npx', e2ePlaywrightArgs(process.argv.slice(2)), { env, allowFail: true }))
} finally {
  for (const s of starting) if (s.status === 'fulfilled') s.value.stop()
}
process.exit(status)
