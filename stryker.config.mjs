/**
 * Mutation testing (docs/testing.md "Mutation testing"): StrykerJS changes the code under
 * src/domain, src/forms and src/http one small edit at a time and runs the unit tests that cover
 * each edit; an edit no test notices is a missing test. `npm run test:mutation` runs it; with
 * `incremental` only mutants in changed code or covered by changed tests run again, against the
 * results a previous run kept in reports/stryker-incremental.json.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/domain/**/*.ts', 'src/forms/**/*.ts', 'src/http/**/*.ts', '!**/*.d.ts'],
  // Only the mutated folders get Stryker's // @ts-nocheck: tests compare generated files elsewhere byte for byte.
  disableTypeChecks: 'src/{domain,forms,http}/**/*.{ts,tsx}',
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportMutants: false, reportScoreTable: true },
  concurrency: 2,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: null },
}
