// The `playwright test` arguments of scripts/e2e.mjs, from its own: every argument is handed on
// (`--forbid-only` from `npm test` included: tests/runner/test-runner.test.ts checks it).
//
// A run of chosen spec files (`node scripts/e2e.mjs tests/e2e/finance.spec.ts`) runs just those, each
// against its project's server: without --no-deps Playwright would first run the whole read-only
// project the others depend on.
/** @param {string[]} argv the arguments after the script's name */
export function e2ePlaywrightArgs(argv) {
  const chosenFiles = argv.some((arg) => /\.spec\.ts(:\d+)?$/.test(arg))
  return ['playwright', 'test', ...(chosenFiles ? ['--no-deps'] : []), ...argv]
}
