import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`suspected\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`leads_suspected_idx\` ON \`leads\` (\`suspected\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_suspected_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`suspected\`;`)
}
