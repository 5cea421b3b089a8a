import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_features_finance_calculator_rules" AS ENUM('standard', 'flagged_dealer', 'rate_band_9_95', 'lender_fee_1300');
  ALTER TABLE "sites" ADD COLUMN "features_finance_calculator_rules" "enum_sites_features_finance_calculator_rules" DEFAULT 'standard';
  ALTER TABLE "sites" ADD COLUMN "features_finance_sample_loan" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_finance_estimate_hidden" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_finance_disclaimer_link" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "features_finance_calculator_rules";
  ALTER TABLE "sites" DROP COLUMN "features_finance_sample_loan";
  ALTER TABLE "sites" DROP COLUMN "features_finance_estimate_hidden";
  ALTER TABLE "sites" DROP COLUMN "features_finance_disclaimer_link";
  DROP TYPE "public"."enum_sites_features_finance_calculator_rules";`)
}
