import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_delivery_status" ADD VALUE 'held';
  ALTER TABLE "sites" ADD COLUMN "settings_reservations_per_shopper" numeric;
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_reservations_per_shopper" numeric;
  ALTER TABLE "leads" ADD COLUMN "suspected" boolean DEFAULT false;
  CREATE INDEX "leads_suspected_idx" ON "leads" USING btree ("suspected");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_leads_delivery_status";
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'sent', 'failed', 'dead');
  ALTER TABLE "leads" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_leads_delivery_status";
  ALTER TABLE "leads" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_leads_delivery_status" USING "delivery_status"::"public"."enum_leads_delivery_status";
  DROP INDEX "leads_suspected_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_reservations_per_shopper";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_reservations_per_shopper";
  ALTER TABLE "leads" DROP COLUMN "suspected";`)
}
