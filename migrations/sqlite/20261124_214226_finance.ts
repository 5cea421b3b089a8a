import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_settings_finance_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_settings_finance_steps_order_idx\` ON \`sites_settings_finance_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_settings_finance_steps_parent_id_idx\` ON \`sites_settings_finance_steps\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_finance_link\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_postcode_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_enquiry_pages\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_get_finance_promo\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_sidebar_steps\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_settings_finance_steps\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_finance_link\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_postcode_required\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_enquiry_pages\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_get_finance_promo\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_sidebar_steps\`;`)
}
