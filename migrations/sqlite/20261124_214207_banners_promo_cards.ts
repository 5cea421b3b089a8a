import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`banners_display\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_display_order_idx\` ON \`banners_display\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`banners_display_parent_idx\` ON \`banners_display\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`alt\` text NOT NULL,
  	\`link\` text,
  	\`background\` text,
  	\`strict\` integer,
  	\`starts_at\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_tenant_idx\` ON \`banners\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_expires_at_idx\` ON \`banners\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`banners_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_rels_order_idx\` ON \`banners_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_parent_idx\` ON \`banners_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_path_idx\` ON \`banners_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_sites_id_idx\` ON \`banners_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`promo_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text DEFAULT 'We Want Your Car' NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text DEFAULT '/trade-in' NOT NULL,
  	\`link_label\` text DEFAULT 'Value my car' NOT NULL,
  	\`background\` text,
  	\`starts_at\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`promo_cards_tenant_idx\` ON \`promo_cards\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_image_idx\` ON \`promo_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_expires_at_idx\` ON \`promo_cards\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_updated_at_idx\` ON \`promo_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_created_at_idx\` ON \`promo_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promo_cards_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promo_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promo_cards_rels_order_idx\` ON \`promo_cards_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_rels_parent_idx\` ON \`promo_cards_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_rels_path_idx\` ON \`promo_cards_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_rels_sites_id_idx\` ON \`promo_cards_rels\` (\`sites_id\`);`)
  await db.run(sql`ALTER TABLE \`menus_items\` ADD \`generated\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`banners_display\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners_rels\`;`)
  await db.run(sql`DROP TABLE \`promo_cards\`;`)
  await db.run(sql`DROP TABLE \`promo_cards_rels\`;`)
  await db.run(sql`ALTER TABLE \`menus_items\` DROP COLUMN \`generated\`;`)
}
