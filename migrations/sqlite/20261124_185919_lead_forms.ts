import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Lead forms (docs/features/leads.md "Lead forms"): the promo card's link setting and four form flags. The new lead types
// ('contact', 'offer_accepted') need nothing here: SQLite stores a select as text.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_promo_card_link\` text DEFAULT '/trade-in';`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_sell_my_car_page\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_instant_price_page\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_contact_location_select\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_remove_preferred_dealership\` integer DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`settings_promo_card_link\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_sell_my_car_page\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_instant_price_page\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_contact_location_select\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_remove_preferred_dealership\`;`)
}
