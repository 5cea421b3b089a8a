import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sites_settings_finance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_finance_link" varchar;
  ALTER TABLE "sites" ADD COLUMN "features_finance_postcode_required" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_finance_enquiry_pages" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_finance_get_finance_promo" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "features_finance_sidebar_steps" boolean DEFAULT true;
  ALTER TABLE "sites_settings_finance_steps" ADD CONSTRAINT "sites_settings_finance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_settings_finance_steps_order_idx" ON "sites_settings_finance_steps" USING btree ("_order");
  CREATE INDEX "sites_settings_finance_steps_parent_id_idx" ON "sites_settings_finance_steps" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_settings_finance_steps" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "settings_finance_link";
  ALTER TABLE "sites" DROP COLUMN "features_finance_postcode_required";
  ALTER TABLE "sites" DROP COLUMN "features_finance_enquiry_pages";
  ALTER TABLE "sites" DROP COLUMN "features_finance_get_finance_promo";
  ALTER TABLE "sites" DROP COLUMN "features_finance_sidebar_steps";`)
}
