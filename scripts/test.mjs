#!/usr/bin/env node
// `npm test`: unit, runner, integration and end-to-end tests. Ends with one line
// "N passed, N failed, N skipped" (CI reads it) and exits non-zero unless every suite ran and passed.
// Options: --unit, --runner, --integration, --e2e, --reliability run only those suites. With TEST_POSTGRES_URL set
// (CI), the integration suite runs a second time on that PostgreSQL server, in a fresh database.
//
// A suite is trusted only when its report says so: a spec or test file that fails to load, an empty
// run, fewer tests run than found, a stray `.only` (forbidden here) or a non-zero exit each fail the
// run, counted as a failure (scripts/lib/test-verdict.mjs; tests/runner/ proves it). To add a suite,
// add an entry to SUITES returning verdicts { name, passed, failed, skipped, errors }.
//
// TEST_E2E_CONFIG=<playwright config> makes the e2e suite run that config alone, without the seeded
// server (the runner's own test points it at tests/runner/fixtures/).
import { playwrightSuite, vitestSuite } from './lib/suites.mjs'
import { runVerdict } from './lib/test-verdict.mjs'

const SUITES = {
  unit: () => [vitestSuite({ project: 'unit' })],
  runner: () => [vitestSuite({ project: 'runner' })],
  integration: () => [
    vitestSuite({ project: 'integration' }),
    ...(process.env.TEST_POSTGRES_URL
      ? [
          vitestSuite({
            project: 'integration',
            env: { ...process.env, DATABASE_URL: process.env.TEST_POSTGRES_URL },
            tag: 'integration-postgres',
          }),
        ]
      : []),
  ],
  e2e: () => [playwrightSuite({ config: process.env.TEST_E2E_CONFIG })],
  // reliability (tests/reliability) comes after e2e: it reuses that build and a copy of its seeded database.
  reliability: () => [vitestSuite({ project: 'reliability' })],
}

const only = Object.keys(SUITES).filter((s) => process.argv.includes(`--${s}`))
const verdicts = []
for (const suite of only.length ? only : Object.keys(SUITES)) {
  console.log(`\n━━ ${suite} tests ━━`)
  verdicts.push(...SUITES[suite]())
}

const verdict = runVerdict(verdicts)
for (const e of verdict.errors) console.error(`✖ ${e}`)
console.log(`\n${verdict.line}`)
process.exit(verdict.ok ? 0 : 1)
