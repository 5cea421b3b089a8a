#!/usr/bin/env node
// `npm test`: unit, integration and end-to-end tests. Ends with one line "N passed, N failed".
// Options: --unit, --integration, --e2e run only those suites. With TEST_POSTGRES_URL set (CI), the
// integration suite runs a second time on that PostgreSQL server, in a fresh database.
import fs from 'node:fs'

import { run } from './lib/run.mjs'

// reliability (tests/reliability) comes after e2e: it reuses that build and a copy of its seeded database.
const only = ['unit', 'integration', 'e2e', 'reliability'].filter((s) => process.argv.includes(`--${s}`))
const suites = only.length ? only : ['unit', 'integration', 'e2e', 'reliability']
const totals = { passed: 0, failed: 0, skipped: 0 }
fs.mkdirSync('test-results', { recursive: true })

function vitest(project, env = process.env, tag = project) {
  const out = `test-results/${tag}.json`
  const status = run(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    { allowFail: true, env },
  )
  const r = JSON.parse(fs.readFileSync(out, 'utf8'))
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0)
  totals.skipped += r.numPendingTests + r.numTodoTests
}

for (const suite of suites) {
  console.log(`\n━━ ${suite} tests ━━`)
  if (suite === 'e2e') {
    const status = run('node', ['scripts/e2e.mjs'], { allowFail: true })
    const file = 'test-results/e2e.json'
    if (fs.existsSync(file)) {
      const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats
      totals.passed += s.expected
      totals.failed += s.unexpected + s.flaky
      totals.skipped += s.skipped
    }
    if (status !== 0 && !fs.existsSync(file)) totals.failed += 1
  } else {
    vitest(suite)
  }
  if (suite === 'integration' && process.env.TEST_POSTGRES_URL) {
    console.log('\n━━ integration tests on PostgreSQL ━━')
    vitest('integration', { ...process.env, DATABASE_URL: process.env.TEST_POSTGRES_URL }, 'integration-postgres')
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
