import { databaseHost, databaseKind } from './kind'

export const MONGO_PREFLIGHT_TIMEOUT_MS = 4000

/**
 * Fails fast, with one readable line, when DATABASE_URL names a MongoDB server that does not answer.
 * Without it the driver waits 30 s, dumps its topology, and the server answers 500s after saying
 * Ready (FINDINGS.md). SQLite needs no check; PostgreSQL's pool already times out in 5 s.
 */
export async function assertDatabaseReachable(
  url = process.env.DATABASE_URL,
  timeoutMs = MONGO_PREFLIGHT_TIMEOUT_MS,
): Promise<void> {
  if (databaseKind(url) !== 'mongodb') return
  const { MongoClient } = await import('mongodb')
  const client = new MongoClient(url!, { serverSelectionTimeoutMS: timeoutMs, connectTimeoutMS: timeoutMs })
  try {
    await client.connect()
    await client.db().command({ ping: 1 })
  } catch {
    throw new Error(
      `Cannot reach MongoDB at ${databaseHost(url!)} (no answer within ${timeoutMs / 1000} s). ` +
        'Start MongoDB there, correct DATABASE_URL, or unset DATABASE_URL to use the embedded SQLite database.',
    )
  } finally {
    await client.close().catch(() => {})
  }
}
