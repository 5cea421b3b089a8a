import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { vitestSuite, vitestSuiteInBackground } from '../../scripts/lib/suites.mjs'

// docs/testing.md "Tests and CI": a broken spec file, an empty run and a `test.only` each make `npm test`
// fail. Real Playwright runs of tests/runner/fixtures/<name> through scripts/test.mjs
// (TEST_E2E_CONFIG swaps the seeded server for the fixture config), and real Vitest runs.

const root = path.resolve(import.meta.dirname, '../..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-runner-'))
const LAST_LINE = /^(\d+) passed, (\d+) failed, (\d+) skipped$/

function npmTestE2e(fixture: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_E2E_CONFIG: 'tests/runner/fixtures/playwright.config.ts',
    RUNNER_FIXTURE: fixture,
    PLAYWRIGHT_REPORT: path.join(tmp, `${fixture}.json`),
  }
  delete env.CI // the runner must forbid test.only on its own, not only in CI
  const r = spawnSync('node', ['scripts/test.mjs', '--e2e'], { cwd: root, env, encoding: 'utf8' })
  const lines = r.stdout.trim().split('\n')
  const [, passed, failed, skipped] = LAST_LINE.exec(lines.at(-1) ?? '')?.map(Number) ?? []
  return { status: r.status, passed, failed, skipped, stderr: r.stderr }
}

describe('npm test on a Playwright run (scripts/test.mjs --e2e)', () => {
  it('passes a run whose tests all ran and passed, and ends with the line CI reads', () => {
    expect(npmTestE2e('passing')).toMatchObject({ status: 0, passed: 2, failed: 0, skipped: 0 })
  })

  it.each([
    ['a spec file that fails to load', 'broken', /fails to load on purpose/],
    ['an empty run', 'empty', /No tests found/],
    ['a stray test.only', 'only', /focused with '\.only' is not allowed/],
  ])('fails on %s', (_, fixture, reason) => {
    const run = npmTestE2e(fixture)
    expect(run.status).toBe(1)
    expect(run.failed).toBeGreaterThan(0)
    expect(run.stderr).toMatch(reason)
  })
})

describe('the Vitest suites (scripts/lib/suites.mjs vitestSuite)', () => {
  const suite = (fixture: string) =>
    vitestSuite({
      config: 'tests/runner/fixtures/vitest/vitest.config.ts',
      tag: `runner-fixture-${fixture}`,
      env: { ...process.env, RUNNER_FIXTURE: fixture, CI: '' },
    })

  it('trusts a run whose tests all ran and passed', () => {
    expect(suite('passing')).toMatchObject({ passed: 2, failed: 0, errors: [] })
  })

  it.each([
    ['a test file that fails to load', 'broken', /failed to load: this test file fails to load on purpose/],
    ['an empty run', 'empty', /ran no tests/],
  ])('does not trust %s', (_, fixture, reason) => {
    const { errors } = suite(fixture)
    expect(errors.join('\n')).toMatch(reason)
  })

  it('fails a stray it.only', () => {
    const v = suite('only')
    expect(v.failed + v.errors.length).toBeGreaterThan(0)
  })

  // scripts/test.mjs runs the PostgreSQL integration pass beside the e2e suite: its verdict must be
  // just as strict as a foreground one, and its output must not be lost.
  it.each([
    ['passing', { passed: 2, failed: 0, errors: [] }],
    ['broken', { errors: [expect.stringMatching(/failed to load/)] }],
  ])('judges a background run of the %s fixture like a foreground one', async (fixture, expected) => {
    const tag = `runner-fixture-bg-${fixture}`
    const verdict = await vitestSuiteInBackground({
      config: 'tests/runner/fixtures/vitest/vitest.config.ts',
      tag,
      env: { ...process.env, RUNNER_FIXTURE: fixture, CI: '' },
    })
    expect(verdict).toMatchObject(expected)
    expect(fs.readFileSync(`data/reports/${tag}.log`, 'utf8')).toMatch(/Test Files/)
  })
})
