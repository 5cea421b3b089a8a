import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Lead delivery (docs/features/leads.md "Lead delivery"): the dealership's "Lead delivery" tab, the lead's delivery
// fields, and Payload's Jobs Queue tables. (Trimmed by hand to this branch's changes: the generator
// also repeated statements of earlier migrations whose snapshot lagged.)
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_dealerships_lead_delivery_adf_placement" AS ENUM('body', 'attachment');
  CREATE TYPE "public"."enum_leads_delivery_attempts_transport" AS ENUM('email', 'webhook', 'alert');
  CREATE TYPE "public"."enum_leads_delivery_attempts_outcome" AS ENUM('sent', 'failed');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'sent', 'failed', 'dead');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries');
  CREATE TABLE "dealerships_lead_delivery_email_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL
  );
  CREATE TABLE "leads_delivery_attempts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"transport" "enum_leads_delivery_attempts_transport" NOT NULL,
  	"outcome" "enum_leads_delivery_attempts_outcome" NOT NULL,
  	"error" varchar
  );
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_adf_placement" "enum_dealerships_lead_delivery_adf_placement" DEFAULT 'body';
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_webhook_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_webhook_secret" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_fallback_email" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_status" "enum_leads_delivery_status" DEFAULT 'pending';
  ALTER TABLE "leads" ADD COLUMN "delivery_attempt_count" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "delivery_next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_last_error" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_started_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_claim" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_claim_until" numeric;
  ALTER TABLE "dealerships_lead_delivery_email_recipients" ADD CONSTRAINT "dealerships_lead_delivery_email_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_delivery_attempts" ADD CONSTRAINT "leads_delivery_attempts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dealerships_lead_delivery_email_recipients_order_idx" ON "dealerships_lead_delivery_email_recipients" USING btree ("_order");
  CREATE INDEX "dealerships_lead_delivery_email_recipients_parent_id_idx" ON "dealerships_lead_delivery_email_recipients" USING btree ("_parent_id");
  CREATE INDEX "leads_delivery_attempts_order_idx" ON "leads_delivery_attempts" USING btree ("_order");
  CREATE INDEX "leads_delivery_attempts_parent_id_idx" ON "leads_delivery_attempts" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "dealerships_lead_delivery_email_recipients" CASCADE;
  DROP TABLE "leads_delivery_attempts" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP INDEX IF EXISTS "leads_delivery_status_idx";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_adf_placement", DROP COLUMN "lead_delivery_webhook_url", DROP COLUMN "lead_delivery_webhook_secret", DROP COLUMN "lead_delivery_fallback_email";
  ALTER TABLE "leads" DROP COLUMN "delivery_status", DROP COLUMN "delivery_attempt_count", DROP COLUMN "delivery_next_attempt_at", DROP COLUMN "delivery_last_error", DROP COLUMN "delivery_started_at", DROP COLUMN "delivery_claim", DROP COLUMN "delivery_claim_until";
  DROP TYPE "public"."enum_dealerships_lead_delivery_adf_placement";
  DROP TYPE "public"."enum_leads_delivery_attempts_transport";
  DROP TYPE "public"."enum_leads_delivery_attempts_outcome";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
