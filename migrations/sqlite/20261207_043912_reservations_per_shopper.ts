import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_reservations_per_shopper\` numeric;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_reservations_per_shopper\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_reservations_per_shopper\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_settings_reservations_per_shopper\`;`)
}
