import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "platform_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"no_price_text" varchar,
  	"new_tag_name" varchar,
  	"sold_tag_text" varchar,
  	"tag_id" varchar,
  	"meta_pixel_id" varchar,
  	"email_from_name" varchar,
  	"email_from_address" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "sites" ALTER COLUMN "settings_no_price_text" DROP DEFAULT;
  ALTER TABLE "sites" ALTER COLUMN "settings_new_tag_name" DROP DEFAULT;
  ALTER TABLE "sites" ALTER COLUMN "settings_sold_tag_text" DROP DEFAULT;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "platform_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "platform_settings" CASCADE;
  ALTER TABLE "sites" ALTER COLUMN "settings_no_price_text" SET DEFAULT 'Enquire for price.';
  ALTER TABLE "sites" ALTER COLUMN "settings_new_tag_name" SET DEFAULT 'NEW ARRIVAL';
  ALTER TABLE "sites" ALTER COLUMN "settings_sold_tag_text" SET DEFAULT 'SOLD';`)
}
