import { describe, expect, it } from 'vitest'

import { npmTestVitest } from './npm-test'

// docs/testing.md "Tests and CI": a broken spec file, an empty run and a `test.only` each make `npm test`
// fail; so does a skipped, todo, fixme or expected-to-fail test that tests/allowed-skips.json does not
// list (docs/testing.md). Real Playwright runs of tests/runner/fixtures/<name> through scripts/test.mjs
// (TEST_E2E_CONFIG swaps the seeded server for the fixture config), and real Vitest runs
// (TEST_UNIT_CONFIG swaps the unit project for tests/runner/fixtures/vitest).

describe('npm test on a Vitest run (scripts/test.mjs --unit)', () => {
  it('passes a run whose tests all ran and passed', () => {
    expect(npmTestVitest('passing')).toMatchObject({ status: 0, passed: 2, failed: 0, skipped: 0 })
  })

  it.each([
    ['a stray it.only', 'only', /focused|\.only/],
    ['an it.skip', 'skip', /the skipped test is skipped, and tests\/allowed-skips\.json does not list it/],
    ['an it.skipIf on a missing service', 'skipif', /needs a service is skipped, and/],
    ['an it.todo', 'todo', /the test still to write is a todo, and/],
    ['a broken check wrapped in it.fails', 'fails', /marked as expected to fail is expected to fail \(it\.fails\)/],
  ])('fails on %s', (_, fixture, reason) => {
    const run = npmTestVitest(fixture)
    expect(run.status).toBe(1)
    expect(run.failed).toBeGreaterThan(0)
    expect(run.stderr).toMatch(reason)
  })

  it('passes a skip that the allow-list names with a reason, and counts it as skipped', () => {
    expect(npmTestVitest('allowed')).toMatchObject({ status: 0, passed: 1, failed: 0, skipped: 1 })
  })
})
