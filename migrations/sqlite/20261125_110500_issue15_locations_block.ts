import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_settings_service_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`title\` text,
  	\`make\` text,
  	\`location_id\` integer,
  	\`requires_booking_url\` integer DEFAULT false,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_settings_service_pages_order_idx\` ON \`sites_settings_service_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_settings_service_pages_parent_id_idx\` ON \`sites_settings_service_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_settings_service_pages_location_idx\` ON \`sites_settings_service_pages\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_sites_v_version_settings_service_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`title\` text,
  	\`make\` text,
  	\`location_id\` integer,
  	\`requires_booking_url\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_service_pages_order_idx\` ON \`_sites_v_version_settings_service_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_service_pages_parent_id_idx\` ON \`_sites_v_version_settings_service_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_service_pages_location_idx\` ON \`_sites_v_version_settings_service_pages\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_texts_parent_idx\` ON \`pages_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_parent_idx\` ON \`_pages_v_texts\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_vehicle_locations\` text DEFAULT 'primary';`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`settings_vehicle_location_id\` integer REFERENCES locations(id);`)
  await db.run(sql`CREATE INDEX \`sites_settings_settings_vehicle_location_idx\` ON \`sites\` (\`settings_vehicle_location_id\`);`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_vehicle_locations\` text DEFAULT 'primary';`)
  await db.run(sql`ALTER TABLE \`_sites_v\` ADD \`version_settings_vehicle_location_id\` integer REFERENCES locations(id);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_version_settings_vehicle_locat_idx\` ON \`_sites_v\` (\`version_settings_vehicle_location_id\`);`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`external_id\` text;`)
  await db.run(sql`CREATE INDEX \`reviews_external_id_idx\` ON \`reviews\` (\`external_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_settings_service_pages\`;`)
  await db.run(sql`DROP TABLE \`_sites_v_version_settings_service_pages\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
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
  	\`features_finance_calculator_rules\` text DEFAULT 'standard',
  	\`features_finance_sample_loan\` integer DEFAULT false,
  	\`features_finance_estimate_hidden\` integer DEFAULT false,
  	\`features_finance_disclaimer_link\` integer DEFAULT false,
  	\`features_finance_postcode_required\` integer DEFAULT false,
  	\`features_finance_enquiry_pages\` integer DEFAULT false,
  	\`features_finance_get_finance_promo\` integer DEFAULT true,
  	\`features_finance_sidebar_steps\` integer DEFAULT true,
  	\`features_finance_cap_105_percent\` integer DEFAULT false,
  	\`changed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`primary_dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_certified_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sites\`("id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_calculator_rules", "features_finance_sample_loan", "features_finance_estimate_hidden", "features_finance_disclaimer_link", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "changed_by_id", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_calculator_rules", "features_finance_sample_loan", "features_finance_estimate_hidden", "features_finance_disclaimer_link", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "changed_by_id", "updated_at", "created_at" FROM \`sites\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_sites\` RENAME TO \`sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sites_tenant_idx\` ON \`sites\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_slug_idx\` ON \`sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sites_primary_dealership_idx\` ON \`sites\` (\`primary_dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_logo_idx\` ON \`sites\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_settings_settings_certified_logo_idx\` ON \`sites\` (\`settings_certified_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_changed_by_idx\` ON \`sites\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__sites_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_template\` text DEFAULT 'classic' NOT NULL,
  	\`version_primary_dealership_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_primary_domain\` text,
  	\`version_settings_sales_phone\` text,
  	\`version_settings_service_phone\` text,
  	\`version_settings_parts_phone\` text,
  	\`version_settings_email\` text,
  	\`version_settings_finance_link\` text,
  	\`version_settings_no_price_text\` text,
  	\`version_settings_new_tag_name\` text,
  	\`version_settings_sold_tag_text\` text,
  	\`version_settings_include_sold_cars_days\` numeric DEFAULT 3,
  	\`version_settings_default_stock_filter\` numeric DEFAULT 0,
  	\`version_settings_promo_card_position\` numeric DEFAULT 5,
  	\`version_settings_promo_card_link\` text DEFAULT '/trade-in',
  	\`version_settings_stock_total_cap\` numeric,
  	\`version_settings_tagline\` text,
  	\`version_settings_certified_logo_id\` integer,
  	\`version_settings_tracking_consent\` text DEFAULT 'none',
  	\`version_settings_tag_id\` text,
  	\`version_settings_meta_pixel_id\` text,
  	\`version_features_garage\` integer DEFAULT false,
  	\`version_features_favourites\` integer DEFAULT true,
  	\`version_features_compare\` integer DEFAULT true,
  	\`version_features_favourites_used_with_images_only\` integer DEFAULT false,
  	\`version_features_reserve\` integer DEFAULT false,
  	\`version_features_checkout_path\` text DEFAULT 'checkout',
  	\`version_features_finance_buttons\` integer DEFAULT true,
  	\`version_features_trade_in\` integer DEFAULT true,
  	\`version_features_offers\` integer DEFAULT true,
  	\`version_features_subscription_prices\` integer DEFAULT false,
  	\`version_features_sell_my_car_page\` integer DEFAULT true,
  	\`version_features_instant_price_page\` integer DEFAULT false,
  	\`version_features_phone_masking\` integer DEFAULT true,
  	\`version_features_ev_tag\` integer DEFAULT true,
  	\`version_features_certified_logo\` integer DEFAULT false,
  	\`version_features_runout_tag_colour\` text DEFAULT 'red',
  	\`version_features_gallery_default_view\` text DEFAULT 'spinner',
  	\`version_features_stocknum_on_cards\` integer DEFAULT true,
  	\`version_features_used_label\` text DEFAULT 'Used',
  	\`version_features_price_above_zero_on_price_sort\` integer DEFAULT false,
  	\`version_features_promo_card_randomised\` integer DEFAULT false,
  	\`version_features_used_car_breadcrumbs\` integer DEFAULT false,
  	\`version_features_rego_unregistered\` integer DEFAULT false,
  	\`version_features_sticky_cta_bar\` integer DEFAULT true,
  	\`version_features_location_path\` text DEFAULT 'contact-us',
  	\`version_features_closed_hours_text\` text DEFAULT 'closed',
  	\`version_features_view_our_stock_on_locations\` integer DEFAULT false,
  	\`version_features_external_service_booking\` integer DEFAULT false,
  	\`version_features_hover_menus\` integer DEFAULT false,
  	\`version_features_require_terms\` integer DEFAULT false,
  	\`version_features_enquiry_message_optional\` integer DEFAULT false,
  	\`version_features_contact_location_select\` integer DEFAULT true,
  	\`version_features_remove_preferred_dealership\` integer DEFAULT false,
  	\`version_features_gate_checkout\` integer DEFAULT true,
  	\`version_features_gate_finance\` integer DEFAULT false,
  	\`version_features_online_payment_ungated\` integer DEFAULT false,
  	\`version_features_instant_message\` integer DEFAULT false,
  	\`version_features_finance_interest_locked\` integer DEFAULT false,
  	\`version_features_finance_max_term_5\` integer DEFAULT false,
  	\`version_features_finance_default_term_6\` integer DEFAULT false,
  	\`version_features_finance_default_amount_30000\` integer DEFAULT false,
  	\`version_features_finance_round_up\` integer DEFAULT false,
  	\`version_features_finance_calculator_rules\` text DEFAULT 'standard',
  	\`version_features_finance_sample_loan\` integer DEFAULT false,
  	\`version_features_finance_estimate_hidden\` integer DEFAULT false,
  	\`version_features_finance_disclaimer_link\` integer DEFAULT false,
  	\`version_features_finance_postcode_required\` integer DEFAULT false,
  	\`version_features_finance_enquiry_pages\` integer DEFAULT false,
  	\`version_features_finance_get_finance_promo\` integer DEFAULT true,
  	\`version_features_finance_sidebar_steps\` integer DEFAULT true,
  	\`version_features_finance_cap_105_percent\` integer DEFAULT false,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_primary_dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_settings_certified_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sites_v\`("id", "parent_id", "version_tenant_id", "version_name", "version_slug", "version_template", "version_primary_dealership_id", "version_logo_id", "version_primary_domain", "version_settings_sales_phone", "version_settings_service_phone", "version_settings_parts_phone", "version_settings_email", "version_settings_finance_link", "version_settings_no_price_text", "version_settings_new_tag_name", "version_settings_sold_tag_text", "version_settings_include_sold_cars_days", "version_settings_default_stock_filter", "version_settings_promo_card_position", "version_settings_promo_card_link", "version_settings_stock_total_cap", "version_settings_tagline", "version_settings_certified_logo_id", "version_settings_tracking_consent", "version_settings_tag_id", "version_settings_meta_pixel_id", "version_features_garage", "version_features_favourites", "version_features_compare", "version_features_favourites_used_with_images_only", "version_features_reserve", "version_features_checkout_path", "version_features_finance_buttons", "version_features_trade_in", "version_features_offers", "version_features_subscription_prices", "version_features_sell_my_car_page", "version_features_instant_price_page", "version_features_phone_masking", "version_features_ev_tag", "version_features_certified_logo", "version_features_runout_tag_colour", "version_features_gallery_default_view", "version_features_stocknum_on_cards", "version_features_used_label", "version_features_price_above_zero_on_price_sort", "version_features_promo_card_randomised", "version_features_used_car_breadcrumbs", "version_features_rego_unregistered", "version_features_sticky_cta_bar", "version_features_location_path", "version_features_closed_hours_text", "version_features_view_our_stock_on_locations", "version_features_external_service_booking", "version_features_hover_menus", "version_features_require_terms", "version_features_enquiry_message_optional", "version_features_contact_location_select", "version_features_remove_preferred_dealership", "version_features_gate_checkout", "version_features_gate_finance", "version_features_online_payment_ungated", "version_features_instant_message", "version_features_finance_interest_locked", "version_features_finance_max_term_5", "version_features_finance_default_term_6", "version_features_finance_default_amount_30000", "version_features_finance_round_up", "version_features_finance_calculator_rules", "version_features_finance_sample_loan", "version_features_finance_estimate_hidden", "version_features_finance_disclaimer_link", "version_features_finance_postcode_required", "version_features_finance_enquiry_pages", "version_features_finance_get_finance_promo", "version_features_finance_sidebar_steps", "version_features_finance_cap_105_percent", "version_changed_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_tenant_id", "version_name", "version_slug", "version_template", "version_primary_dealership_id", "version_logo_id", "version_primary_domain", "version_settings_sales_phone", "version_settings_service_phone", "version_settings_parts_phone", "version_settings_email", "version_settings_finance_link", "version_settings_no_price_text", "version_settings_new_tag_name", "version_settings_sold_tag_text", "version_settings_include_sold_cars_days", "version_settings_default_stock_filter", "version_settings_promo_card_position", "version_settings_promo_card_link", "version_settings_stock_total_cap", "version_settings_tagline", "version_settings_certified_logo_id", "version_settings_tracking_consent", "version_settings_tag_id", "version_settings_meta_pixel_id", "version_features_garage", "version_features_favourites", "version_features_compare", "version_features_favourites_used_with_images_only", "version_features_reserve", "version_features_checkout_path", "version_features_finance_buttons", "version_features_trade_in", "version_features_offers", "version_features_subscription_prices", "version_features_sell_my_car_page", "version_features_instant_price_page", "version_features_phone_masking", "version_features_ev_tag", "version_features_certified_logo", "version_features_runout_tag_colour", "version_features_gallery_default_view", "version_features_stocknum_on_cards", "version_features_used_label", "version_features_price_above_zero_on_price_sort", "version_features_promo_card_randomised", "version_features_used_car_breadcrumbs", "version_features_rego_unregistered", "version_features_sticky_cta_bar", "version_features_location_path", "version_features_closed_hours_text", "version_features_view_our_stock_on_locations", "version_features_external_service_booking", "version_features_hover_menus", "version_features_require_terms", "version_features_enquiry_message_optional", "version_features_contact_location_select", "version_features_remove_preferred_dealership", "version_features_gate_checkout", "version_features_gate_finance", "version_features_online_payment_ungated", "version_features_instant_message", "version_features_finance_interest_locked", "version_features_finance_max_term_5", "version_features_finance_default_term_6", "version_features_finance_default_amount_30000", "version_features_finance_round_up", "version_features_finance_calculator_rules", "version_features_finance_sample_loan", "version_features_finance_estimate_hidden", "version_features_finance_disclaimer_link", "version_features_finance_postcode_required", "version_features_finance_enquiry_pages", "version_features_finance_get_finance_promo", "version_features_finance_sidebar_steps", "version_features_finance_cap_105_percent", "version_changed_by_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_sites_v\`;`)
  await db.run(sql`DROP TABLE \`_sites_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sites_v\` RENAME TO \`_sites_v\`;`)
  await db.run(sql`CREATE INDEX \`_sites_v_parent_idx\` ON \`_sites_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_version_tenant_idx\` ON \`_sites_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_version_slug_idx\` ON \`_sites_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_version_primary_dealership_idx\` ON \`_sites_v\` (\`version_primary_dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_version_logo_idx\` ON \`_sites_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_version_settings_certified_log_idx\` ON \`_sites_v\` (\`version_settings_certified_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_version_changed_by_idx\` ON \`_sites_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_version_updated_at_idx\` ON \`_sites_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_version_created_at_idx\` ON \`_sites_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_created_at_idx\` ON \`_sites_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_updated_at_idx\` ON \`_sites_v\` (\`updated_at\`);`)
  await db.run(sql`DROP INDEX \`reviews_external_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`external_id\`;`)
}
