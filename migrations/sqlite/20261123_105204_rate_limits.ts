import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`idempotency_key\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`idempotency_fingerprint\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_idempotency_key_idx\` ON \`leads\` (\`site_id\`,\`idempotency_key\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`site_idempotency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`idempotency_key\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`idempotency_fingerprint\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
