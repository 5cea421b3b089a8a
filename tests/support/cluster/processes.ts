import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

import { INTERNAL_KEY_HEADER, internalKey } from '@/access/internal-key'

import { SERVER_NODE_FLAGS } from '../../../scripts/lib/run.mjs'
import { request, sleep } from '../reliability/app'

/**
 * The cluster's app processes: production servers of this worktree's build (`npm start`:
 * scripts/server.mjs) and an `npm run jobs` worker, each with its output appended to a log file that
 * survives its restarts, for a failed test to print.
 */
export type Instance = {
  name: string
  port: number
  pid: number
  /** SIGKILL: no shutdown hook runs, as in a power cut. */
  kill: () => Promise<void>
  /** SIGTERM, then its exit (the server drains first: scripts/lib/graceful-shutdown.mjs). */
  stop: () => Promise<number | null>
}

export const logTail = (file: string, lines = 30) =>
  fs.existsSync(file)
    ? `\n--- last ${lines} lines of ${file} ---\n${fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')}`
    : ''

function spawnLogged(cmd: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'a')
  const child = spawn(cmd, args, { env, stdio: ['ignore', log, log], detached: true })
  fs.closeSync(log) // the child holds its own copy
  return child
}

/** Ends a child's whole process group with `signal`; resolves with its exit code once it is gone. */
function signaller(child: ChildProcess) {
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })
  return async (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // already gone
    }
    return exited
  }
}

/** Starts a production server on `port` and resolves once it answers (the internal site map). */
export async function startInstance({
  name,
  port,
  env,
  logFile,
}: {
  name: string
  port: number
  env: NodeJS.ProcessEnv
  logFile: string
}): Promise<Instance> {
  fs.appendFileSync(logFile, `\n=== ${name} starting on port ${port} at ${new Date().toISOString()} ===\n`)
  const child = spawnLogged(
    process.execPath,
    [...SERVER_NODE_FLAGS, 'scripts/server.mjs', '-p', String(port), '--keepAliveTimeout', '65000'],
    { ...env, NODE_ENV: 'production', PORT: String(port) },
    logFile,
  )
  const signal = signaller(child)
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}${logTail(logFile)}`)
    const res = await request(port, {
      path: '/api/site-map',
      headers: { [INTERNAL_KEY_HEADER]: internalKey(env.PAYLOAD_SECRET) },
    }).catch(() => null)
    if (res?.status === 200) break
    if (Date.now() > deadline) {
      await signal('SIGKILL')
      throw new Error(`${name} did not answer on port ${port} within 120 s${logTail(logFile)}`)
    }
    await sleep(200)
  }
  return {
    name,
    port,
    pid: child.pid!,
    kill: () => signal('SIGKILL').then(() => undefined),
    stop: () => signal('SIGTERM'),
  }
}

export type Worker = {
  /** The jobs this worker reports it ran ("jobs worker: ran N job(s)", scripts/jobs.ts). */
  ranJobs: () => number
  stop: () => Promise<number | null>
}

/** `npm run jobs`: the lead-delivery worker beside the servers (docs/features/leads.md "Lead delivery"). */
export async function startWorker({ env, logFile }: { env: NodeJS.ProcessEnv; logFile: string }): Promise<Worker> {
  fs.appendFileSync(logFile, `\n=== jobs worker starting at ${new Date().toISOString()} ===\n`)
  const child = spawnLogged('npm', ['run', 'jobs', '--silent'], { ...env, NODE_ENV: 'production' }, logFile)
  const signal = signaller(child)
  const ranJobs = () =>
    [...fs.readFileSync(logFile, 'utf8').matchAll(/jobs worker: ran (\d+) job/g)].reduce((n, m) => n + Number(m[1]), 0)
  const deadline = Date.now() + 120_000
  while (!/jobs worker: running/.test(fs.readFileSync(logFile, 'utf8'))) {
    if (child.exitCode !== null) throw new Error(`the jobs worker exited with ${child.exitCode}${logTail(logFile)}`)
    if (Date.now() > deadline) {
      await signal('SIGKILL')
      throw new Error(`the jobs worker did not start within 120 s${logTail(logFile)}`)
    }
    await sleep(250)
  }
  return { ranJobs, stop: () => signal('SIGTERM') }
}
