import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`models\` ADD \`manufacturer_body2\` text;`)
  await db.run(sql`ALTER TABLE \`models\` ADD \`manufacturer_body3\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`models\` DROP COLUMN \`manufacturer_body2\`;`)
  await db.run(sql`ALTER TABLE \`models\` DROP COLUMN \`manufacturer_body3\`;`)
}
