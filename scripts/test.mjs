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
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { readStages, stageTable, timed } from './lib/stage-times.mjs'
import { playwrightSuite, vitestSuite, vitestSuiteInBackground } from './lib/suites.mjs'
import { runVerdict } from './lib/test-verdict.mjs'

// Each suite's time (and, from scripts/e2e.mjs, the seed's, the build's and the browsers') goes to
// STAGE_TIMES_FILE, printed as a table at the end. .ci/run sets it and has written its own stages
// there already; otherwise this run starts a file of its own.
if (!process.env.STAGE_TIMES_FILE) {
  process.env.STAGE_TIMES_FILE = path.join(os.tmpdir(), `forecourt-stages-${process.pid}.jsonl`)
  fs.rmSync(process.env.STAGE_TIMES_FILE, { force: true })
}

const postgresPass = (suite) =>
  timed('integration postgres', () =>
    suite({
      project: 'integration',
      env: { ...process.env, DATABASE_URL: process.env.TEST_POSTGRES_URL },
      tag: 'integration-postgres',
    }),
  )

const SUITES = {
  unit: () => [
    timed('unit', () =>
      process.env.TEST_UNIT_CONFIG
        ? vitestSuite({ config: process.env.TEST_UNIT_CONFIG, tag: 'unit' })
        : vitestSuite({ project: 'unit' }),
    ),
  ],
  runner: () => [timed('runner', () => vitestSuite({ project: 'runner' }))],
  integration: ({ alongside }) => [
    // The PostgreSQL pass runs beside the rest (the SQLite pass, which holds one core, then the e2e
    // build), started first so it has ended before the browser tests begin: beside two browser workers
    // it slowed the server enough to fail timed tests. Alone, it runs after the SQLite pass.
    ...(process.env.TEST_POSTGRES_URL && alongside ? [postgresPass(vitestSuiteInBackground)] : []),
    timed('integration sqlite', () => vitestSuite({ project: 'integration' })),
    ...(process.env.TEST_POSTGRES_URL && !alongside ? [postgresPass(vitestSuite)] : []),
  ],
  // scripts/e2e.mjs records its parts (seed, build, servers, browsers) as stages of their own.
  e2e: () => [timed('e2e (all)', () => playwrightSuite({ config: process.env.TEST_E2E_CONFIG }))],
  // reliability (tests/reliability) comes after e2e: it reuses that build and a copy of its seeded database.
  reliability: () => [timed('reliability', () => vitestSuite({ project: 'reliability' }))],
  // cluster (tests/cluster) reuses the same build: nginx, two servers and a worker on PostgreSQL and Redis.
  cluster: () => [timed('cluster', () => vitestSuite({ project: 'cluster' }))],
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
// Where the time went, before the verdict (whose line stays the last: CI reads it).
const table = stageTable(readStages())
if (table) console.log(`\n━━ stage times (m:ss) ━━\n${table}`)
for (const f of verdict.failures) console.error(`✖ failed: ${f}`)
for (const e of verdict.errors) console.error(`✖ ${e}`)
console.log(`\n${verdict.line}`)
process.exit(verdict.ok ? 0 : 1)
