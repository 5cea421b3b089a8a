import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`manufacturers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`manufacturers_tenant_idx\` ON \`manufacturers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_name_idx\` ON \`manufacturers\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_slug_idx\` ON \`manufacturers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_logo_idx\` ON \`manufacturers\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_updated_at_idx\` ON \`manufacturers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_created_at_idx\` ON \`manufacturers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`manufacturers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`manufacturers_texts_order_parent\` ON \`manufacturers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`manufacturers_texts_parent_idx\` ON \`manufacturers_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`models_variants_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`models_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`models_variants_features_order_idx\` ON \`models_variants_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`models_variants_features_parent_id_idx\` ON \`models_variants_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`models_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`series\` text,
  	\`full_name\` text NOT NULL,
  	\`image_id\` integer,
  	\`dap_min_price\` numeric,
  	\`dap_max_price\` numeric,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`models_variants_order_idx\` ON \`models_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`models_variants_parent_id_idx\` ON \`models_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`models_variants_image_idx\` ON \`models_variants\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`models_colours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`hex_code\` text,
  	\`oem_id\` text,
  	\`model_variant_name\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`models_colours_order_idx\` ON \`models_colours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`models_colours_parent_id_idx\` ON \`models_colours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`models_colours_photo_idx\` ON \`models_colours\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`models\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`manufacturer_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'available' NOT NULL,
  	\`manufacturer_body\` text,
  	\`image_id\` integer,
  	\`short_description\` text,
  	\`slug\` text NOT NULL,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manufacturer_id\`) REFERENCES \`manufacturers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`models_tenant_idx\` ON \`models\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`models_manufacturer_idx\` ON \`models\` (\`manufacturer_id\`);`)
  await db.run(sql`CREATE INDEX \`models_manufacturer_body_idx\` ON \`models\` (\`manufacturer_body\`);`)
  await db.run(sql`CREATE INDEX \`models_image_idx\` ON \`models\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`models_slug_idx\` ON \`models\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`models_updated_at_idx\` ON \`models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`models_created_at_idx\` ON \`models\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`models_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`models_rels_order_idx\` ON \`models_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`models_rels_parent_idx\` ON \`models_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`models_rels_path_idx\` ON \`models_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`models_rels_sites_id_idx\` ON \`models_rels\` (\`sites_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`manufacturers\`;`)
  await db.run(sql`DROP TABLE \`manufacturers_texts\`;`)
  await db.run(sql`DROP TABLE \`models_variants_features\`;`)
  await db.run(sql`DROP TABLE \`models_variants\`;`)
  await db.run(sql`DROP TABLE \`models_colours\`;`)
  await db.run(sql`DROP TABLE \`models\`;`)
  await db.run(sql`DROP TABLE \`models_rels\`;`)
}
