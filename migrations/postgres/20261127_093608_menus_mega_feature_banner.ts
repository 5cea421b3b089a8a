import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_items_layout" AS ENUM('dropdown', 'mega');
  CREATE TYPE "public"."enum__menus_v_version_items_layout" AS ENUM('dropdown', 'mega');
  CREATE TYPE "public"."enum_pages_blocks_feature_banner_items_kind" AS ENUM('offers', 'service', 'finance');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_banner_items_kind" AS ENUM('offers', 'service', 'finance');
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
  
  ALTER TABLE "menus_items" ADD COLUMN "layout" "enum_menus_items_layout" DEFAULT 'dropdown';
  ALTER TABLE "_menus_v_version_items" ADD COLUMN "layout" "enum__menus_v_version_items_layout" DEFAULT 'dropdown';
  ALTER TABLE "menus_items_columns_links" ADD CONSTRAINT "menus_items_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_columns" ADD CONSTRAINT "menus_items_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_columns_links" ADD CONSTRAINT "_menus_v_version_items_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_columns" ADD CONSTRAINT "_menus_v_version_items_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner_items" ADD CONSTRAINT "pages_blocks_feature_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner" ADD CONSTRAINT "pages_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner_items" ADD CONSTRAINT "_pages_v_blocks_feature_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner" ADD CONSTRAINT "_pages_v_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_pages_v_blocks_feature_banner_items_order_idx" ON "_pages_v_blocks_feature_banner_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_items_parent_id_idx" ON "_pages_v_blocks_feature_banner_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_order_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_parent_id_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_path_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "menus_items_columns_links" CASCADE;
  DROP TABLE "menus_items_columns" CASCADE;
  DROP TABLE "_menus_v_version_items_columns_links" CASCADE;
  DROP TABLE "_menus_v_version_items_columns" CASCADE;
  DROP TABLE "pages_blocks_feature_banner_items" CASCADE;
  DROP TABLE "pages_blocks_feature_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner" CASCADE;
  ALTER TABLE "menus_items" DROP COLUMN "layout";
  ALTER TABLE "_menus_v_version_items" DROP COLUMN "layout";
  DROP TYPE "public"."enum_menus_items_layout";
  DROP TYPE "public"."enum__menus_v_version_items_layout";
  DROP TYPE "public"."enum_pages_blocks_feature_banner_items_kind";
  DROP TYPE "public"."enum__pages_v_blocks_feature_banner_items_kind";`)
}
