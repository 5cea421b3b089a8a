import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * No schema change: this migration carries a snapshot (the .json beside it) of the whole schema after
 * the lead forms, lead delivery, pages and offers, and locations and reviews branches were merged.
 * Those branches each wrote their own SQL, applied by the migrations before this one, but their
 * snapshots did not hold one another's changes, so the next `npm run migrate:create` would have
 * repeated their statements. It now diffs against this snapshot.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
