import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_service_email" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_parts_email" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "lead_delivery_finance_email" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_service_email";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_parts_email";
  ALTER TABLE "dealerships" DROP COLUMN "lead_delivery_finance_email";`)
}
