import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`spin_campaigns_prizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`weight\` numeric DEFAULT 1 NOT NULL,
  	\`no_prize\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`spin_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`spin_campaigns_prizes_order_idx\` ON \`spin_campaigns_prizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`spin_campaigns_prizes_parent_id_idx\` ON \`spin_campaigns_prizes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`spin_campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`terms\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`spin_campaigns_tenant_idx\` ON \`spin_campaigns\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`spin_campaigns_active_idx\` ON \`spin_campaigns\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`spin_campaigns_updated_at_idx\` ON \`spin_campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`spin_campaigns_created_at_idx\` ON \`spin_campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`spin_campaigns_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`spin_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`spin_campaigns_rels_order_idx\` ON \`spin_campaigns_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`spin_campaigns_rels_parent_idx\` ON \`spin_campaigns_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`spin_campaigns_rels_path_idx\` ON \`spin_campaigns_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`spin_campaigns_rels_sites_id_idx\` ON \`spin_campaigns_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`spins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`spin_key\` text NOT NULL,
  	\`campaign_id\` integer NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`prize\` text NOT NULL,
  	\`won\` integer DEFAULT false,
  	\`lead_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`campaign_id\`) REFERENCES \`spin_campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`spins_tenant_idx\` ON \`spins\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`spins_spin_key_idx\` ON \`spins\` (\`spin_key\`);`)
  await db.run(sql`CREATE INDEX \`spins_campaign_idx\` ON \`spins\` (\`campaign_id\`);`)
  await db.run(sql`CREATE INDEX \`spins_customer_idx\` ON \`spins\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`spins_site_idx\` ON \`spins\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`spins_lead_idx\` ON \`spins\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`spins_updated_at_idx\` ON \`spins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`spins_created_at_idx\` ON \`spins\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_gate_spin_to_win\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_features_gate_spin_to_win\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`spin_campaigns_prizes\`;`)
  await db.run(sql`DROP TABLE \`spin_campaigns\`;`)
  await db.run(sql`DROP TABLE \`spin_campaigns_rels\`;`)
  await db.run(sql`DROP TABLE \`spins\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_gate_spin_to_win\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_features_gate_spin_to_win\`;`)
}
