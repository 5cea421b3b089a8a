import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_sms_landlines\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_features_sms_landlines\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_sms_landlines\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_features_sms_landlines\`;`)
}
