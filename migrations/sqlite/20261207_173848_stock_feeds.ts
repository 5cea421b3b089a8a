import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stock_feed_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`dealership_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'running' NOT NULL,
  	\`trigger\` text DEFAULT 'schedule',
  	\`summary\` text,
  	\`message\` text,
  	\`finished_at\` text,
  	\`seconds\` numeric,
  	\`bytes\` numeric,
  	\`source\` text,
  	\`hash\` text,
  	\`rows\` numeric DEFAULT 0,
  	\`created\` numeric DEFAULT 0,
  	\`updated\` numeric DEFAULT 0,
  	\`unchanged\` numeric DEFAULT 0,
  	\`withdrawn\` numeric DEFAULT 0,
  	\`error_rows\` numeric DEFAULT 0,
  	\`diff\` text,
  	\`errors\` text,
  	\`alerted\` integer DEFAULT false,
  	\`run_lock\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_feed_runs_tenant_idx\` ON \`stock_feed_runs\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_feed_runs_dealership_idx\` ON \`stock_feed_runs\` (\`dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_feed_runs_status_idx\` ON \`stock_feed_runs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`stock_feed_runs_hash_idx\` ON \`stock_feed_runs\` (\`hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`stock_feed_runs_run_lock_idx\` ON \`stock_feed_runs\` (\`run_lock\`);`)
  await db.run(sql`CREATE INDEX \`stock_feed_runs_updated_at_idx\` ON \`stock_feed_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_feed_runs_created_at_idx\` ON \`stock_feed_runs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_schedule\` text DEFAULT '1h';`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_source\` text DEFAULT 'https';`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_url\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_auth\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_header_name\` text DEFAULT 'Authorization';`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_sftp_host\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_sftp_port\` numeric DEFAULT 22;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_sftp_path\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_username\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_password_sealed\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_sftp_key_sealed\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_format\` text DEFAULT 'csv';`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_xml_record_path\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_full\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_shrink_guard_percent\` numeric DEFAULT 50;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`stock_feed_stale_hours\` numeric DEFAULT 48;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stock_feed_runs\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_enabled\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_schedule\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_source\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_url\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_auth\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_header_name\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_sftp_host\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_sftp_port\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_sftp_path\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_username\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_password_sealed\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_sftp_key_sealed\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_format\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_xml_record_path\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_full\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_shrink_guard_percent\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`stock_feed_stale_hours\`;`)
}
