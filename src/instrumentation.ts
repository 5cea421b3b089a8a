/**
 * Runs once when the server starts: refuse to start against a database that is not there, or with
 * object-storage settings that cannot work (docs/features/media-storage.md "Media storage"; a bucket that is down only fails
 * the readiness check and the uploads, as a mail server that is down only fails sends); then, in
 * production's JSON log format, turn the console into JSON lines, and hand the production server its
 * way to count requests (docs/deploy.md "Operations").
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
  const { s3Settings } = await import('./integrations/storage/settings')
  const { feedSecretKey } = await import('./db/secret')
  try {
    s3Settings()
    feedSecretKey()
    await assertDatabaseReachable()
  } catch (err) {
    console.error(`\n✖ ${(err as Error).message}\n`)
    process.exit(1)
  }
  // The other instances' page expiries and stock changes from the start, and this one's to them
  // (docs/deploy.md "Running several instances"). Not while building: nothing there serves or changes anything.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { joinDeployment } = await import('./cache/generation')
  joinDeployment()
}
