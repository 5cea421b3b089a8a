// Real runs of scripts/test.mjs (`npm test`) on the planted fixtures of tests/runner/fixtures, for
// tests/runner/test-runner*.test.ts (two files, so that Vitest runs them on both cores).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
export const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-runner-'))
const LAST_LINE = /^(\d+) passed, (\d+) failed, (\d+) skipped$/

export function npmTestE2e(fixture: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_E2E_CONFIG: 'tests/runner/fixtures/playwright.config.ts',
    RUNNER_FIXTURE: fixture,
    PLAYWRIGHT_REPORT: path.join(tmp, `${fixture}.json`),
    TEST_ALLOWED_SKIPS: FIXTURE_ALLOW_LIST,
  }
  delete env.CI // the runner must forbid test.only on its own, not only in CI
  return npmTest('--e2e', env)
}

const FIXTURE_ALLOW_LIST = 'tests/runner/fixtures/allowed-skips.json'

function npmTest(suite: string, env: NodeJS.ProcessEnv) {
  delete env.STAGE_TIMES_FILE // the fixtures' runs are not stages of the run around them
  const r = spawnSync('node', ['scripts/test.mjs', suite], { cwd: root, env, encoding: 'utf8' })
  const lines = r.stdout.trim().split('\n')
  const [, passed, failed, skipped] = LAST_LINE.exec(lines.at(-1) ?? '')?.map(Number) ?? []
  return { status: r.status, passed, failed, skipped, stderr: r.stderr }
}

/** `npm test --unit` on tests/runner/fixtures/vitest/<fixture>. */
export function npmTestVitest(fixture: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_UNIT_CONFIG: 'tests/runner/fixtures/vitest/vitest.config.ts',
    RUNNER_FIXTURE: fixture,
    TEST_ALLOWED_SKIPS: FIXTURE_ALLOW_LIST,
  }
  delete env.CI
  return npmTest('--unit', env)
}
