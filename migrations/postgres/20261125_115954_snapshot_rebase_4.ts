import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: this migration carries a snapshot (the .json beside it) of the whole schema after
 * the finance, shopper account, content and locations branches were merged on 2026-11-25. Each
 * branch generated its migration from a snapshot that lacked the others' changes; the migrations
 * before this one apply all of them (on SQLite, the locations block migration's rebuild of `sites`
 * runs first, so the columns the others add survive it). The next `npm run migrate:create` diffs
 * against this one.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
