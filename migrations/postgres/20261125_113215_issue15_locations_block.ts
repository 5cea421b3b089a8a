import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_settings_vehicle_locations" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'location');
  CREATE TYPE "public"."enum__sites_v_version_settings_vehicle_locations" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'location');
  CREATE TABLE "sites_settings_service_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar,
  	"make" varchar,
  	"location_id" integer,
  	"requires_booking_url" boolean DEFAULT false
  );
  
  CREATE TABLE "_sites_v_version_settings_service_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"title" varchar,
  	"make" varchar,
  	"location_id" integer,
  	"requires_booking_url" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_vehicle_locations" "enum_sites_settings_vehicle_locations" DEFAULT 'primary';
  ALTER TABLE "sites" ADD COLUMN "settings_vehicle_location_id" integer;
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_vehicle_locations" "enum__sites_v_version_settings_vehicle_locations" DEFAULT 'primary';
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_vehicle_location_id" integer;
  ALTER TABLE "reviews" ADD COLUMN "external_id" varchar;
  ALTER TABLE "sites_settings_service_pages" ADD CONSTRAINT "sites_settings_service_pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_settings_service_pages" ADD CONSTRAINT "sites_settings_service_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_settings_service_pages" ADD CONSTRAINT "_sites_v_version_settings_service_pages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_version_settings_service_pages" ADD CONSTRAINT "_sites_v_version_settings_service_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_settings_service_pages_order_idx" ON "sites_settings_service_pages" USING btree ("_order");
  CREATE INDEX "sites_settings_service_pages_parent_id_idx" ON "sites_settings_service_pages" USING btree ("_parent_id");
  CREATE INDEX "sites_settings_service_pages_location_idx" ON "sites_settings_service_pages" USING btree ("location_id");
  CREATE INDEX "_sites_v_version_settings_service_pages_order_idx" ON "_sites_v_version_settings_service_pages" USING btree ("_order");
  CREATE INDEX "_sites_v_version_settings_service_pages_parent_id_idx" ON "_sites_v_version_settings_service_pages" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_version_settings_service_pages_location_idx" ON "_sites_v_version_settings_service_pages" USING btree ("location_id");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_texts_parent_idx" ON "pages_texts" USING btree ("parent_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_texts_parent_idx" ON "_pages_v_texts" USING btree ("parent_id");
  ALTER TABLE "sites" ADD CONSTRAINT "sites_settings_vehicle_location_id_locations_id_fk" FOREIGN KEY ("settings_vehicle_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_settings_vehicle_location_id_locations_id_fk" FOREIGN KEY ("version_settings_vehicle_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_settings_settings_vehicle_location_idx" ON "sites" USING btree ("settings_vehicle_location_id");
  CREATE INDEX "_sites_v_version_settings_version_settings_vehicle_locat_idx" ON "_sites_v" USING btree ("version_settings_vehicle_location_id");
  CREATE INDEX "reviews_external_id_idx" ON "reviews" USING btree ("external_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_settings_service_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_version_settings_service_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_settings_service_pages" CASCADE;
  DROP TABLE "_sites_v_version_settings_service_pages" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  ALTER TABLE "sites" DROP CONSTRAINT "sites_settings_vehicle_location_id_locations_id_fk";
  
  ALTER TABLE "_sites_v" DROP CONSTRAINT "_sites_v_version_settings_vehicle_location_id_locations_id_fk";
  
  DROP INDEX "sites_settings_settings_vehicle_location_idx";
  DROP INDEX "_sites_v_version_settings_version_settings_vehicle_locat_idx";
  DROP INDEX "reviews_external_id_idx";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_locations";
  ALTER TABLE "sites" DROP COLUMN "settings_vehicle_location_id";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_vehicle_locations";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_vehicle_location_id";
  ALTER TABLE "reviews" DROP COLUMN "external_id";
  DROP TYPE "public"."enum_sites_settings_vehicle_locations";
  DROP TYPE "public"."enum__sites_v_version_settings_vehicle_locations";`)
}
