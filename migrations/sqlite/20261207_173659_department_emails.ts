import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`lead_delivery_service_email\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`lead_delivery_parts_email\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`lead_delivery_finance_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`lead_delivery_service_email\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`lead_delivery_parts_email\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`lead_delivery_finance_email\`;`)
}
