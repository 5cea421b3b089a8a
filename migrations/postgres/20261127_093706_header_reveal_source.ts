import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_phone_reveals_source" ADD VALUE 'header';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "phone_reveals" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "phone_reveals" ALTER COLUMN "source" SET DEFAULT 'vehicle_page'::text;
  DROP TYPE "public"."enum_phone_reveals_source";
  CREATE TYPE "public"."enum_phone_reveals_source" AS ENUM('vehicle_page', 'print_page', 'pdf');
  ALTER TABLE "phone_reveals" ALTER COLUMN "source" SET DEFAULT 'vehicle_page'::"public"."enum_phone_reveals_source";
  ALTER TABLE "phone_reveals" ALTER COLUMN "source" SET DATA TYPE "public"."enum_phone_reveals_source" USING "source"::"public"."enum_phone_reveals_source";`)
}
