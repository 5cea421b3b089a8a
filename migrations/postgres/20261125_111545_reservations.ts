import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_status" AS ENUM('requested', 'awaiting_payment', 'paid', 'confirmed', 'released', 'cancelled');
  CREATE TYPE "public"."enum_reservations_provider" AS ENUM('dealership', 'stripe');
  CREATE TYPE "public"."enum_reservations_journey_handover" AS ENUM('pickup', 'delivery');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'releaseReservations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'releaseReservations' BEFORE 'schedulePublish';
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_reservations_status" DEFAULT 'requested' NOT NULL,
  	"provider" "enum_reservations_provider" DEFAULT 'dealership' NOT NULL,
  	"deposit" numeric NOT NULL,
  	"site_id" integer NOT NULL,
  	"car_id" integer NOT NULL,
  	"car_name" varchar,
  	"customer_id" integer NOT NULL,
  	"provider_ref" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"journey_trade_in" boolean,
  	"journey_finance" boolean,
  	"journey_handover" "enum_reservations_journey_handover",
  	"journey_postcode" varchar,
  	"notes" varchar,
  	"hold_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_reserve_deposit" numeric;
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_reserve_deposit" numeric;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_site_idx" ON "reservations" USING btree ("site_id");
  CREATE INDEX "reservations_car_idx" ON "reservations" USING btree ("car_id");
  CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id");
  CREATE INDEX "reservations_provider_ref_idx" ON "reservations" USING btree ("provider_ref");
  CREATE INDEX "reservations_expires_at_idx" ON "reservations" USING btree ("expires_at");
  CREATE UNIQUE INDEX "reservations_hold_key_idx" ON "reservations" USING btree ("hold_key");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'sweepLeadDeliveries', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "sites" DROP COLUMN "settings_reserve_deposit";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_reserve_deposit";
  DROP TYPE "public"."enum_reservations_status";
  DROP TYPE "public"."enum_reservations_provider";
  DROP TYPE "public"."enum_reservations_journey_handover";`)
}
