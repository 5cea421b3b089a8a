import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_locations_time_zone" AS ENUM('Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Hobart', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Australia/Broken_Hill');
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'service';
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'parts';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"location_id" integer NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"text" varchar,
  	"reply_text" varchar,
  	"reply_date" timestamp(3) with time zone,
  	"image_id" integer,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "locations" ADD COLUMN "time_zone" "enum_locations_time_zone";
  ALTER TABLE "locations" ADD COLUMN "badge" varchar;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_tenant_idx" ON "reviews" USING btree ("tenant_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_review_date_idx" ON "reviews" USING btree ("review_date");
  CREATE INDEX "reviews_image_idx" ON "reviews" USING btree ("image_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Postgres cannot drop the enum values 'service' and 'parts' of enum_leads_type; they stay.
  await db.execute(sql`
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "locations" DROP COLUMN "time_zone";
  ALTER TABLE "locations" DROP COLUMN "badge";
  DROP TYPE "public"."enum_locations_time_zone";`)
}
