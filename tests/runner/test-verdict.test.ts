import { describe, expect, it } from 'vitest'

import { stageTable } from '../../scripts/lib/stage-times.mjs'
import { playwrightVerdict, runVerdict, vitestVerdict } from '../../scripts/lib/test-verdict.mjs'

// docs/testing.md "Tests and CI": the runner fails on a non-zero exit, on report errors, and when fewer tests
// ran than were found; and on a skipped, todo, fixme or expected-to-fail test that the allow-list
// (tests/allowed-skips.json) does not name (docs/testing.md). The reports below are trimmed copies of what Playwright 1.65 and Vitest 4
// wrote for the fixtures in tests/runner/fixtures.

type Verdict = { passed: number; failed: number; skipped: number; errors: string[] }
const trusted = (v: Verdict) => v.failed === 0 && v.errors.length === 0

const pwTest = (status: string, results = 1, expectedStatus = 'passed', annotations: { type: string }[] = []) => ({
  status,
  expectedStatus,
  annotations,
  results: Array.from({ length: results }, () => ({})),
})
const allowT1 = [{ file: 'tests/e2e/a.spec.ts', title: 't1', reason: 'a reason' }]
const pwReport = (
  tests: ReturnType<typeof pwTest>[],
  stats: Record<string, number>,
  errors: { message: string }[] = [],
) => ({
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats },
  errors,
  suites: tests.length
    ? [{ file: 'a.spec.ts', specs: tests.map((t, i) => ({ title: `t${i}`, tests: [t] })), suites: [] }]
    : [],
})

describe('playwrightVerdict', () => {
  it.each([
    ['every test ran and passed', pwReport([pwTest('expected'), pwTest('expected')], { expected: 2 }), 0, true],
    [
      'a test skipped on purpose (test.skip, conditional or not)',
      pwReport([pwTest('expected'), pwTest('skipped', 1, 'skipped', [{ type: 'skip' }])], { expected: 1, skipped: 1 }),
      0,
      false,
    ],
    [
      'a test.fixme',
      pwReport([pwTest('expected'), pwTest('skipped', 0, 'skipped', [{ type: 'fixme' }])], { expected: 1, skipped: 1 }),
      0,
      false,
    ],
    [
      'a broken check wrapped in test.fail()',
      pwReport([pwTest('expected'), pwTest('expected', 1, 'failed', [{ type: 'fail' }])], { expected: 2 }),
      0,
      false,
    ],
    ['a failed test', pwReport([pwTest('unexpected')], { unexpected: 1 }), 1, false],
    ['a flaky test (passed on retry)', pwReport([pwTest('flaky', 2)], { flaky: 1 }), 0, false],
    [
      'a spec file that failed to load',
      pwReport([], {}, [{ message: 'Error: this spec file fails to load on purpose' }]),
      1,
      false,
    ],
    [
      'a load error beside tests that passed',
      pwReport([pwTest('expected')], { expected: 1 }, [{ message: 'Error: boom' }]),
      1,
      false,
    ],
    ['no tests found', pwReport([], {}, [{ message: 'Error: No tests found' }]), 1, false],
    ['an empty report with exit 0', pwReport([], {}), 0, false],
    [
      'a forbidden test.only',
      pwReport([], {}, [{ message: "Error: item focused with '.only' is not allowed" }]),
      1,
      false,
    ],
    [
      'fewer tests ran than were found (interrupted)',
      pwReport([pwTest('expected'), pwTest('skipped', 0)], { expected: 1, skipped: 1 }),
      1,
      false,
    ],
    ['a non-zero exit with a clean report', pwReport([pwTest('expected')], { expected: 1 }), 1, false],
    ['no report at all', null, 1, false],
  ])('%s → trusted: %s', (_, report, status, ok) => {
    expect(trusted(playwrightVerdict(report, status))).toBe(ok)
  })

  it('trusts a skip or expected failure that the allow-list names, and counts it as skipped', () => {
    const skip = pwReport([pwTest('expected'), pwTest('skipped', 1, 'skipped')], { expected: 1, skipped: 1 })
    expect(playwrightVerdict(skip, 0, allowT1)).toMatchObject({ passed: 1, skipped: 1, errors: [] })
    const fail = pwReport([pwTest('expected'), pwTest('expected', 1, 'failed')], { expected: 2 })
    expect(playwrightVerdict(fail, 0, allowT1)).toMatchObject({ passed: 1, skipped: 1, errors: [] })
    expect(playwrightVerdict(fail, 0, [{ ...allowT1[0]!, title: 't0' }]).errors).toEqual([
      'a.spec.ts › t1 is expected to fail (test.fail), and tests/allowed-skips.json does not list it',
    ])
  })

  it('names the reason', () => {
    expect(playwrightVerdict(pwReport([pwTest('expected'), pwTest('skipped', 0)], { expected: 1 }), 1).errors).toEqual([
      'ran 1 of the 2 tests it found (first not run: a.spec.ts › t1)',
    ])
    expect(
      playwrightVerdict(pwReport([], {}, [{ message: '\u001b[31mError: broken\u001b[39m\n  at x' }]), 1).errors,
    ).toEqual(['Error: broken'])
  })

  it('names each test that failed or passed only on a retry, so the tail of a CI log says which', () => {
    const report = pwReport([pwTest('expected'), pwTest('unexpected'), pwTest('flaky', 2)], {
      expected: 1,
      unexpected: 1,
      flaky: 1,
    })
    expect(playwrightVerdict(report, 1).failures).toEqual([
      'a.spec.ts › t1',
      'a.spec.ts › t2 (flaky: passed on a retry)',
    ])
  })

  it('says why a test failed and where: the first line of its error and the line that threw', () => {
    const failed = {
      ...pwTest('unexpected'),
      results: [
        {
          error: {
            message: '\u001b[31mError: expect(locator).toHaveText(expected) failed\u001b[39m\n\nLocator: …',
            location: { file: '/ci/work/tests/e2e/reserve.spec.ts', line: 93, column: 5 },
          },
        },
      ],
    }
    expect(playwrightVerdict(pwReport([failed], { unexpected: 1 }), 1).failures).toEqual([
      'a.spec.ts › t0: Error: expect(locator).toHaveText(expected) failed (at e2e/reserve.spec.ts:93)',
    ])
  })
})

