import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * No schema change: this migration carries a snapshot (the .json beside it) of the whole schema after
 * the finance, shopper account, content and staff admin branches were merged. Those branches each
 * wrote their own SQL (verifications, finance, stock import, customers, redirects, banners, the
 * sales counter, posts), applied by the migrations before this one, but their snapshots did not
 * hold one another's changes, so the next `npm run migrate:create` would have repeated their
 * statements. It now diffs against this snapshot.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
