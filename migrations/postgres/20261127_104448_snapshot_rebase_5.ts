import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: this migration carries a snapshot (the .json beside it) of the whole schema after
 * the branches that added the phone reveal source, the finance term increments, Spin to Win and the
 * content blocks, menus and group home were merged on 2026-11-27. Each branch generated its migration
 * from a snapshot that lacked the others' changes; the migrations before this one apply all of them
 * (none of them rebuilds a table on SQLite). The next `npm run migrate:create` diffs against this one.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
