import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'savedSearchAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'savedSearchAlerts' BEFORE 'schedulePublish';
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"site_id" integer NOT NULL,
  	"alerts" boolean DEFAULT true,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"last_alert_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_sms_sender_name" varchar;
  ALTER TABLE "sites" ADD COLUMN "settings_finance_disclaimer" varchar;
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_sms_sender_name" varchar;
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_finance_disclaimer" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "eofy_link" varchar DEFAULT '/eofy';
  ALTER TABLE "platform_settings" ADD COLUMN "finance_disclaimer" varchar;
  ALTER TABLE "platform_settings" ADD COLUMN "sms_sender_name" varchar;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_tenant_idx" ON "saved_searches" USING btree ("tenant_id");
  CREATE INDEX "saved_searches_customer_idx" ON "saved_searches" USING btree ("customer_id");
  CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");
  CREATE INDEX "saved_searches_alerts_idx" ON "saved_searches" USING btree ("alerts");
  CREATE INDEX "saved_searches_last_alert_at_idx" ON "saved_searches" USING btree ("last_alert_at");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "saved_searches" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "sites" DROP COLUMN "settings_sms_sender_name";
  ALTER TABLE "sites" DROP COLUMN "settings_finance_disclaimer";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_sms_sender_name";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_finance_disclaimer";
  ALTER TABLE "dealerships" DROP COLUMN "eofy_link";
  ALTER TABLE "platform_settings" DROP COLUMN "finance_disclaimer";
  ALTER TABLE "platform_settings" DROP COLUMN "sms_sender_name";`)
}
