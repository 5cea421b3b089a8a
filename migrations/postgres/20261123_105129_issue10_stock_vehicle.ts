import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_settings_tracking_consent" AS ENUM('none', 'granted');
  CREATE TYPE "public"."enum_phone_reveals_source" AS ENUM('vehicle_page', 'print_page', 'pdf');
  ALTER TABLE "sites" ADD COLUMN "settings_certified_logo_id" integer;
  ALTER TABLE "sites" ADD COLUMN "settings_tracking_consent" "enum_sites_settings_tracking_consent" DEFAULT 'none';
  ALTER TABLE "sites" ADD COLUMN "settings_tag_id" varchar;
  ALTER TABLE "sites" ADD COLUMN "settings_meta_pixel_id" varchar;
  ALTER TABLE "phone_reveals" ADD COLUMN "source" "enum_phone_reveals_source" DEFAULT 'vehicle_page';
  ALTER TABLE "sites" ADD CONSTRAINT "sites_settings_certified_logo_id_media_id_fk" FOREIGN KEY ("settings_certified_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_settings_settings_certified_logo_idx" ON "sites" USING btree ("settings_certified_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP CONSTRAINT "sites_settings_certified_logo_id_media_id_fk";
  
  DROP INDEX "sites_settings_settings_certified_logo_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_certified_logo_id";
  ALTER TABLE "sites" DROP COLUMN "settings_tracking_consent";
  ALTER TABLE "sites" DROP COLUMN "settings_tag_id";
  ALTER TABLE "sites" DROP COLUMN "settings_meta_pixel_id";
  ALTER TABLE "phone_reveals" DROP COLUMN "source";
  DROP TYPE "public"."enum_sites_settings_tracking_consent";
  DROP TYPE "public"."enum_phone_reveals_source";`)
}
