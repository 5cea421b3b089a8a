// What a test run proved, from the runner's JSON report and its exit status. Pure, so the runner's own
// test (tests/runner/test-verdict.test.ts) can table-test every way a run can look green and be hollow.
//
// Each suite yields { passed, failed, skipped, errors }: `errors` lists every reason the suite cannot
// be trusted even if no test failed (a file that failed to load, an empty run, tests found but not
// run, a report missing, a non-zero exit nothing else explains). `failures` names the tests that
// failed (file › title: the first line of the error, and where it was thrown), so the last lines of a
// CI log, often all a reader gets, say which test failed and why.
//
// A green run means everything ran: a test skipped (statically or on a condition), a todo, a fixme or
// a test expected to fail (`test.fail`, `it.fails`) is an error of its suite unless
// tests/allowed-skips.json lists it with a reason (docs/testing.md). A listed one counts as skipped.

/** @typedef {{ passed: number, failed: number, skipped: number, errors: string[], failures?: string[] }} SuiteVerdict */

const exitError = (status) => `exited with ${status ?? 'a signal'} although no test failed`

/** @typedef {{ file: string, title: string, reason: string }} AllowedSkip */

/** Whether the allow-list names this test: its file (a path suffix either way) and its title or full name. */
function isAllowed(allowed, file, titles) {
  const f = String(file ?? '').replaceAll('\\', '/')
  return allowed.some(
    (a) => (f.endsWith(a.file) || (f !== '' && a.file.endsWith(f))) && titles.filter(Boolean).includes(a.title),
  )
}

const notAllowed = (what, name) => `${name} is ${what}, and tests/allowed-skips.json does not list it`

/**
 * A Vitest JSON report (--reporter=json). `report` is the parsed file, or null when there is none.
 * @returns {SuiteVerdict}
 */
export function vitestVerdict(report, status, allowed = []) {
  if (!report) return { passed: 0, failed: 0, skipped: 0, errors: [`wrote no report (exit ${status ?? 'by signal'})`] }
  let passed = report.numPassedTests ?? 0
  const failed = report.numFailedTests ?? 0
  const ranOrSkipped = passed + failed + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  let skipped = 0
  const errors = []
  const failures = []
  for (const file of report.testResults ?? []) {
    for (const a of file.assertionResults ?? []) {
      const name = `${file.name ?? 'a test file'} › ${a.fullName ?? a.title ?? 'a test'}`
      // `it.fails` passes when its body throws: scripts/lib/vitest-json-reporter.mjs marks it.
      const what =
        a.status === 'todo'
          ? 'a todo'
          : a.status === 'skipped' || a.status === 'pending'
            ? 'skipped'
            : a.status === 'passed' && a.meta?.expectedToFail
              ? 'expected to fail (it.fails)'
              : null
      if (!what) continue
      if (a.status === 'passed') passed -= 1
      if (isAllowed(allowed, file.name, [a.fullName, a.title])) skipped += 1
      else errors.push(notAllowed(what, name))
    }
    // A file whose tests were never collected: it threw on import, or declared no test.
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      errors.push(`${file.name ?? 'a test file'} failed to load: ${firstLine(file.message) || 'no message'}`)
    }
    for (const a of file.assertionResults ?? [])
      if (a.status === 'failed')
        failures.push(
          `${file.name ?? 'a test file'} › ${a.fullName ?? a.title ?? 'a test'}${reason(a.failureMessages?.[0])}`,
        )
  }
  const total = report.numTotalTests ?? 0
  if (total === 0) errors.push('ran no tests')
  else if (ranOrSkipped < total) errors.push(`ran ${ranOrSkipped} of the ${total} tests it found`)
  if (status !== 0 && failed === 0 && errors.length === 0) errors.push(exitError(status))
  return { passed, failed, skipped, errors, failures }
}

/** Every test in a Playwright JSON report's suite tree. */
function playwrightTests(suites = []) {
  const tests = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) tests.push({ title: spec.title, file: suite.file, ...t })
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const s of suites) walk(s)
  return tests
}

