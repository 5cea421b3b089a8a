/**
 * Runs once when the server starts: refuse to start against a database that is not there; then,
 * in production's JSON log format, turn the console into JSON lines, and hand the production server
 * its way to count requests (README "Operations").
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ logFormat }, { installJsonConsole }, { installRequestObserver }] = await Promise.all([
    import('./log/format'),
    import('./log/json-console'),
    import('./ops/request-observer'),
  ])
  if (logFormat() === 'json') installJsonConsole()
  installRequestObserver()
  const { assertDatabaseReachable } = await import('./db/preflight')
  try {
    await assertDatabaseReachable()
  } catch (err) {
    console.error(`\n✖ ${(err as Error).message}\n`)
    process.exit(1)
  }
}
