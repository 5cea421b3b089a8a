import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Lead forms (docs/features/leads.md "Lead forms"): two lead types, the promo card's link setting and four form flags.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_leads_type" ADD VALUE IF NOT EXISTS 'contact';
  ALTER TYPE "public"."enum_leads_type" ADD VALUE IF NOT EXISTS 'offer_accepted';
  ALTER TABLE "sites" ADD COLUMN "settings_promo_card_link" varchar DEFAULT '/trade-in';
  ALTER TABLE "sites" ADD COLUMN "features_sell_my_car_page" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "features_instant_price_page" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_contact_location_select" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "features_remove_preferred_dealership" boolean DEFAULT false;`)
}

// PostgreSQL cannot drop an enum value; the two lead types stay.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "sites" DROP COLUMN "settings_promo_card_link";
  ALTER TABLE "sites" DROP COLUMN "features_sell_my_car_page";
  ALTER TABLE "sites" DROP COLUMN "features_instant_price_page";
  ALTER TABLE "sites" DROP COLUMN "features_contact_location_select";
  ALTER TABLE "sites" DROP COLUMN "features_remove_preferred_dealership";`)
}