/**
 * A Playwright JSON report (the `json` reporter). `report` is the parsed file, or null when there is none.
 * @returns {SuiteVerdict}
 */
export function playwrightVerdict(report, status, allowed = []) {
  if (!report) return { passed: 0, failed: 0, skipped: 0, errors: [`wrote no report (exit ${status ?? 'by signal'})`] }
  const stats = report.stats ?? {}
  let passed = stats.expected ?? 0
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0)
  let skipped = 0
  // Load errors, "No tests found", a forbidden test.only, a global timeout: all land here.
  const errors = (report.errors ?? []).map((e) => firstLine(e.message ?? e.value ?? String(e)))
  const tests = playwrightTests(report.suites)
  if (tests.length === 0) {
    // Report errors ("No tests found", a load error) already say why; otherwise say it here.
    if (errors.length === 0) errors.push('ran no tests')
  } else {
    // A test that was meant to run but has no outcome: the run stopped before it (interrupted, a
    // crashed worker, max failures). Tests skipped on purpose expect 'skipped'.
    const notRun = tests.filter(
      (t) => t.expectedStatus !== 'skipped' && (t.status === 'skipped' || (t.results ?? []).length === 0),
    )
    if (notRun.length)
      errors.push(
        `ran ${tests.length - notRun.length} of the ${tests.length} tests it found (first not run: ${notRun[0].file} › ${notRun[0].title})`,
      )
    // Skipped on purpose (test.skip, a conditional test.skip, test.fixme) or expected to fail
    // (test.fail, which passes when its body throws): each must be on the allow-list.
    for (const t of tests) {
      const kinds = (t.annotations ?? []).map((a) => a.type)
      const what =
        t.expectedStatus === 'skipped'
          ? kinds.includes('fixme')
            ? 'a fixme'
            : 'skipped'
          : t.expectedStatus === 'failed'
            ? 'expected to fail (test.fail)'
            : null
      if (!what) continue
      if (t.expectedStatus === 'failed' && t.status === 'expected') passed -= 1
      if (isAllowed(allowed, t.file, [t.title])) skipped += 1
      else errors.push(notAllowed(what, `${t.file} › ${t.title}`))
    }
  }
  // Failed outright, or passed only on a retry (flaky): both fail the run, so both are named.
  const failures = tests
    .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
    .map((t) => {
      const error = (t.results ?? []).find((r) => r.error)?.error
      const at = error?.location
        ? ` (at ${error.location.file.split('/').slice(-2).join('/')}:${error.location.line})`
        : ''
      const flaky = t.status === 'flaky' ? ' (flaky: passed on a retry)' : ''
      return `${t.file} › ${t.title}${flaky}${reason(error?.message)}${at}`
    })
  if (status !== 0 && failed === 0 && errors.length === 0) errors.push(exitError(status))
  return { passed, failed, skipped, errors, failures }
}

/**
 * The whole run: the sum of the suites, each error counted as one failure so the last line never
 * says "0 failed" for a run that cannot be trusted.
 * @param {Array<{ name: string } & SuiteVerdict>} suites
 */
export function runVerdict(suites) {
  const totals = { passed: 0, failed: 0, skipped: 0 }
  const errors = []
  const failures = []
  for (const s of suites) {
    totals.passed += s.passed
    totals.failed += s.failed + s.errors.length
    totals.skipped += s.skipped
    for (const e of s.errors) errors.push(`${s.name}: ${e}`)
    for (const f of s.failures ?? []) failures.push(`${s.name}: ${f}`)
  }
  if (suites.length === 0) {
    errors.push('no suite ran')
    totals.failed += 1
  }
  return {
    ...totals,
    errors,
    failures,
    ok: totals.failed === 0,
    line: `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  }
}

/** ": {first line of the error}", at most 300 characters; empty when there is no message. */
function reason(message) {
  const line = firstLine(message)
  return line ? `: ${line.length > 300 ? `${line.slice(0, 299)}…` : line}` : ''
}

function firstLine(text) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- strips the terminal's colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? ''
  )
}