const vtFile = (status: string, assertions: string[], message = '') => ({
  name: '/x/tests/unit/a.test.ts',
  status,
  message,
  assertionResults: assertions.map((s, i) => ({
    status: s === 'fails' ? 'passed' : s,
    fullName: `group t${i}`,
    title: `t${i}`,
    meta: s === 'fails' ? { expectedToFail: true } : {},
  })),
})
const vtReport = (files: ReturnType<typeof vtFile>[]) => {
  const all = files.flatMap((f) => f.assertionResults.map((a) => a.status))
  const count = (s: string) => all.filter((x) => x === s).length
  return {
    numTotalTests: all.length,
    numFailedTests: count('failed'),
    numPassedTests: count('passed'),
    numPendingTests: count('skipped'),
    numTodoTests: count('todo'),
    testResults: files,
  }
}

describe('vitestVerdict', () => {
  it.each([
    ['every test ran and passed', vtReport([vtFile('passed', ['passed', 'passed'])]), 0, true],
    ['a failed test', vtReport([vtFile('failed', ['passed', 'failed'])]), 1, false],
    [
      'a file that failed to load beside one that passed',
      vtReport([vtFile('failed', [], 'boom'), vtFile('passed', ['passed'])]),
      1,
      false,
    ],
    ['a file with no test', vtReport([vtFile('failed', [], 'No test found in suite a.test.ts')]), 1, false],
    ['an empty run with exit 0 (passWithNoTests)', vtReport([]), 0, false],
    ['a forbidden it.only', vtReport([vtFile('failed', ['failed', 'skipped'])]), 1, false],
    ['fewer tests ran than were found', { ...vtReport([vtFile('passed', ['passed'])]), numTotalTests: 3 }, 0, false],
    ['a non-zero exit with a clean report', vtReport([vtFile('passed', ['passed'])]), 1, false],
    ['no report at all', null, 1, false],
    ['a skipped test (it.skip, it.skipIf)', vtReport([vtFile('passed', ['passed', 'skipped'])]), 0, false],
    ['a todo', vtReport([vtFile('passed', ['passed', 'todo'])]), 0, false],
    ['a broken check wrapped in it.fails', vtReport([vtFile('passed', ['passed', 'fails'])]), 0, false],
  ])('%s → trusted: %s', (_, report, status, ok) => {
    expect(trusted(vitestVerdict(report, status))).toBe(ok)
  })

  it('trusts a skip, todo or expected failure that the allow-list names, and counts it as skipped', () => {
    const allow = [{ file: 'tests/unit/a.test.ts', title: 'group t1', reason: 'a reason' }]
    for (const kind of ['skipped', 'todo', 'fails'])
      expect(vitestVerdict(vtReport([vtFile('passed', ['passed', kind])]), 0, allow)).toMatchObject({
        passed: 1,
        skipped: 1,
        errors: [],
      })
    expect(vitestVerdict(vtReport([vtFile('passed', ['passed', 'todo'])]), 0).errors).toEqual([
      '/x/tests/unit/a.test.ts › group t1 is a todo, and tests/allowed-skips.json does not list it',
    ])
  })

  it('names each test that failed', () => {
    const file = { ...vtFile('failed', ['passed', 'failed']) }
    file.assertionResults[1] = { status: 'failed', fullName: 'walls holds' } as never
    expect(vitestVerdict(vtReport([file]), 1).failures).toEqual(['/x/tests/unit/a.test.ts › walls holds'])
    file.assertionResults[1] = {
      status: 'failed',
      fullName: 'walls holds',
      failureMessages: [`AssertionError: expected 200 to be 404\n    at x.test.ts:3:1\n${'y'.repeat(400)}`],
    } as never
    expect(vitestVerdict(vtReport([file]), 1).failures).toEqual([
      '/x/tests/unit/a.test.ts › walls holds: AssertionError: expected 200 to be 404',
    ])
  })
})

