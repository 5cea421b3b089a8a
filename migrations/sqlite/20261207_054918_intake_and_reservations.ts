import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_reservations_per_shopper\` numeric;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_reservations_per_shopper\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`suspected\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`leads_suspected_idx\` ON \`leads\` (\`suspected\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_suspected_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`suspected\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_reservations_per_shopper\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_settings_reservations_per_shopper\`;`)
}
