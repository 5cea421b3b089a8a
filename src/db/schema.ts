import type { Payload } from 'payload'

/**
 * Brings the schema up to date from the committed migrations. Production runs them in the adapter's
 * connect step (prodMigrations); scripts and tests run them here, so every environment uses the
 * same migrations and none relies on dev-mode schema push.
 */
export async function migrateToLatest(payload: Payload): Promise<void> {
  if (process.env.NODE_ENV === 'production' || process.env.PAYLOAD_MIGRATING === 'true') return
  const migrations = (payload.db as { prodMigrations?: unknown[] }).prodMigrations
  if (!migrations?.length || !payload.db.migrate) return
  await payload.db.migrate({ migrations: migrations as never })
}
