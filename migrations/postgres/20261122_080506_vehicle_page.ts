import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "delivery_estimates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"postcode_from" numeric NOT NULL,
  	"postcode_to" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"dealership_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "phone_reveals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"car_id" integer,
  	"dealership_id" integer,
  	"site_id" integer,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "features_rego_unregistered" boolean DEFAULT false;
  ALTER TABLE "dealerships" ADD COLUMN "phones_call_override" varchar;
  ALTER TABLE "leads" ADD COLUMN "dealership_id" integer;
  ALTER TABLE "leads" ADD COLUMN "location_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "event_id" numeric;
  ALTER TABLE "leads" ADD COLUMN "category" varchar;
  ALTER TABLE "leads" ADD COLUMN "subcategory" varchar;
  ALTER TABLE "leads" ADD COLUMN "source" varchar DEFAULT 'Website';
  ALTER TABLE "leads" ADD COLUMN "last_name" varchar;
  ALTER TABLE "leads" ADD COLUMN "postcode" varchar;
  ALTER TABLE "leads" ADD COLUMN "preferred_time" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "opt_in" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "delivery_estimates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "phone_reveals_id" integer;
  ALTER TABLE "delivery_estimates" ADD CONSTRAINT "delivery_estimates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "delivery_estimates" ADD CONSTRAINT "delivery_estimates_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "delivery_estimates_tenant_idx" ON "delivery_estimates" USING btree ("tenant_id");
  CREATE INDEX "delivery_estimates_dealership_idx" ON "delivery_estimates" USING btree ("dealership_id");
  CREATE INDEX "delivery_estimates_updated_at_idx" ON "delivery_estimates" USING btree ("updated_at");
  CREATE INDEX "delivery_estimates_created_at_idx" ON "delivery_estimates" USING btree ("created_at");
  CREATE INDEX "phone_reveals_tenant_idx" ON "phone_reveals" USING btree ("tenant_id");
  CREATE INDEX "phone_reveals_car_idx" ON "phone_reveals" USING btree ("car_id");
  CREATE INDEX "phone_reveals_dealership_idx" ON "phone_reveals" USING btree ("dealership_id");
  CREATE INDEX "phone_reveals_site_idx" ON "phone_reveals" USING btree ("site_id");
  CREATE INDEX "phone_reveals_updated_at_idx" ON "phone_reveals" USING btree ("updated_at");
  CREATE INDEX "phone_reveals_created_at_idx" ON "phone_reveals" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_delivery_estimates_fk" FOREIGN KEY ("delivery_estimates_id") REFERENCES "public"."delivery_estimates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk" FOREIGN KEY ("phone_reveals_id") REFERENCES "public"."phone_reveals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_dealership_idx" ON "leads" USING btree ("dealership_id");
  CREATE INDEX "payload_locked_documents_rels_delivery_estimates_id_idx" ON "payload_locked_documents_rels" USING btree ("delivery_estimates_id");
  CREATE INDEX "payload_locked_documents_rels_phone_reveals_id_idx" ON "payload_locked_documents_rels" USING btree ("phone_reveals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "delivery_estimates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "phone_reveals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "delivery_estimates" CASCADE;
  DROP TABLE "phone_reveals" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_dealership_id_dealerships_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_delivery_estimates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_phone_reveals_fk";
  
  DROP INDEX "leads_dealership_idx";
  DROP INDEX "payload_locked_documents_rels_delivery_estimates_id_idx";
  DROP INDEX "payload_locked_documents_rels_phone_reveals_id_idx";
  ALTER TABLE "sites" DROP COLUMN "features_rego_unregistered";
  ALTER TABLE "dealerships" DROP COLUMN "phones_call_override";
  ALTER TABLE "leads" DROP COLUMN "dealership_id";
  ALTER TABLE "leads" DROP COLUMN "location_id";
  ALTER TABLE "leads" DROP COLUMN "event_id";
  ALTER TABLE "leads" DROP COLUMN "category";
  ALTER TABLE "leads" DROP COLUMN "subcategory";
  ALTER TABLE "leads" DROP COLUMN "source";
  ALTER TABLE "leads" DROP COLUMN "last_name";
  ALTER TABLE "leads" DROP COLUMN "postcode";
  ALTER TABLE "leads" DROP COLUMN "preferred_time";
  ALTER TABLE "leads" DROP COLUMN "opt_in";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "delivery_estimates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "phone_reveals_id";`)
}
