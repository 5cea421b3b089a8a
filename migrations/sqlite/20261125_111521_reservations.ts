import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`provider\` text DEFAULT 'dealership' NOT NULL,
  	\`deposit\` numeric NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`car_id\` integer NOT NULL,
  	\`car_name\` text,
  	\`customer_id\` integer NOT NULL,
  	\`provider_ref\` text,
  	\`expires_at\` text,
  	\`paid_at\` text,
  	\`confirmed_at\` text,
  	\`journey_trade_in\` integer,
  	\`journey_finance\` integer,
  	\`journey_handover\` text,
  	\`journey_postcode\` text,
  	\`notes\` text,
  	\`hold_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reservations_tenant_idx\` ON \`reservations\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_status_idx\` ON \`reservations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reservations_site_idx\` ON \`reservations\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_car_idx\` ON \`reservations\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_customer_idx\` ON \`reservations\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`reservations_provider_ref_idx\` ON \`reservations\` (\`provider_ref\`);`)
  await db.run(sql`CREATE INDEX \`reservations_expires_at_idx\` ON \`reservations\` (\`expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reservations_hold_key_idx\` ON \`reservations\` (\`hold_key\`);`)
  await db.run(sql`CREATE INDEX \`reservations_updated_at_idx\` ON \`reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reservations_created_at_idx\` ON \`reservations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_reserve_deposit\` numeric;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_reserve_deposit\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reservations\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_reserve_deposit\`;`)
  await db.run(sql`ALTER TABLE \`_sites_v\` DROP COLUMN \`version_settings_reserve_deposit\`;`)
}
