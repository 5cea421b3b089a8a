import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealerships_vehicle_kind" AS ENUM('car', 'motorcycle', 'truck');
  CREATE TYPE "public"."enum_menus_items_layout" AS ENUM('dropdown', 'mega');
  CREATE TYPE "public"."enum__menus_v_version_items_layout" AS ENUM('dropdown', 'mega');
  CREATE TYPE "public"."enum_pages_blocks_feature_banner_items_kind" AS ENUM('offers', 'service', 'finance');
  CREATE TYPE "public"."enum_pages_blocks_why_list_cards_display" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_pages_blocks_why_list_kind" AS ENUM('dealer', 'buy', 'brand');
  CREATE TYPE "public"."enum_pages_blocks_why_list_car_type" AS ENUM('all', 'new', 'used', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_banner_items_kind" AS ENUM('offers', 'service', 'finance');
  CREATE TYPE "public"."enum__pages_v_blocks_why_list_cards_display" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_why_list_kind" AS ENUM('dealer', 'buy', 'brand');
  CREATE TYPE "public"."enum__pages_v_blocks_why_list_car_type" AS ENUM('all', 'new', 'used', 'demo');
  CREATE TABLE "sites_settings_group_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "_sites_v_version_settings_group_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "menus_items_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "menus_items_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar
  );
  
  CREATE TABLE "_menus_v_version_items_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_items_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_feature_banner_items_kind",
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_why_list_cards_display" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_why_list_cards_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_why_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"strict" boolean
  );
  
  CREATE TABLE "pages_blocks_why_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_why_list_kind" DEFAULT 'dealer',
  	"make" varchar,
  	"car_type" "enum_pages_blocks_why_list_car_type" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stock_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"search" varchar,
  	"count" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_feature_banner_items_kind",
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_why_list_cards_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_why_list_cards_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_why_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"strict" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_why_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_why_list_kind" DEFAULT 'dealer',
  	"make" varchar,
  	"car_type" "enum__pages_v_blocks_why_list_car_type" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stock_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"search" varchar,
  	"count" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "sites" ADD COLUMN "settings_group_profile" varchar;
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_group_profile" varchar;
  ALTER TABLE "dealerships" ADD COLUMN "vehicle_kind" "enum_dealerships_vehicle_kind" DEFAULT 'car';
  ALTER TABLE "menus_items" ADD COLUMN "layout" "enum_menus_items_layout" DEFAULT 'dropdown';
  ALTER TABLE "_menus_v_version_items" ADD COLUMN "layout" "enum__menus_v_version_items_layout" DEFAULT 'dropdown';
  ALTER TABLE "sites_settings_group_stats" ADD CONSTRAINT "sites_settings_group_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_settings_group_stats" ADD CONSTRAINT "_sites_v_version_settings_group_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_columns_links" ADD CONSTRAINT "menus_items_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_columns" ADD CONSTRAINT "menus_items_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_columns_links" ADD CONSTRAINT "_menus_v_version_items_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_columns" ADD CONSTRAINT "_menus_v_version_items_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner_items" ADD CONSTRAINT "pages_blocks_feature_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner" ADD CONSTRAINT "pages_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_why_list_cards_display" ADD CONSTRAINT "pages_blocks_why_list_cards_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_why_list_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_why_list_cards" ADD CONSTRAINT "pages_blocks_why_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_why_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_why_list" ADD CONSTRAINT "pages_blocks_why_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stock_carousel" ADD CONSTRAINT "pages_blocks_stock_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block" ADD CONSTRAINT "pages_blocks_form_block_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block" ADD CONSTRAINT "pages_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner_items" ADD CONSTRAINT "_pages_v_blocks_feature_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner" ADD CONSTRAINT "_pages_v_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_why_list_cards_display" ADD CONSTRAINT "_pages_v_blocks_why_list_cards_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_why_list_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_why_list_cards" ADD CONSTRAINT "_pages_v_blocks_why_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_why_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_why_list" ADD CONSTRAINT "_pages_v_blocks_why_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stock_carousel" ADD CONSTRAINT "_pages_v_blocks_stock_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block" ADD CONSTRAINT "_pages_v_blocks_form_block_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block" ADD CONSTRAINT "_pages_v_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_settings_group_stats_order_idx" ON "sites_settings_group_stats" USING btree ("_order");
  CREATE INDEX "sites_settings_group_stats_parent_id_idx" ON "sites_settings_group_stats" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_version_settings_group_stats_order_idx" ON "_sites_v_version_settings_group_stats" USING btree ("_order");
  CREATE INDEX "_sites_v_version_settings_group_stats_parent_id_idx" ON "_sites_v_version_settings_group_stats" USING btree ("_parent_id");
  CREATE INDEX "menus_items_columns_links_order_idx" ON "menus_items_columns_links" USING btree ("_order");
  CREATE INDEX "menus_items_columns_links_parent_id_idx" ON "menus_items_columns_links" USING btree ("_parent_id");
  CREATE INDEX "menus_items_columns_order_idx" ON "menus_items_columns" USING btree ("_order");
  CREATE INDEX "menus_items_columns_parent_id_idx" ON "menus_items_columns" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_items_columns_links_order_idx" ON "_menus_v_version_items_columns_links" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_columns_links_parent_id_idx" ON "_menus_v_version_items_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_items_columns_order_idx" ON "_menus_v_version_items_columns" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_columns_parent_id_idx" ON "_menus_v_version_items_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_items_order_idx" ON "pages_blocks_feature_banner_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_items_parent_id_idx" ON "pages_blocks_feature_banner_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_order_idx" ON "pages_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_parent_id_idx" ON "pages_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_path_idx" ON "pages_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_why_list_cards_display_order_idx" ON "pages_blocks_why_list_cards_display" USING btree ("order");
  CREATE INDEX "pages_blocks_why_list_cards_display_parent_idx" ON "pages_blocks_why_list_cards_display" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_why_list_cards_order_idx" ON "pages_blocks_why_list_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_why_list_cards_parent_id_idx" ON "pages_blocks_why_list_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_why_list_order_idx" ON "pages_blocks_why_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_why_list_parent_id_idx" ON "pages_blocks_why_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_why_list_path_idx" ON "pages_blocks_why_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_stock_carousel_order_idx" ON "pages_blocks_stock_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_stock_carousel_parent_id_idx" ON "pages_blocks_stock_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stock_carousel_path_idx" ON "pages_blocks_stock_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_block_order_idx" ON "pages_blocks_form_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_block_parent_id_idx" ON "pages_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_block_path_idx" ON "pages_blocks_form_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_block_form_idx" ON "pages_blocks_form_block" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_items_order_idx" ON "_pages_v_blocks_feature_banner_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_items_parent_id_idx" ON "_pages_v_blocks_feature_banner_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_order_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_parent_id_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_path_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_why_list_cards_display_order_idx" ON "_pages_v_blocks_why_list_cards_display" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_why_list_cards_display_parent_idx" ON "_pages_v_blocks_why_list_cards_display" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_why_list_cards_order_idx" ON "_pages_v_blocks_why_list_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_why_list_cards_parent_id_idx" ON "_pages_v_blocks_why_list_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_why_list_order_idx" ON "_pages_v_blocks_why_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_why_list_parent_id_idx" ON "_pages_v_blocks_why_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_why_list_path_idx" ON "_pages_v_blocks_why_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stock_carousel_order_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stock_carousel_parent_id_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stock_carousel_path_idx" ON "_pages_v_blocks_stock_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_block_order_idx" ON "_pages_v_blocks_form_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_block_parent_id_idx" ON "_pages_v_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_block_path_idx" ON "_pages_v_blocks_form_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_block_form_idx" ON "_pages_v_blocks_form_block" USING btree ("form_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_settings_group_stats" CASCADE;
  DROP TABLE "_sites_v_version_settings_group_stats" CASCADE;
  DROP TABLE "menus_items_columns_links" CASCADE;
  DROP TABLE "menus_items_columns" CASCADE;
  DROP TABLE "_menus_v_version_items_columns_links" CASCADE;
  DROP TABLE "_menus_v_version_items_columns" CASCADE;
  DROP TABLE "pages_blocks_feature_banner_items" CASCADE;
  DROP TABLE "pages_blocks_feature_banner" CASCADE;
  DROP TABLE "pages_blocks_why_list_cards_display" CASCADE;
  DROP TABLE "pages_blocks_why_list_cards" CASCADE;
  DROP TABLE "pages_blocks_why_list" CASCADE;
  DROP TABLE "pages_blocks_stock_carousel" CASCADE;
  DROP TABLE "pages_blocks_form_block" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_why_list_cards_display" CASCADE;
  DROP TABLE "_pages_v_blocks_why_list_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_why_list" CASCADE;
  DROP TABLE "_pages_v_blocks_stock_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_form_block" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "settings_group_profile";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_group_profile";
  ALTER TABLE "dealerships" DROP COLUMN "vehicle_kind";
  ALTER TABLE "menus_items" DROP COLUMN "layout";
  ALTER TABLE "_menus_v_version_items" DROP COLUMN "layout";
  DROP TYPE "public"."enum_dealerships_vehicle_kind";
  DROP TYPE "public"."enum_menus_items_layout";
  DROP TYPE "public"."enum__menus_v_version_items_layout";
  DROP TYPE "public"."enum_pages_blocks_feature_banner_items_kind";
  DROP TYPE "public"."enum_pages_blocks_why_list_cards_display";
  DROP TYPE "public"."enum_pages_blocks_why_list_kind";
  DROP TYPE "public"."enum_pages_blocks_why_list_car_type";
  DROP TYPE "public"."enum__pages_v_blocks_feature_banner_items_kind";
  DROP TYPE "public"."enum__pages_v_blocks_why_list_cards_display";
  DROP TYPE "public"."enum__pages_v_blocks_why_list_kind";
  DROP TYPE "public"."enum__pages_v_blocks_why_list_car_type";`)
}
