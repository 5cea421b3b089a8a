/** Runs once when the server starts: refuse to start against a database that is not there. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertDatabaseReachable } = await import('./db/preflight')
  try {
    await assertDatabaseReachable()
  } catch (err) {
    console.error(`\n✖ ${(err as Error).message}\n`)
    process.exit(1)
  }
}
