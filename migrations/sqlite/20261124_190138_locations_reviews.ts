import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`location_id\` integer NOT NULL,
  	\`customer_name\` text NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`review_date\` text NOT NULL,
  	\`text\` text,
  	\`reply_text\` text,
  	\`reply_date\` text,
  	\`image_id\` integer,
  	\`hidden\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_tenant_idx\` ON \`reviews\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_location_idx\` ON \`reviews\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_review_date_idx\` ON \`reviews\` (\`review_date\`);`)
  await db.run(sql`CREATE INDEX \`reviews_image_idx\` ON \`reviews\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`time_zone\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`badge\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`badge\`;`)
}
