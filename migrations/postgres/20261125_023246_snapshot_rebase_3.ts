import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: this migration carries a snapshot (the .json beside it) of the whole schema after
 * issues 12 and 14 were merged. Issue 14's models, manufacturers and platform settings, and issue
 * 12's finance flags, were each generated from a snapshot that lacked the other's changes; the
 * migrations before this one apply both. The next `npm run migrate:create` diffs against this one.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
