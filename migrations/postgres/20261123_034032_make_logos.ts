import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "make_logos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"make" varchar NOT NULL,
  	"alt" varchar DEFAULT '',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "make_logos_id" integer;
  CREATE UNIQUE INDEX "make_logos_make_idx" ON "make_logos" USING btree ("make");
  CREATE INDEX "make_logos_updated_at_idx" ON "make_logos" USING btree ("updated_at");
  CREATE INDEX "make_logos_created_at_idx" ON "make_logos" USING btree ("created_at");
  CREATE UNIQUE INDEX "make_logos_filename_idx" ON "make_logos" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_make_logos_fk" FOREIGN KEY ("make_logos_id") REFERENCES "public"."make_logos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_make_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("make_logos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "make_logos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "make_logos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_make_logos_fk";
  
  DROP INDEX "payload_locked_documents_rels_make_logos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "make_logos_id";`)
}
