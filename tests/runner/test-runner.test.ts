import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { e2ePlaywrightArgs } from '../../scripts/lib/e2e-args.mjs'
import { allowedSkips, playwrightCommand, vitestSuite, vitestSuiteInBackground } from '../../scripts/lib/suites.mjs'
import { npmTestE2e, root, tmp } from './npm-test'

// docs/testing.md "Tests and CI": a broken spec file, an empty run and a `test.only` each make `npm test`
// fail; so does a skipped, todo, fixme or expected-to-fail test that tests/allowed-skips.json does not
// list (docs/testing.md). Real Playwright runs of tests/runner/fixtures/<name> through scripts/test.mjs
// (TEST_E2E_CONFIG swaps the seeded server for the fixture config), and real Vitest runs
// (TEST_UNIT_CONFIG swaps the unit project for tests/runner/fixtures/vitest).

describe('npm test on a Playwright run (scripts/test.mjs --e2e)', () => {
  it('passes a run whose tests all ran and passed, and ends with the line CI reads', () => {
    expect(npmTestE2e('passing')).toMatchObject({ status: 0, passed: 2, failed: 0, skipped: 0 })
  })

  it.each([
    ['a spec file that fails to load', 'broken', /fails to load on purpose/],
    ['an empty run', 'empty', /No tests found/],
    ['a stray test.only', 'only', /focused with '\.only' is not allowed/],
    ['a test.skip', 'skip', /the skipped test is skipped, and tests\/allowed-skips\.json does not list it/],
    [
      'a test that skips itself on a condition',
      'skip-conditional',
      /skips itself when a service is missing is skipped, and tests\/allowed-skips\.json does not list it/,
    ],
    ['a test.fixme', 'fixme', /the test marked fixme is a fixme, and/],
    ['a broken check wrapped in test.fail()', 'fail', /marked as expected to fail is expected to fail \(test\.fail\)/],
  ])('fails on %s', (_, fixture, reason) => {
    const run = npmTestE2e(fixture)
    expect(run.status).toBe(1)
    expect(run.failed).toBeGreaterThan(0)
    expect(run.stderr).toMatch(reason)
  })

  it('passes a skip that the allow-list names with a reason, and counts it as skipped', () => {
    expect(npmTestE2e('allowed')).toMatchObject({ status: 0, passed: 1, failed: 0, skipped: 1 })
  })

  // The real e2e path (scripts/e2e.mjs, seeded servers) is too slow to run here: its command is
  // checked instead, from playwrightSuite's choice to the arguments scripts/e2e.mjs hands Playwright.
  it('forbids test.only on the real e2e path too', () => {
    const [cmd, args] = playwrightCommand()
    expect([cmd, args[0]]).toEqual(['node', 'scripts/e2e.mjs'])
    expect(args).toContain('--forbid-only')
    expect(e2ePlaywrightArgs(args.slice(1))).toEqual(['playwright', 'test', '--forbid-only'])
    expect(e2ePlaywrightArgs([...args.slice(1), 'tests/e2e/finance.spec.ts'])).toEqual([
      'playwright',
      'test',
      '--no-deps',
      '--forbid-only',
      'tests/e2e/finance.spec.ts',
    ])
    expect(playwrightCommand('x.config.ts')[1]).toContain('--forbid-only')
  })
})

describe('the allow-list (tests/allowed-skips.json)', () => {
  it('gives every entry a file that exists, a title and a reason', () => {
    for (const entry of allowedSkips('tests/allowed-skips.json')) {
      expect(fs.existsSync(path.join(root, entry.file)), entry.file).toBe(true)
      expect(entry.reason.length).toBeGreaterThan(10)
    }
  })

  it('refuses an entry without a reason', () => {
    const file = path.join(tmp, 'no-reason.json')
    fs.writeFileSync(file, JSON.stringify({ allowed: [{ file: 'a.spec.ts', title: 't' }] }))
    expect(() => allowedSkips(file)).toThrow(/needs a reason/)
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
