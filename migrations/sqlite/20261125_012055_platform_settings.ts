import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`platform_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`no_price_text\` text,
  	\`new_tag_name\` text,
  	\`sold_tag_text\` text,
  	\`tag_id\` text,
  	\`meta_pixel_id\` text,
  	\`email_from_name\` text,
  	\`email_from_address\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`template\` text DEFAULT 'classic' NOT NULL,
  	\`primary_dealership_id\` integer,
  	\`logo_id\` integer,
  	\`primary_domain\` text,
  	\`settings_sales_phone\` text,
  	\`settings_service_phone\` text,
  	\`settings_parts_phone\` text,
  	\`settings_email\` text,
  	\`settings_finance_link\` text,
  	\`settings_no_price_text\` text,
  	\`settings_new_tag_name\` text,
  	\`settings_sold_tag_text\` text,
  	\`settings_include_sold_cars_days\` numeric DEFAULT 3,
  	\`settings_default_stock_filter\` numeric DEFAULT 0,
  	\`settings_promo_card_position\` numeric DEFAULT 5,
  	\`settings_promo_card_link\` text DEFAULT '/trade-in',
  	\`settings_stock_total_cap\` numeric,
  	\`settings_tagline\` text,
  	\`settings_certified_logo_id\` integer,
  	\`settings_tracking_consent\` text DEFAULT 'none',
  	\`settings_tag_id\` text,
  	\`settings_meta_pixel_id\` text,
  	\`features_garage\` integer DEFAULT false,
  	\`features_favourites\` integer DEFAULT true,
  	\`features_compare\` integer DEFAULT true,
  	\`features_favourites_used_with_images_only\` integer DEFAULT false,
  	\`features_reserve\` integer DEFAULT false,
  	\`features_checkout_path\` text DEFAULT 'checkout',
  	\`features_finance_buttons\` integer DEFAULT true,
  	\`features_trade_in\` integer DEFAULT true,
  	\`features_offers\` integer DEFAULT true,
  	\`features_subscription_prices\` integer DEFAULT false,
  	\`features_sell_my_car_page\` integer DEFAULT true,
  	\`features_instant_price_page\` integer DEFAULT false,
  	\`features_phone_masking\` integer DEFAULT true,
  	\`features_ev_tag\` integer DEFAULT true,
  	\`features_certified_logo\` integer DEFAULT false,
  	\`features_runout_tag_colour\` text DEFAULT 'red',
  	\`features_gallery_default_view\` text DEFAULT 'spinner',
  	\`features_stocknum_on_cards\` integer DEFAULT true,
  	\`features_used_label\` text DEFAULT 'Used',
  	\`features_price_above_zero_on_price_sort\` integer DEFAULT false,
  	\`features_promo_card_randomised\` integer DEFAULT false,
  	\`features_used_car_breadcrumbs\` integer DEFAULT false,
  	\`features_rego_unregistered\` integer DEFAULT false,
  	\`features_sticky_cta_bar\` integer DEFAULT true,
  	\`features_location_path\` text DEFAULT 'contact-us',
  	\`features_closed_hours_text\` text DEFAULT 'closed',
  	\`features_view_our_stock_on_locations\` integer DEFAULT false,
  	\`features_external_service_booking\` integer DEFAULT false,
  	\`features_hover_menus\` integer DEFAULT false,
  	\`features_require_terms\` integer DEFAULT false,
  	\`features_enquiry_message_optional\` integer DEFAULT false,
  	\`features_contact_location_select\` integer DEFAULT true,
  	\`features_remove_preferred_dealership\` integer DEFAULT false,
  	\`features_gate_checkout\` integer DEFAULT true,
  	\`features_gate_finance\` integer DEFAULT false,
  	\`features_online_payment_ungated\` integer DEFAULT false,
  	\`features_instant_message\` integer DEFAULT false,
  	\`features_finance_interest_locked\` integer DEFAULT false,
  	\`features_finance_max_term_5\` integer DEFAULT false,
  	\`features_finance_default_term_6\` integer DEFAULT false,
  	\`features_finance_default_amount_30000\` integer DEFAULT false,
  	\`features_finance_round_up\` integer DEFAULT false,
  	\`features_finance_postcode_required\` integer DEFAULT false,
  	\`features_finance_enquiry_pages\` integer DEFAULT false,
  	\`features_finance_get_finance_promo\` integer DEFAULT true,
  	\`features_finance_sidebar_steps\` integer DEFAULT true,
  	\`features_finance_cap_105_percent\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`primary_dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_certified_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sites\`("id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "updated_at", "created_at" FROM \`sites\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_sites\` RENAME TO \`sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sites_tenant_idx\` ON \`sites\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_slug_idx\` ON \`sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sites_primary_dealership_idx\` ON \`sites\` (\`primary_dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_logo_idx\` ON \`sites\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_settings_settings_certified_logo_idx\` ON \`sites\` (\`settings_certified_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`platform_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`template\` text DEFAULT 'classic' NOT NULL,
  	\`primary_dealership_id\` integer,
  	\`logo_id\` integer,
  	\`primary_domain\` text,
  	\`settings_sales_phone\` text,
  	\`settings_service_phone\` text,
  	\`settings_parts_phone\` text,
  	\`settings_email\` text,
  	\`settings_finance_link\` text,
  	\`settings_no_price_text\` text DEFAULT 'Enquire for price.',
  	\`settings_new_tag_name\` text DEFAULT 'NEW ARRIVAL',
  	\`settings_sold_tag_text\` text DEFAULT 'SOLD',
  	\`settings_include_sold_cars_days\` numeric DEFAULT 3,
  	\`settings_default_stock_filter\` numeric DEFAULT 0,
  	\`settings_promo_card_position\` numeric DEFAULT 5,
  	\`settings_promo_card_link\` text DEFAULT '/trade-in',
  	\`settings_stock_total_cap\` numeric,
  	\`settings_tagline\` text,
  	\`settings_certified_logo_id\` integer,
  	\`settings_tracking_consent\` text DEFAULT 'none',
  	\`settings_tag_id\` text,
  	\`settings_meta_pixel_id\` text,
  	\`features_garage\` integer DEFAULT false,
  	\`features_favourites\` integer DEFAULT true,
  	\`features_compare\` integer DEFAULT true,
  	\`features_favourites_used_with_images_only\` integer DEFAULT false,
  	\`features_reserve\` integer DEFAULT false,
  	\`features_checkout_path\` text DEFAULT 'checkout',
  	\`features_finance_buttons\` integer DEFAULT true,
  	\`features_trade_in\` integer DEFAULT true,
  	\`features_offers\` integer DEFAULT true,
  	\`features_subscription_prices\` integer DEFAULT false,
  	\`features_sell_my_car_page\` integer DEFAULT true,
  	\`features_instant_price_page\` integer DEFAULT false,
  	\`features_phone_masking\` integer DEFAULT true,
  	\`features_ev_tag\` integer DEFAULT true,
  	\`features_certified_logo\` integer DEFAULT false,
  	\`features_runout_tag_colour\` text DEFAULT 'red',
  	\`features_gallery_default_view\` text DEFAULT 'spinner',
  	\`features_stocknum_on_cards\` integer DEFAULT true,
  	\`features_used_label\` text DEFAULT 'Used',
  	\`features_price_above_zero_on_price_sort\` integer DEFAULT false,
  	\`features_promo_card_randomised\` integer DEFAULT false,
  	\`features_used_car_breadcrumbs\` integer DEFAULT false,
  	\`features_rego_unregistered\` integer DEFAULT false,
  	\`features_sticky_cta_bar\` integer DEFAULT true,
  	\`features_location_path\` text DEFAULT 'contact-us',
  	\`features_closed_hours_text\` text DEFAULT 'closed',
  	\`features_view_our_stock_on_locations\` integer DEFAULT false,
  	\`features_external_service_booking\` integer DEFAULT false,
  	\`features_hover_menus\` integer DEFAULT false,
  	\`features_require_terms\` integer DEFAULT false,
  	\`features_enquiry_message_optional\` integer DEFAULT false,
  	\`features_contact_location_select\` integer DEFAULT true,
  	\`features_remove_preferred_dealership\` integer DEFAULT false,
  	\`features_gate_checkout\` integer DEFAULT true,
  	\`features_gate_finance\` integer DEFAULT false,
  	\`features_online_payment_ungated\` integer DEFAULT false,
  	\`features_instant_message\` integer DEFAULT false,
  	\`features_finance_interest_locked\` integer DEFAULT false,
  	\`features_finance_max_term_5\` integer DEFAULT false,
  	\`features_finance_default_term_6\` integer DEFAULT false,
  	\`features_finance_default_amount_30000\` integer DEFAULT false,
  	\`features_finance_round_up\` integer DEFAULT false,
  	\`features_finance_postcode_required\` integer DEFAULT false,
  	\`features_finance_enquiry_pages\` integer DEFAULT false,
  	\`features_finance_get_finance_promo\` integer DEFAULT true,
  	\`features_finance_sidebar_steps\` integer DEFAULT true,
  	\`features_finance_cap_105_percent\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`primary_dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_certified_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sites\`("id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "updated_at", "created_at" FROM \`sites\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_sites\` RENAME TO \`sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sites_tenant_idx\` ON \`sites\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_slug_idx\` ON \`sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sites_primary_dealership_idx\` ON \`sites\` (\`primary_dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_logo_idx\` ON \`sites\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_settings_settings_certified_logo_idx\` ON \`sites\` (\`settings_certified_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
}
