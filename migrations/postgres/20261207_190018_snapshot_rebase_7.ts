import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// A snapshot rebase: the stock feeds, department addresses and lead notes were each migrated on their own
// branch (their migrations above apply them); this one only records the joined schema as the snapshot
// the next `npm run migrate:create` diffs against.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
