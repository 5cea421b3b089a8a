import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_garage_alias\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_equifax_finance\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_gate_equifax_finance\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_features_garage_alias\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_features_equifax_finance\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_features_gate_equifax_finance\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_garage_alias\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_equifax_finance\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_gate_equifax_finance\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_features_garage_alias\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_features_equifax_finance\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_features_gate_equifax_finance\`;`)
}
