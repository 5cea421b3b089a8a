import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`dealership_group\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`garage_enabled\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`offers_subscription\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`autobot\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`redbook\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`dealership_group\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`garage_enabled\` integer;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`offers_subscription\` integer;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`autobot\` integer;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`redbook\` text;`)
}
