import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Lead delivery (docs/features/leads.md "Lead delivery"): the dealership's "Lead delivery" tab, the lead's delivery
// fields, and Payload's Jobs Queue tables. (Trimmed by hand to this branch's changes: the generator
// also repeated statements of earlier migrations whose snapshot lagged.)
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`dealerships_lead_delivery_email_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealerships_lead_delivery_email_recipients_order_idx\` ON \`dealerships_lead_delivery_email_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_lead_delivery_email_recipients_parent_id_idx\` ON \`dealerships_lead_delivery_email_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads_delivery_attempts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`transport\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_delivery_attempts_order_idx\` ON \`leads_delivery_attempts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_attempts_parent_id_idx\` ON \`leads_delivery_attempts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`lead_delivery_adf_placement\` text DEFAULT 'body';`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`lead_delivery_webhook_url\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`lead_delivery_webhook_secret\` text;`)
  await db.run(sql`ALTER TABLE \`dealerships\` ADD \`lead_delivery_fallback_email\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_status\` text DEFAULT 'pending';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_attempt_count\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_last_error\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_started_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_claim\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_claim_until\` numeric;`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`dealerships_lead_delivery_email_recipients\`;`)
  await db.run(sql`DROP TABLE \`leads_delivery_attempts\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`leads_delivery_status_idx\`;`)
  for (const column of ['adf_placement', 'webhook_url', 'webhook_secret', 'fallback_email']) {
    await db.run(sql.raw(`ALTER TABLE \`dealerships\` DROP COLUMN \`lead_delivery_${column}\`;`))
  }
  for (const column of ['status', 'attempt_count', 'next_attempt_at', 'last_error', 'started_at', 'claim', 'claim_until']) {
    await db.run(sql.raw(`ALTER TABLE \`leads\` DROP COLUMN \`delivery_${column}\`;`))
  }
}
