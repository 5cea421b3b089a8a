import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: this migration carries a snapshot (the .json beside it) of the whole schema after
 * the content and finance branches were merged. The content branch's models, manufacturers and
 * platform settings, and the finance branch's finance flags, were each generated from a snapshot
 * that lacked the other's changes; the migrations before this one apply both. The next `npm run
 * migrate:create` diffs against this one.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
