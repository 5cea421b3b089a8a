// The runs behind `npm test` (scripts/test.mjs), each yielding a verdict { name, passed, failed,
// skipped, errors } from its JSON report and exit status (scripts/lib/test-verdict.mjs).
import fs from 'node:fs'
import path from 'node:path'

import { run, runInBackground } from './run.mjs'
import { playwrightVerdict, vitestVerdict } from './test-verdict.mjs'

/**
 * The one list of tests allowed to be skipped, todo, fixme or expected to fail: tests/allowed-skips.json
 * (TEST_ALLOWED_SKIPS names another, for the runner's own tests). Every entry names a file, a title
 * and a reason; an entry without one is refused, and so the run fails.
 * @returns {import('./test-verdict.mjs').AllowedSkip[]}
 */
export function allowedSkips(file = process.env.TEST_ALLOWED_SKIPS || 'tests/allowed-skips.json') {
  const list = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')).allowed
  if (!Array.isArray(list)) throw new Error(`${file}: "allowed" must be a list`)
  for (const entry of list)
    for (const key of ['file', 'title', 'reason'])
      if (typeof entry?.[key] !== 'string' || !entry[key].trim())
        throw new Error(`${file}: every entry needs a ${key} (${JSON.stringify(entry)})`)
  return list
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

function vitestRun({ project, config, tag, dir = 'test-results' }) {
  const out = path.resolve(`${dir}/${tag}.json`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.rmSync(out, { force: true })
  const args = [
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    ...(project ? ['--project', project] : []),
    '--allowOnly=false',
    '--reporter=default',
    // Vitest's JSON report, with `it.fails` tests marked (scripts/lib/vitest-json-reporter.mjs).
    `--reporter=${path.resolve('scripts/lib/vitest-json-reporter.mjs')}`,
    `--outputFile=${out}`,
  ]
  return { args, verdict: (status) => ({ name: tag, ...vitestVerdict(readReport(out), status, allowedSkips()) }) }
}

/**
 * One Vitest project (or, with `config`, that config's tests), `.only` forbidden.
 * @param {{ project?: string, config?: string, env?: NodeJS.ProcessEnv, tag?: string }} options
 */
export function vitestSuite({ project, config, env = process.env, tag = project ?? 'vitest' }) {
  const { args, verdict } = vitestRun({ project, config, tag })
  return verdict(run('npx', args, { allowFail: true, env }))
}

/** The end markers of the background runs started so far: the browser tests wait for them. */
const backgroundDoneFiles = []

/**
 * The same run beside whatever comes next: its output goes to data/reports/{tag}.log and is printed
 * when it ends; resolves with its verdict, judged exactly as a foreground run is. Not under
 * test-results/: Playwright empties that folder when it starts, which may be mid-run.
 * @param {{ project?: string, config?: string, env?: NodeJS.ProcessEnv, tag?: string }} options
 */
export async function vitestSuiteInBackground({ project, config, env = process.env, tag = project ?? 'vitest' }) {
  const { args, verdict } = vitestRun({ project, config, tag, dir: 'data/reports' })
  const log = path.resolve(`data/reports/${tag}.log`)
  const doneFile = path.resolve(`data/reports/${tag}.done`)
  backgroundDoneFiles.push(doneFile)
  const status = await runInBackground('npx', args, { env, logFile: log, doneFile })
  console.log(`\n━━ ${tag} (ran in the background) ━━\n${fs.readFileSync(log, 'utf8')}`)
  return verdict(status)
}

/**
 * The command of the Playwright run: scripts/e2e.mjs (seeded database, production build, servers;
 * it hands its arguments to `playwright test`), or with `config` that config alone, no server.
 * `--forbid-only` either way (tests/runner/test-runner.test.ts checks both).
 * @param {string} [config]
 * @returns {[string, string[]]}
 */
export function playwrightCommand(config) {
  return config
    ? ['npx', ['playwright', 'test', '--config', config, '--forbid-only']]
    : ['node', ['scripts/e2e.mjs', '--forbid-only']]
}

/**
 * The Playwright run (playwrightCommand). `test.only` is forbidden either way.
 * @param {{ config?: string, env?: NodeJS.ProcessEnv, tag?: string }} [options]
 */
export function playwrightSuite({ config, env = process.env, tag = 'e2e' } = {}) {
  const report = path.resolve(env.PLAYWRIGHT_REPORT ?? `test-results/${tag}.json`)
  fs.mkdirSync(path.dirname(report), { recursive: true })
  fs.rmSync(report, { force: true })
  // The seed and the build go beside a background run; the browser tests wait for its end
  // (scripts/e2e.mjs E2E_AFTER_FILES): beside them it slowed the servers enough to fail timed tests.
  const runEnv = { ...env, PLAYWRIGHT_REPORT: report, E2E_AFTER_FILES: backgroundDoneFiles.join(',') }
  const [cmd, args] = playwrightCommand(config)
  const status = run(cmd, args, { allowFail: true, env: runEnv })
  return { name: tag, ...playwrightVerdict(readReport(report), status, allowedSkips()) }
}
