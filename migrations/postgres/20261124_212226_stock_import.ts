import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_cars_status" ADD VALUE 'withdrawn';
  ALTER TABLE "dealerships" ADD COLUMN "import_mapping" jsonb;
  ALTER TABLE "media" ADD COLUMN "source_url" varchar;
  CREATE INDEX "media_source_url_idx" ON "media" USING btree ("source_url");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "cars" ALTER COLUMN "status" SET DEFAULT 'in_stock'::text;
  DROP TYPE "public"."enum_cars_status";
  CREATE TYPE "public"."enum_cars_status" AS ENUM('in_stock', 'coming_soon', 'sold');
  ALTER TABLE "cars" ALTER COLUMN "status" SET DEFAULT 'in_stock'::"public"."enum_cars_status";
  ALTER TABLE "cars" ALTER COLUMN "status" SET DATA TYPE "public"."enum_cars_status" USING "status"::"public"."enum_cars_status";
  DROP INDEX "media_source_url_idx";
  ALTER TABLE "dealerships" DROP COLUMN "import_mapping";
  ALTER TABLE "media" DROP COLUMN "source_url";`)
}
