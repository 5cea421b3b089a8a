import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verifications_verification_type" AS ENUM('sms sent', 'verify completed');
  CREATE TYPE "public"."enum_verifications_purpose" AS ENUM('finance', 'sign-in');
  CREATE TABLE "verifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"website_slug" varchar NOT NULL,
  	"dealership_slug" varchar,
  	"user_id" varchar,
  	"verification_type" "enum_verifications_verification_type" NOT NULL,
  	"purpose" "enum_verifications_purpose",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "verifications" ADD CONSTRAINT "verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "verifications_tenant_idx" ON "verifications" USING btree ("tenant_id");
  CREATE INDEX "verifications_website_slug_idx" ON "verifications" USING btree ("website_slug");
  CREATE INDEX "verifications_updated_at_idx" ON "verifications" USING btree ("updated_at");
  CREATE INDEX "verifications_created_at_idx" ON "verifications" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "verifications" CASCADE;
  DROP TYPE "public"."enum_verifications_verification_type";
  DROP TYPE "public"."enum_verifications_purpose";`)
}
