// Small process helpers for the demo and test scripts.
import { spawn, spawnSync } from 'node:child_process'

/** Runs a command in the foreground; exits this process with its status when it fails. */
export function run(cmd, args, { env, allowFail = false } = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (r.status !== 0 && !allowFail) {
    console.error(`✖ ${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`)
    process.exit(r.status ?? 1)
  }
  return r.status ?? 1
}

/** Starts `next start` and resolves once it answers on the port. */
export async function startServer({ port, env, quiet = false }) {
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    env: { ...env, PORT: String(port) },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    detached: true,
  })
  let exited = null
  child.on('exit', (code) => (exited = code ?? 1))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`next start exited with ${exited}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/site-map`)
      if (res.ok) return { child, stop: () => stopServer(child), siteMap: await res.json() }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  stopServer(child)
  throw new Error(`next start did not answer on port ${port} within 60 s`)
}

export function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
