import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "spin_campaigns_prizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"weight" numeric DEFAULT 1 NOT NULL,
  	"no_prize" boolean DEFAULT false
  );
  
  CREATE TABLE "spin_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"active" boolean DEFAULT false,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"terms" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "spin_campaigns_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "spins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"spin_key" varchar NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"site_id" integer NOT NULL,
  	"prize" varchar NOT NULL,
  	"won" boolean DEFAULT false,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "features_gate_spin_to_win" boolean DEFAULT true;
  ALTER TABLE "_sites_v" ADD COLUMN "version_features_gate_spin_to_win" boolean DEFAULT true;
  ALTER TABLE "spin_campaigns_prizes" ADD CONSTRAINT "spin_campaigns_prizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."spin_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spin_campaigns" ADD CONSTRAINT "spin_campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spin_campaigns_rels" ADD CONSTRAINT "spin_campaigns_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."spin_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spin_campaigns_rels" ADD CONSTRAINT "spin_campaigns_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_campaign_id_spin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."spin_campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spins" ADD CONSTRAINT "spins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "spin_campaigns_prizes_order_idx" ON "spin_campaigns_prizes" USING btree ("_order");
  CREATE INDEX "spin_campaigns_prizes_parent_id_idx" ON "spin_campaigns_prizes" USING btree ("_parent_id");
  CREATE INDEX "spin_campaigns_tenant_idx" ON "spin_campaigns" USING btree ("tenant_id");
  CREATE INDEX "spin_campaigns_active_idx" ON "spin_campaigns" USING btree ("active");
  CREATE INDEX "spin_campaigns_updated_at_idx" ON "spin_campaigns" USING btree ("updated_at");
  CREATE INDEX "spin_campaigns_created_at_idx" ON "spin_campaigns" USING btree ("created_at");
  CREATE INDEX "spin_campaigns_rels_order_idx" ON "spin_campaigns_rels" USING btree ("order");
  CREATE INDEX "spin_campaigns_rels_parent_idx" ON "spin_campaigns_rels" USING btree ("parent_id");
  CREATE INDEX "spin_campaigns_rels_path_idx" ON "spin_campaigns_rels" USING btree ("path");
  CREATE INDEX "spin_campaigns_rels_sites_id_idx" ON "spin_campaigns_rels" USING btree ("sites_id");
  CREATE INDEX "spins_tenant_idx" ON "spins" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "spins_spin_key_idx" ON "spins" USING btree ("spin_key");
  CREATE INDEX "spins_campaign_idx" ON "spins" USING btree ("campaign_id");
  CREATE INDEX "spins_customer_idx" ON "spins" USING btree ("customer_id");
  CREATE INDEX "spins_site_idx" ON "spins" USING btree ("site_id");
  CREATE INDEX "spins_lead_idx" ON "spins" USING btree ("lead_id");
  CREATE INDEX "spins_updated_at_idx" ON "spins" USING btree ("updated_at");
  CREATE INDEX "spins_created_at_idx" ON "spins" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "spin_campaigns_prizes" CASCADE;
  DROP TABLE "spin_campaigns" CASCADE;
  DROP TABLE "spin_campaigns_rels" CASCADE;
  DROP TABLE "spins" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "features_gate_spin_to_win";
  ALTER TABLE "_sites_v" DROP COLUMN "version_features_gate_spin_to_win";`)
}
