/**
 * Runs once when the server starts: in production's JSON log format, turn the console into JSON
 * lines (README "Operations"); refuse to start against a database that is not there.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ logFormat }, { installJsonConsole }] = await Promise.all([
    import('./log/format'),
    import('./log/json-console'),
  ])
  if (logFormat() === 'json') installJsonConsole()
  const { assertDatabaseReachable } = await import('./db/preflight')
  try {
    await assertDatabaseReachable()
  } catch (err) {
    console.error(`\n✖ ${(err as Error).message}\n`)
    process.exit(1)
  }
}
