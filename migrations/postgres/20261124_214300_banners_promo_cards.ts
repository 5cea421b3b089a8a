import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_items_generated" AS ENUM('stock');
  CREATE TYPE "public"."enum_banners_display" AS ENUM('new', 'used', 'demo');
  CREATE TABLE "banners_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_banners_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"alt" varchar NOT NULL,
  	"link" varchar,
  	"background" varchar,
  	"strict" boolean,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "promo_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar DEFAULT 'We Want Your Car' NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"alt" varchar,
  	"link" varchar DEFAULT '/trade-in' NOT NULL,
  	"link_label" varchar DEFAULT 'Value my car' NOT NULL,
  	"background" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_cards_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  ALTER TABLE "menus_items" ADD COLUMN "generated" "enum_menus_items_generated";
  ALTER TABLE "banners_display" ADD CONSTRAINT "banners_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards_rels" ADD CONSTRAINT "promo_cards_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards_rels" ADD CONSTRAINT "promo_cards_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_display_order_idx" ON "banners_display" USING btree ("order");
  CREATE INDEX "banners_display_parent_idx" ON "banners_display" USING btree ("parent_id");
  CREATE INDEX "banners_tenant_idx" ON "banners" USING btree ("tenant_id");
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_expires_at_idx" ON "banners" USING btree ("expires_at");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "banners_rels_order_idx" ON "banners_rels" USING btree ("order");
  CREATE INDEX "banners_rels_parent_idx" ON "banners_rels" USING btree ("parent_id");
  CREATE INDEX "banners_rels_path_idx" ON "banners_rels" USING btree ("path");
  CREATE INDEX "banners_rels_sites_id_idx" ON "banners_rels" USING btree ("sites_id");
  CREATE INDEX "promo_cards_tenant_idx" ON "promo_cards" USING btree ("tenant_id");
  CREATE INDEX "promo_cards_image_idx" ON "promo_cards" USING btree ("image_id");
  CREATE INDEX "promo_cards_expires_at_idx" ON "promo_cards" USING btree ("expires_at");
  CREATE INDEX "promo_cards_updated_at_idx" ON "promo_cards" USING btree ("updated_at");
  CREATE INDEX "promo_cards_created_at_idx" ON "promo_cards" USING btree ("created_at");
  CREATE INDEX "promo_cards_rels_order_idx" ON "promo_cards_rels" USING btree ("order");
  CREATE INDEX "promo_cards_rels_parent_idx" ON "promo_cards_rels" USING btree ("parent_id");
  CREATE INDEX "promo_cards_rels_path_idx" ON "promo_cards_rels" USING btree ("path");
  CREATE INDEX "promo_cards_rels_sites_id_idx" ON "promo_cards_rels" USING btree ("sites_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "banners_display" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_rels" CASCADE;
  DROP TABLE "promo_cards" CASCADE;
  DROP TABLE "promo_cards_rels" CASCADE;
  ALTER TABLE "menus_items" DROP COLUMN "generated";
  DROP TYPE "public"."enum_menus_items_generated";
  DROP TYPE "public"."enum_banners_display";`)
}
