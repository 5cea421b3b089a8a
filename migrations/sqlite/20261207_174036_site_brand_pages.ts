import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_brand_pages\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_features_brand_pages\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_brand_pages\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_features_brand_pages\`;`)
}
