import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_settings_group_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_settings_group_stats_order_idx\` ON \`sites_settings_group_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_settings_group_stats_parent_id_idx\` ON \`sites_settings_group_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sites_v_version_settings_group_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_group_stats_order_idx\` ON \`_sites_v_version_settings_group_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_group_stats_parent_id_idx\` ON \`_sites_v_version_settings_group_stats\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`pages_blocks_why_list_cards_display\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_why_list_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_list_cards_display_order_idx\` ON \`pages_blocks_why_list_cards_display\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_list_cards_display_parent_idx\` ON \`pages_blocks_why_list_cards_display\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`strict\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_why_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_list_cards_order_idx\` ON \`pages_blocks_why_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_list_cards_parent_id_idx\` ON \`pages_blocks_why_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_why_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'dealer',
  	\`make\` text,
  	\`car_type\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_list_order_idx\` ON \`pages_blocks_why_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_list_parent_id_idx\` ON \`pages_blocks_why_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_why_list_path_idx\` ON \`pages_blocks_why_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stock_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`search\` text,
  	\`count\` numeric DEFAULT 8,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_carousel_order_idx\` ON \`pages_blocks_stock_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_carousel_parent_id_idx\` ON \`pages_blocks_stock_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stock_carousel_path_idx\` ON \`pages_blocks_stock_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_order_idx\` ON \`pages_blocks_form_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_parent_id_idx\` ON \`pages_blocks_form_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_path_idx\` ON \`pages_blocks_form_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_form_idx\` ON \`pages_blocks_form_block\` (\`form_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_list_cards_display\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_why_list_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_list_cards_display_order_idx\` ON \`_pages_v_blocks_why_list_cards_display\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_list_cards_display_parent_idx\` ON \`_pages_v_blocks_why_list_cards_display\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`strict\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_why_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_list_cards_order_idx\` ON \`_pages_v_blocks_why_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_list_cards_parent_id_idx\` ON \`_pages_v_blocks_why_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_why_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'dealer',
  	\`make\` text,
  	\`car_type\` text DEFAULT 'all',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_list_order_idx\` ON \`_pages_v_blocks_why_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_list_parent_id_idx\` ON \`_pages_v_blocks_why_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_why_list_path_idx\` ON \`_pages_v_blocks_why_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stock_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`search\` text,
  	\`count\` numeric DEFAULT 8,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_carousel_order_idx\` ON \`_pages_v_blocks_stock_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_carousel_parent_id_idx\` ON \`_pages_v_blocks_stock_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stock_carousel_path_idx\` ON \`_pages_v_blocks_stock_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_order_idx\` ON \`_pages_v_blocks_form_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_parent_id_idx\` ON \`_pages_v_blocks_form_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_path_idx\` ON \`_pages_v_blocks_form_block\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_form_idx\` ON \`_pages_v_blocks_form_block\` (\`form_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_group_profile\` text;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_group_profile\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`vehicle_kind\` text DEFAULT 'car';`)
  await db.run(sql`ALTER TABLE \`menus_items\` ADD \`layout\` text DEFAULT 'dropdown';`)
  await db.run(sql`ALTER TABLE \`_menus_v_version_items\` ADD \`layout\` text DEFAULT 'dropdown';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_settings_group_stats\`;`)
  await db.run(sql`DROP TABLE \`_sites_v_version_settings_group_stats\`;`)
  await db.run(sql`DROP TABLE \`menus_items_columns_links\`;`)
  await db.run(sql`DROP TABLE \`menus_items_columns\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items_columns_links\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_banner_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_list_cards_display\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_list_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_why_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stock_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_block\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_banner_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_list_cards_display\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_list_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_why_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stock_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_block\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_group_profile\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_settings_group_profile\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`vehicle_kind\`;`)
  await db.run(sql`ALTER TABLE \`menus_items\` DROP COLUMN \`layout\`;`)
  await db.run(sql`ALTER TABLE \`_menus_v_version_items\` DROP COLUMN \`layout\`;`)
}
