import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_models_status" AS ENUM('available', 'coming_soon', 'hidden');
  ALTER TYPE "public"."enum_menus_items_generated" ADD VALUE 'models';
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "manufacturers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "models_variants_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL
  );
  
  CREATE TABLE "models_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"series" varchar,
  	"full_name" varchar NOT NULL,
  	"image_id" integer,
  	"dap_min_price" numeric,
  	"dap_max_price" numeric
  );
  
  CREATE TABLE "models_colours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"hex_code" varchar,
  	"oem_id" varchar,
  	"model_variant_name" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"manufacturer_id" integer NOT NULL,
  	"status" "enum_models_status" DEFAULT 'available' NOT NULL,
  	"manufacturer_body" varchar,
  	"image_id" integer,
  	"short_description" varchar,
  	"slug" varchar NOT NULL,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manufacturers_texts" ADD CONSTRAINT "manufacturers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_variants_features" ADD CONSTRAINT "models_variants_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_variants" ADD CONSTRAINT "models_variants_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_variants" ADD CONSTRAINT "models_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_colours" ADD CONSTRAINT "models_colours_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_colours" ADD CONSTRAINT "models_colours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_rels" ADD CONSTRAINT "models_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models_rels" ADD CONSTRAINT "models_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "manufacturers_tenant_idx" ON "manufacturers" USING btree ("tenant_id");
  CREATE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree ("name");
  CREATE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_logo_idx" ON "manufacturers" USING btree ("logo_id");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "manufacturers_texts_order_parent" ON "manufacturers_texts" USING btree ("order","parent_id");
  CREATE INDEX "manufacturers_texts_parent_idx" ON "manufacturers_texts" USING btree ("parent_id");
  CREATE INDEX "models_variants_features_order_idx" ON "models_variants_features" USING btree ("_order");
  CREATE INDEX "models_variants_features_parent_id_idx" ON "models_variants_features" USING btree ("_parent_id");
  CREATE INDEX "models_variants_order_idx" ON "models_variants" USING btree ("_order");
  CREATE INDEX "models_variants_parent_id_idx" ON "models_variants" USING btree ("_parent_id");
  CREATE INDEX "models_variants_image_idx" ON "models_variants" USING btree ("image_id");
  CREATE INDEX "models_colours_order_idx" ON "models_colours" USING btree ("_order");
  CREATE INDEX "models_colours_parent_id_idx" ON "models_colours" USING btree ("_parent_id");
  CREATE INDEX "models_colours_photo_idx" ON "models_colours" USING btree ("photo_id");
  CREATE INDEX "models_tenant_idx" ON "models" USING btree ("tenant_id");
  CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");
  CREATE INDEX "models_manufacturer_body_idx" ON "models" USING btree ("manufacturer_body");
  CREATE INDEX "models_image_idx" ON "models" USING btree ("image_id");
  CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE INDEX "models_rels_order_idx" ON "models_rels" USING btree ("order");
  CREATE INDEX "models_rels_parent_idx" ON "models_rels" USING btree ("parent_id");
  CREATE INDEX "models_rels_path_idx" ON "models_rels" USING btree ("path");
  CREATE INDEX "models_rels_sites_id_idx" ON "models_rels" USING btree ("sites_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "manufacturers_texts" CASCADE;
  DROP TABLE "models_variants_features" CASCADE;
  DROP TABLE "models_variants" CASCADE;
  DROP TABLE "models_colours" CASCADE;
  DROP TABLE "models" CASCADE;
  DROP TABLE "models_rels" CASCADE;
  ALTER TABLE "menus_items" ALTER COLUMN "generated" SET DATA TYPE text;
  DROP TYPE "public"."enum_menus_items_generated";
  CREATE TYPE "public"."enum_menus_items_generated" AS ENUM('stock');
  ALTER TABLE "menus_items" ALTER COLUMN "generated" SET DATA TYPE "public"."enum_menus_items_generated" USING "generated"::"public"."enum_menus_items_generated";
  DROP TYPE "public"."enum_models_status";`)
}