describe('runVerdict', () => {
  it('adds the suites up and counts each error as a failure, so the last line never says "0 failed" for a hollow run', () => {
    const v = runVerdict([
      { name: 'unit', passed: 5, failed: 0, skipped: 1, errors: [] },
      { name: 'e2e', passed: 0, failed: 0, skipped: 0, errors: ['Error: No tests found'] },
    ])
    expect(v).toMatchObject({
      ok: false,
      line: '5 passed, 1 failed, 1 skipped',
      errors: ['e2e: Error: No tests found'],
    })
    expect(
      runVerdict([{ name: 'e2e', passed: 0, failed: 1, skipped: 0, errors: [], failures: ['a.spec.ts › t0'] }])
        .failures,
    ).toEqual(['e2e: a.spec.ts › t0'])
  })

  it('is green only when every suite is', () => {
    expect(runVerdict([{ name: 'unit', passed: 2, failed: 0, skipped: 0, errors: [] }])).toMatchObject({
      ok: true,
      line: '2 passed, 0 failed, 0 skipped',
    })
    expect(runVerdict([]).ok).toBe(false)
  })
})

describe('stageTable (scripts/lib/stage-times.mjs)', () => {
  it('lists each stage by its start, with when it began and how long it took, then the wall clock of all', () => {
    const t0 = 1_000_000
    const table = stageTable([
      { stage: 'e2e: browsers', start: t0 + 300_000, end: t0 + 900_000 },
      { stage: 'install', start: t0, end: t0 + 65_000 },
      { stage: 'integration postgres', start: t0 + 100_000, end: t0 + 400_400 },
    ])
    expect(table.split('\n')).toEqual([
      'stage                  start    took',
      'install                 0:00    1:05',
      'integration postgres    1:40    5:00',
      'e2e: browsers           5:00   10:00',
      'all (wall clock)               15:00',
    ])
    expect(stageTable([])).toBe('')
  })
})
