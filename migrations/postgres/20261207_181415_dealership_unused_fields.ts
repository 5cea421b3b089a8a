import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" DROP COLUMN "dealership_group";
  ALTER TABLE "dealerships" DROP COLUMN "garage_enabled";
  ALTER TABLE "dealerships" DROP COLUMN "offers_subscription";
  ALTER TABLE "dealerships" DROP COLUMN "autobot";
  ALTER TABLE "dealerships" DROP COLUMN "redbook";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" ADD COLUMN "dealership_group" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "garage_enabled" boolean;
  ALTER TABLE "dealerships" ADD COLUMN "offers_subscription" boolean;
  ALTER TABLE "dealerships" ADD COLUMN "autobot" boolean;
  ALTER TABLE "dealerships" ADD COLUMN "redbook" varchar;`)
}
