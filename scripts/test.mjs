#!/usr/bin/env node
// `npm test`: unit, runner, integration and end-to-end tests. Ends with one line
// "N passed, N failed, N skipped" (CI reads it) and exits non-zero unless every suite ran and passed.
// Options: --unit, --runner, --integration, --e2e, --reliability, --cluster run only those suites. With TEST_POSTGRES_URL set
// (CI), the integration suite runs a second time on that PostgreSQL server, in a fresh database.
//
// A suite is trusted only when its report says so: a spec or test file that fails to load, an empty
// run, fewer tests run than found, a stray `.only` (forbidden here) or a non-zero exit each fail the
// run, counted as a failure (scripts/lib/test-verdict.mjs; tests/runner/ proves it). To add a suite,
// add an entry to SUITES returning verdicts { name, passed, failed, skipped, errors }.
//
// TEST_E2E_CONFIG=<playwright config> makes the e2e suite run that config alone, without the seeded
// server, and TEST_UNIT_CONFIG=<vitest config> the unit suite that config alone (the runner's own test
// points them at tests/runner/fixtures/).
//
// A skipped, todo, fixme or expected-to-fail test fails the run unless tests/allowed-skips.json lists
// it with a reason (docs/testing.md).
import { playwrightSuite, vitestSuite, vitestSuiteInBackground } from './lib/suites.mjs'
import { runVerdict } from './lib/test-verdict.mjs'

const postgresPass = (suite) =>
  suite({
    project: 'integration',
    env: { ...process.env, DATABASE_URL: process.env.TEST_POSTGRES_URL },
    tag: 'integration-postgres',
  })

const SUITES = {
  unit: () => [
    process.env.TEST_UNIT_CONFIG
      ? vitestSuite({ config: process.env.TEST_UNIT_CONFIG, tag: 'unit' })
      : vitestSuite({ project: 'unit' }),
  ],
  runner: () => [vitestSuite({ project: 'runner' })],
  integration: ({ alongside }) => [
    // The PostgreSQL pass runs beside the rest (the SQLite pass, which holds one core, then the e2e
    // build), started first so it has ended before the browser tests begin: beside two browser workers
    // it slowed the server enough to fail timed tests. Alone, it runs after the SQLite pass.
    ...(process.env.TEST_POSTGRES_URL && alongside ? [postgresPass(vitestSuiteInBackground)] : []),
    vitestSuite({ project: 'integration' }),
    ...(process.env.TEST_POSTGRES_URL && !alongside ? [postgresPass(vitestSuite)] : []),
  ],
  e2e: () => [playwrightSuite({ config: process.env.TEST_E2E_CONFIG })],
  // reliability (tests/reliability) comes after e2e: it reuses that build and a copy of its seeded database.
  reliability: () => [vitestSuite({ project: 'reliability' })],
  // cluster (tests/cluster) reuses the same build: nginx, two servers and a worker on PostgreSQL and Redis.
  cluster: () => [vitestSuite({ project: 'cluster' })],
}

const only = Object.keys(SUITES).filter((s) => process.argv.includes(`--${s}`))
const chosen = only.length ? only : Object.keys(SUITES)
const verdicts = []
for (const [i, suite] of chosen.entries()) {
  console.log(`\n━━ ${suite} tests ━━`)
  verdicts.push(...SUITES[suite]({ alongside: i < chosen.length - 1 }))
}
// A background pass counts like any other: awaited here, its verdict joins the rest.
const settled = await Promise.all(verdicts)

const verdict = runVerdict(settled)
for (const f of verdict.failures) console.error(`✖ failed: ${f}`)
for (const e of verdict.errors) console.error(`✖ ${e}`)
console.log(`\n${verdict.line}`)
process.exit(verdict.ok ? 0 : 1)
