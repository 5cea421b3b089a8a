import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`saved_searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`alerts\` integer DEFAULT true,
  	\`checked_at\` text NOT NULL,
  	\`last_alert_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_tenant_idx\` ON \`saved_searches\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_customer_idx\` ON \`saved_searches\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_site_idx\` ON \`saved_searches\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_alerts_idx\` ON \`saved_searches\` (\`alerts\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_last_alert_at_idx\` ON \`saved_searches\` (\`last_alert_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_sms_sender_name\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_finance_disclaimer\` text;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_sms_sender_name\` text;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_finance_disclaimer\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`eofy_link\` text DEFAULT '/eofy';`)
  await db.run(sql`ALTER TABLE \`platform_settings\` ADD \`finance_disclaimer\` text;`)
  await db.run(sql`ALTER TABLE \`platform_settings\` ADD \`sms_sender_name\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_sms_sender_name\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_finance_disclaimer\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_settings_sms_sender_name\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_settings_finance_disclaimer\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`eofy_link\`;`)
  await db.run(sql`ALTER TABLE \`platform_settings\` DROP COLUMN \`finance_disclaimer\`;`)
  await db.run(sql`ALTER TABLE \`platform_settings\` DROP COLUMN \`sms_sender_name\`;`)
}
