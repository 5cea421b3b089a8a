import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`delivery_estimates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`postcode_from\` numeric NOT NULL,
  	\`postcode_to\` numeric NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`dealership_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`delivery_estimates_tenant_idx\` ON \`delivery_estimates\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`delivery_estimates_dealership_idx\` ON \`delivery_estimates\` (\`dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`delivery_estimates_updated_at_idx\` ON \`delivery_estimates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`delivery_estimates_created_at_idx\` ON \`delivery_estimates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`phone_reveals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`car_id\` integer,
  	\`dealership_id\` integer,
  	\`site_id\` integer,
  	\`phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`phone_reveals_tenant_idx\` ON \`phone_reveals\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_car_idx\` ON \`phone_reveals\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_dealership_idx\` ON \`phone_reveals\` (\`dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_site_idx\` ON \`phone_reveals\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_updated_at_idx\` ON \`phone_reveals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`phone_reveals_created_at_idx\` ON \`phone_reveals\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_rego_unregistered\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`phones_call_override\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`dealership_id\` integer REFERENCES dealerships(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`location_id\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`event_id\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`category\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`subcategory\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`source\` text DEFAULT 'Website';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`last_name\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`postcode\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`preferred_time\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`opt_in\` integer;`)
  await db.run(sql`CREATE INDEX \`leads_dealership_idx\` ON \`leads\` (\`dealership_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`delivery_estimates_id\` integer REFERENCES delivery_estimates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`phone_reveals_id\` integer REFERENCES phone_reveals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_delivery_estimates_id_idx\` ON \`payload_locked_documents_rels\` (\`delivery_estimates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_phone_reveals_id_idx\` ON \`payload_locked_documents_rels\` (\`phone_reveals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`delivery_estimates\`;`)
  await db.run(sql`DROP TABLE \`phone_reveals\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new',
  	\`site_id\` integer NOT NULL,
  	\`car_id\` integer,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`payload\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "tenant_id", "type", "status", "site_id", "car_id", "name", "email", "phone", "message", "payload", "updated_at", "created_at") SELECT "id", "tenant_id", "type", "status", "site_id", "car_id", "name", "email", "phone", "message", "payload", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_tenant_idx\` ON \`leads\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_site_idx\` ON \`leads\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_car_idx\` ON \`leads\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`tenants_id\` integer,
  	\`sites_id\` integer,
  	\`dealerships_id\` integer,
  	\`locations_id\` integer,
  	\`cars_id\` integer,
  	\`media_id\` integer,
  	\`menus_id\` integer,
  	\`footers_id\` integer,
  	\`leads_id\` integer,
  	\`analytics_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealerships_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_events_id\`) REFERENCES \`analytics_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "tenants_id", "sites_id", "dealerships_id", "locations_id", "cars_id", "media_id", "menus_id", "footers_id", "leads_id", "analytics_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "tenants_id", "sites_id", "dealerships_id", "locations_id", "cars_id", "media_id", "menus_id", "footers_id", "leads_id", "analytics_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealerships_id_idx\` ON \`payload_locked_documents_rels\` (\`dealerships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_rego_unregistered\`;`)
  await db.run(sql`ALTER TABLE \`dealerships\` DROP COLUMN \`phones_call_override\`;`)
}
