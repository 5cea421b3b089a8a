import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: this migration carries a snapshot (the .json beside it) of the whole schema after
 * the branches that added the landline switch for phone codes (sms_landlines), the object-storage
 * fields of the upload collections (prefix, _objectKey) and the redirects plugin were merged on
 * 2026-12-07. Each branch generated its migration from a snapshot that lacked the others' changes;
 * the migrations before this one apply all of them. The next `npm run migrate:create` diffs against
 * this one.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
