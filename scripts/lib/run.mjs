// Small process helpers for the demo and test scripts.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { INTERNAL_KEY_HEADER, internalKey } from './internal-key.mjs'

/** Runs a command in the foreground; exits this process with its status when it fails. */
export function run(cmd, args, { env, allowFail = false } = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (r.status !== 0 && !allowFail) {
    console.error(`✖ ${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`)
    process.exit(r.status ?? 1)
  }
  return r.status ?? 1
}

/**
 * Runs a command beside this process, its output into `logFile`; resolves with its exit status.
 * With `doneFile`, that file is created when the command ends: another process can wait for it
 * while this one is blocked in a foreground `run` (whose spawnSync holds the event loop).
 */
export function runInBackground(cmd, args, { env, logFile, doneFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, 'w')
  if (doneFile) fs.rmSync(doneFile, { force: true })
  const child = doneFile
    ? spawn('sh', ['-c', '"$@"; status=$?; : > "$RUN_DONE_FILE"; exit $status', 'sh', cmd, ...args], {
        env: { ...env, RUN_DONE_FILE: doneFile },
        stdio: ['ignore', log, log],
      })
    : spawn(cmd, args, { env, stdio: ['ignore', log, log] })
  return new Promise((resolve) => {
    child.on('error', () => resolve(1))
    child.on('exit', (code) => {
      fs.closeSync(log)
      resolve(code ?? 1)
    })
  })
}

/**
 * Node's flags for the production server, as `npm start` passes them (package.json; a unit test keeps
 * the two the same). A young generation of 64 MB semi-spaces (V8's default is 16 MB): a render or a
 * lead POST makes a few MB of short-lived objects, and with the default the collector ran every few
 * requests. Measured on this repository: 8-18% less CPU per cold page render and per lead POST
 * (docs/features/sites-and-tenants.md "Sites, tenants and staff").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64']

/**
 * Starts the production server (scripts/server.mjs: Next behind the front door) and resolves once it
 * answers on the port. With `logFile`, the server's
 * stdout and stderr go to that file (tests/security reads it to check what the server logs).
 */
export async function startServer({ port, env, quiet = false, logFile }) {
  let log = null
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true })
    log = fs.openSync(logFile, 'w')
  }
  // Idle keep-alive sockets stay open for 65 s (Node's default is 5 s): a client that reuses one just
  // as the server closes it gets ECONNRESET, which failed an e2e request after a pause. Load
  // balancers expect the same (their idle timeout is 60 s), so production should set it too.
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, 'scripts/server.mjs', '-p', String(port), '--keepAliveTimeout', '65000'],
    {
      env: { ...env, PORT: String(port) },
      stdio: log !== null ? ['ignore', log, log] : quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      detached: true,
    },
  )
  let exited = null
  child.on('exit', (code) => (exited = code ?? 1))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the server exited with ${exited}`)
    try {
      // The site map is not public: send the internal key derived from the server's PAYLOAD_SECRET.
      const res = await fetch(`http://127.0.0.1:${port}/api/site-map`, {
        headers: { [INTERNAL_KEY_HEADER]: internalKey(env?.PAYLOAD_SECRET) },
      })
      if (res.ok) return { child, stop: () => stopServer(child), siteMap: await res.json() }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  stopServer(child)
  throw new Error(`the server did not answer on port ${port} within 60 s`)
}

export function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

/**
 * Waits until every file exists (each marks a background run's end, see runInBackground), at most
 * `timeoutMs`; says what it waits for. Resolves false when it gave up.
 */
export async function waitForFiles(files, { timeoutMs, why }) {
  const pending = () => files.filter((f) => !fs.existsSync(f))
  if (pending().length === 0) return true
  console.log(`› Waiting for ${pending().join(', ')}: ${why}`)
  const started = Date.now()
  while (pending().length) {
    if (Date.now() - started > timeoutMs) {
      console.warn(`› Gave up waiting after ${Math.round(timeoutMs / 1000)} s; going on.`)
      return false
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  console.log(`› Waited ${Math.round((Date.now() - started) / 1000)} s.`)
  return true
}
