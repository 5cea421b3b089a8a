import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`menus_items_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_items_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_items_columns_links_order_idx\` ON \`menus_items_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_columns_links_parent_id_idx\` ON \`menus_items_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_items_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_items_columns_order_idx\` ON \`menus_items_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_columns_parent_id_idx\` ON \`menus_items_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_items_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_items_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_columns_links_order_idx\` ON \`_menus_v_version_items_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_columns_links_parent_id_idx\` ON \`_menus_v_version_items_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_items_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_columns_order_idx\` ON \`_menus_v_version_items_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_columns_parent_id_idx\` ON \`_menus_v_version_items_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_banner_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_banner_items_order_idx\` ON \`pages_blocks_feature_banner_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_banner_items_parent_id_idx\` ON \`pages_blocks_feature_banner_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_banner_order_idx\` ON \`pages_blocks_feature_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_banner_parent_id_idx\` ON \`pages_blocks_feature_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_banner_path_idx\` ON \`pages_blocks_feature_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_banner_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_banner_items_order_idx\` ON \`_pages_v_blocks_feature_banner_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_banner_items_parent_id_idx\` ON \`_pages_v_blocks_feature_banner_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_banner_order_idx\` ON \`_pages_v_blocks_feature_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_banner_parent_id_idx\` ON \`_pages_v_blocks_feature_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_banner_path_idx\` ON \`_pages_v_blocks_feature_banner\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`menus_items\` ADD \`layout\` text DEFAULT 'dropdown';`)
  await db.run(sql`ALTER TABLE \`_menus_v_version_items\` ADD \`layout\` text DEFAULT 'dropdown';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`menus_items_columns_links\`;`)
  await db.run(sql`DROP TABLE \`menus_items_columns\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items_columns_links\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_banner_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_banner_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_banner\`;`)
  await db.run(sql`ALTER TABLE \`menus_items\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_menus_v_version_items\` DROP COLUMN \`layout\`;`)
}
