import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`verifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`website_slug\` text NOT NULL,
  	\`dealership_slug\` text,
  	\`user_id\` text,
  	\`verification_type\` text NOT NULL,
  	\`purpose\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`verifications_tenant_idx\` ON \`verifications\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`verifications_website_slug_idx\` ON \`verifications\` (\`website_slug\`);`)
  await db.run(sql`CREATE INDEX \`verifications_updated_at_idx\` ON \`verifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verifications_created_at_idx\` ON \`verifications\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`verifications\`;`)
}
