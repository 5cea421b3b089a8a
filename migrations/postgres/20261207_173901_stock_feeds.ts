import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealerships_stock_feed_schedule" AS ENUM('15m', '30m', '1h', '6h', '24h');
  CREATE TYPE "public"."enum_dealerships_stock_feed_source" AS ENUM('https', 'sftp');
  CREATE TYPE "public"."enum_dealerships_stock_feed_auth" AS ENUM('none', 'basic', 'header');
  CREATE TYPE "public"."enum_dealerships_stock_feed_format" AS ENUM('csv', 'json', 'xml');
  CREATE TYPE "public"."enum_stock_feed_runs_status" AS ENUM('running', 'applied', 'unchanged', 'held', 'failed', 'stale');
  CREATE TYPE "public"."enum_stock_feed_runs_trigger" AS ENUM('schedule', 'manual', 'confirm');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'runStockFeed' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'scheduleStockFeeds' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'runStockFeed' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'scheduleStockFeeds' BEFORE 'schedulePublish';
  CREATE TABLE "stock_feed_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"dealership_id" integer NOT NULL,
  	"status" "enum_stock_feed_runs_status" DEFAULT 'running' NOT NULL,
  	"trigger" "enum_stock_feed_runs_trigger" DEFAULT 'schedule',
  	"summary" varchar,
  	"message" varchar,
  	"finished_at" timestamp(3) with time zone,
  	"seconds" numeric,
  	"bytes" numeric,
  	"source" varchar,
  	"hash" varchar,
  	"rows" numeric DEFAULT 0,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"withdrawn" numeric DEFAULT 0,
  	"error_rows" numeric DEFAULT 0,
  	"diff" jsonb,
  	"errors" jsonb,
  	"alerted" boolean DEFAULT false,
  	"run_lock" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_enabled" boolean DEFAULT false;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_schedule" "enum_dealerships_stock_feed_schedule" DEFAULT '1h';
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_source" "enum_dealerships_stock_feed_source" DEFAULT 'https';
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_url" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_auth" "enum_dealerships_stock_feed_auth" DEFAULT 'none';
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_header_name" varchar DEFAULT 'Authorization';
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_sftp_host" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_sftp_port" numeric DEFAULT 22;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_sftp_path" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_username" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_password_sealed" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_sftp_key_sealed" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_format" "enum_dealerships_stock_feed_format" DEFAULT 'csv';
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_xml_record_path" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_full" boolean DEFAULT true;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_shrink_guard_percent" numeric DEFAULT 50;
  ALTER TABLE "dealerships" ADD COLUMN "stock_feed_stale_hours" numeric DEFAULT 48;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_feed_runs" ADD CONSTRAINT "stock_feed_runs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_feed_runs_tenant_idx" ON "stock_feed_runs" USING btree ("tenant_id");
  CREATE INDEX "stock_feed_runs_dealership_idx" ON "stock_feed_runs" USING btree ("dealership_id");
  CREATE INDEX "stock_feed_runs_status_idx" ON "stock_feed_runs" USING btree ("status");
  CREATE INDEX "stock_feed_runs_hash_idx" ON "stock_feed_runs" USING btree ("hash");
  CREATE UNIQUE INDEX "stock_feed_runs_run_lock_idx" ON "stock_feed_runs" USING btree ("run_lock");
  CREATE INDEX "stock_feed_runs_updated_at_idx" ON "stock_feed_runs" USING btree ("updated_at");
  CREATE INDEX "stock_feed_runs_created_at_idx" ON "stock_feed_runs" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "stock_feed_runs" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'releaseReservations', 'savedSearchAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'releaseReservations', 'savedSearchAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_enabled";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_schedule";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_source";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_url";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_auth";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_header_name";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_sftp_host";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_sftp_port";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_sftp_path";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_username";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_password_sealed";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_sftp_key_sealed";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_format";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_xml_record_path";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_full";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_shrink_guard_percent";
  ALTER TABLE "dealerships" DROP COLUMN "stock_feed_stale_hours";
  DROP TYPE "public"."enum_dealerships_stock_feed_schedule";
  DROP TYPE "public"."enum_dealerships_stock_feed_source";
  DROP TYPE "public"."enum_dealerships_stock_feed_auth";
  DROP TYPE "public"."enum_dealerships_stock_feed_format";
  DROP TYPE "public"."enum_stock_feed_runs_status";
  DROP TYPE "public"."enum_stock_feed_runs_trigger";`)
}
