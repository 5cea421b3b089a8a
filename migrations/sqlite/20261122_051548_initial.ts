import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_tenants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_tenants_order_idx\` ON \`users_tenants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_tenants_parent_id_idx\` ON \`users_tenants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_tenants_tenant_idx\` ON \`users_tenants\` (\`tenant_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`tenants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`kind\` text DEFAULT 'dealer',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_slug_idx\` ON \`tenants\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tenants_updated_at_idx\` ON \`tenants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tenants_created_at_idx\` ON \`tenants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sites_domains\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`domain\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_domains_order_idx\` ON \`sites_domains\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_domains_parent_id_idx\` ON \`sites_domains\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_domains_domain_idx\` ON \`sites_domains\` (\`domain\`);`)
  await db.run(sql`CREATE TABLE \`sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`template\` text DEFAULT 'classic' NOT NULL,
  	\`primary_dealership_id\` integer,
  	\`logo_id\` integer,
  	\`settings_sales_phone\` text,
  	\`settings_service_phone\` text,
  	\`settings_parts_phone\` text,
  	\`settings_email\` text,
  	\`settings_no_price_text\` text DEFAULT 'Enquire for price.',
  	\`settings_new_tag_name\` text DEFAULT 'NEW ARRIVAL',
  	\`settings_sold_tag_text\` text DEFAULT 'SOLD',
  	\`settings_include_sold_cars_days\` numeric DEFAULT 3,
  	\`settings_default_stock_filter\` numeric DEFAULT 0,
  	\`settings_promo_card_position\` numeric DEFAULT 5,
  	\`settings_stock_total_cap\` numeric,
  	\`settings_tagline\` text,
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
  	\`features_sticky_cta_bar\` integer DEFAULT true,
  	\`features_location_path\` text DEFAULT 'contact-us',
  	\`features_closed_hours_text\` text DEFAULT 'closed',
  	\`features_view_our_stock_on_locations\` integer DEFAULT false,
  	\`features_external_service_booking\` integer DEFAULT false,
  	\`features_hover_menus\` integer DEFAULT false,
  	\`features_require_terms\` integer DEFAULT false,
  	\`features_enquiry_message_optional\` integer DEFAULT false,
  	\`features_gate_checkout\` integer DEFAULT true,
  	\`features_gate_finance\` integer DEFAULT false,
  	\`features_online_payment_ungated\` integer DEFAULT false,
  	\`features_instant_message\` integer DEFAULT false,
  	\`features_finance_interest_locked\` integer DEFAULT false,
  	\`features_finance_max_term_5\` integer DEFAULT false,
  	\`features_finance_default_term_6\` integer DEFAULT false,
  	\`features_finance_default_amount_30000\` integer DEFAULT false,
  	\`features_finance_round_up\` integer DEFAULT false,
  	\`features_finance_cap_105_percent\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`primary_dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_tenant_idx\` ON \`sites\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_slug_idx\` ON \`sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sites_primary_dealership_idx\` ON \`sites\` (\`primary_dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_logo_idx\` ON \`sites\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sites_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_texts_order_parent\` ON \`sites_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_texts_parent_idx\` ON \`sites_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sites_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`dealerships_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealerships_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_rels_order_idx\` ON \`sites_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_parent_idx\` ON \`sites_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_path_idx\` ON \`sites_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_dealerships_id_idx\` ON \`sites_rels\` (\`dealerships_id\`);`)
  await db.run(sql`CREATE TABLE \`dealerships_service_booking_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`make\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealerships_service_booking_links_order_idx\` ON \`dealerships_service_booking_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_service_booking_links_parent_id_idx\` ON \`dealerships_service_booking_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dealerships\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`manufacturer\` text,
  	\`dealership_group\` text,
  	\`address_street\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_postcode\` text,
  	\`address_lat\` numeric,
  	\`address_long\` numeric,
  	\`address_place_id\` text,
  	\`address_place_url\` text,
  	\`email\` text,
  	\`url\` text,
  	\`logo_id\` integer,
  	\`dealer_license_number\` text,
  	\`motor_vehicle_repairer\` text,
  	\`phones_main\` text,
  	\`phones_new\` text,
  	\`phones_used\` text,
  	\`phones_demo\` text,
  	\`phones_service\` text,
  	\`phones_parts\` text,
  	\`finance_provider\` text,
  	\`rate_card_interest_rate\` numeric,
  	\`rate_card_comparison_rate\` numeric,
  	\`rate_card_establishment_fee\` numeric,
  	\`rate_card_default_term_years\` numeric,
  	\`xtime_url\` text,
  	\`include_sold_cars_days\` numeric,
  	\`garage_enabled\` integer,
  	\`offers_subscription\` integer,
  	\`autobot\` integer,
  	\`redbook\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`dealerships_tenant_idx\` ON \`dealerships\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`dealerships_slug_idx\` ON \`dealerships\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_address_address_city_idx\` ON \`dealerships\` (\`address_city\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_logo_idx\` ON \`dealerships\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_updated_at_idx\` ON \`dealerships\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealerships_created_at_idx\` ON \`dealerships\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`locations_contact_detail_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`status\` text DEFAULT 'Open' NOT NULL,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_contact_detail_opening_hours_order_idx\` ON \`locations_contact_detail_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_contact_detail_opening_hours_parent_id_idx\` ON \`locations_contact_detail_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_special_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`status\` text DEFAULT 'Closed' NOT NULL,
  	\`start_hour\` text,
  	\`end_hour\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_special_hours_order_idx\` ON \`locations_special_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`locations_special_hours_parent_id_idx\` ON \`locations_special_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`dealership_id\` integer NOT NULL,
  	\`location_type\` text,
  	\`location_subtype\` text,
  	\`visible\` integer DEFAULT true,
  	\`primary\` integer,
  	\`address_street\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_postcode\` text,
  	\`address_lat\` numeric,
  	\`address_long\` numeric,
  	\`address_place_id\` text,
  	\`address_place_url\` text,
  	\`image_id\` integer,
  	\`dealer_license_number\` text,
  	\`motor_vehicle_repairer\` text,
  	\`contact_detail_phone\` text,
  	\`contact_detail_landline_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_tenant_idx\` ON \`locations\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_slug_idx\` ON \`locations\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`locations_dealership_idx\` ON \`locations\` (\`dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_address_address_city_idx\` ON \`locations\` (\`address_city\`);`)
  await db.run(sql`CREATE INDEX \`locations_image_idx\` ON \`locations\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_updated_at_idx\` ON \`locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`locations_created_at_idx\` ON \`locations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`locations_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_texts_order_parent\` ON \`locations_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`locations_texts_parent_idx\` ON \`locations_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`year\` numeric,
  	\`make\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`badge\` text,
  	\`series\` text,
  	\`car_type\` text NOT NULL,
  	\`status\` text DEFAULT 'in_stock' NOT NULL,
  	\`item_type\` text DEFAULT 'car',
  	\`tag\` text,
  	\`reserved\` integer,
  	\`certified\` integer,
  	\`preorder\` integer,
  	\`show_on_dealer_website\` integer DEFAULT true,
  	\`dealership_id\` integer NOT NULL,
  	\`location_id\` integer,
  	\`stocknum\` text,
  	\`vin\` text,
  	\`nvic\` text,
  	\`regplate\` text,
  	\`rego_expiry\` text,
  	\`build_date\` text,
  	\`compliance_date\` text,
  	\`sold_date\` text,
  	\`city\` text,
  	\`state\` text,
  	\`private_suburb\` text,
  	\`private_postcode\` text,
  	\`views\` numeric DEFAULT 0,
  	\`rank\` numeric DEFAULT 0,
  	\`price\` numeric,
  	\`before_price\` numeric,
  	\`offer_price\` numeric,
  	\`subscription_price\` numeric,
  	\`price_type\` text,
  	\`finance_lenders\` text,
  	\`youx_quote_weekly_repayment_amount\` numeric,
  	\`autograb_data_average_market_price\` numeric,
  	\`autograb_data_state_average_market_price\` numeric,
  	\`autograb_data_market_range_min\` numeric,
  	\`autograb_data_market_range_max\` numeric,
  	\`autograb_data_confidence\` numeric,
  	\`autograb_data_description\` text,
  	\`km\` numeric,
  	\`colour\` text,
  	\`interior_colour\` text,
  	\`simple_body\` text,
  	\`simple_transmission\` text,
  	\`simple_fuel\` text,
  	\`simple_drive\` text,
  	\`drive\` text,
  	\`fuel\` text,
  	\`seats\` numeric,
  	\`doors\` numeric,
  	\`engine_size\` numeric,
  	\`engine_size_litres\` numeric,
  	\`gearnum\` numeric,
  	\`bodyconfiguration\` text,
  	\`variant_cylinders\` numeric,
  	\`variant_enginesize\` numeric,
  	\`variant_enginesize_litres\` numeric,
  	\`variant_induction\` text,
  	\`variant_fuelconsumptioncombined\` numeric,
  	\`variant_fuelcapacity\` numeric,
  	\`variant_grossvehiclemass\` numeric,
  	\`variant_towingcapacitybraked\` numeric,
  	\`variant_vehiclelength\` numeric,
  	\`variant_vehicleheight\` numeric,
  	\`variant_vehiclewidth\` numeric,
  	\`variant_torque\` text,
  	\`variant_bodyconfiguration\` text,
  	\`variant_ancaprating\` numeric,
  	\`variant_geartype\` text,
  	\`specifications_body_width\` numeric,
  	\`specifications_body_length\` numeric,
  	\`specifications_tare_weight\` numeric,
  	\`specifications_axle_type\` text,
  	\`specifications_sleeps\` numeric,
  	\`specifications_aggregate_trailer_mass\` numeric,
  	\`dealercomments\` text,
  	\`video_url\` text,
  	\`external_video_url\` text,
  	\`spin_code\` text,
  	\`spin_interior_image_id\` integer,
  	\`hotspots\` text,
  	\`file_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`spin_interior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_tenant_idx\` ON \`cars\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_slug_idx\` ON \`cars\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cars_year_idx\` ON \`cars\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`cars_make_idx\` ON \`cars\` (\`make\`);`)
  await db.run(sql`CREATE INDEX \`cars_model_idx\` ON \`cars\` (\`model\`);`)
  await db.run(sql`CREATE INDEX \`cars_car_type_idx\` ON \`cars\` (\`car_type\`);`)
  await db.run(sql`CREATE INDEX \`cars_status_idx\` ON \`cars\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`cars_item_type_idx\` ON \`cars\` (\`item_type\`);`)
  await db.run(sql`CREATE INDEX \`cars_reserved_idx\` ON \`cars\` (\`reserved\`);`)
  await db.run(sql`CREATE INDEX \`cars_certified_idx\` ON \`cars\` (\`certified\`);`)
  await db.run(sql`CREATE INDEX \`cars_show_on_dealer_website_idx\` ON \`cars\` (\`show_on_dealer_website\`);`)
  await db.run(sql`CREATE INDEX \`cars_dealership_idx\` ON \`cars\` (\`dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_location_idx\` ON \`cars\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_stocknum_idx\` ON \`cars\` (\`stocknum\`);`)
  await db.run(sql`CREATE INDEX \`cars_vin_idx\` ON \`cars\` (\`vin\`);`)
  await db.run(sql`CREATE INDEX \`cars_sold_date_idx\` ON \`cars\` (\`sold_date\`);`)
  await db.run(sql`CREATE INDEX \`cars_city_idx\` ON \`cars\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`cars_state_idx\` ON \`cars\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`cars_rank_idx\` ON \`cars\` (\`rank\`);`)
  await db.run(sql`CREATE INDEX \`cars_price_idx\` ON \`cars\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`cars_km_idx\` ON \`cars\` (\`km\`);`)
  await db.run(sql`CREATE INDEX \`cars_simple_body_idx\` ON \`cars\` (\`simple_body\`);`)
  await db.run(sql`CREATE INDEX \`cars_simple_transmission_idx\` ON \`cars\` (\`simple_transmission\`);`)
  await db.run(sql`CREATE INDEX \`cars_simple_fuel_idx\` ON \`cars\` (\`simple_fuel\`);`)
  await db.run(sql`CREATE INDEX \`cars_simple_drive_idx\` ON \`cars\` (\`simple_drive\`);`)
  await db.run(sql`CREATE INDEX \`cars_spin_interior_image_idx\` ON \`cars\` (\`spin_interior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_file_idx\` ON \`cars\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_updated_at_idx\` ON \`cars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cars_created_at_idx\` ON \`cars\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_slug_idx\` ON \`cars\` (\`tenant_id\`,\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tenant_status_idx\` ON \`cars\` (\`tenant_id\`,\`status\`);`)
  await db.run(sql`CREATE TABLE \`cars_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_texts_order_parent\` ON \`cars_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_texts_parent_idx\` ON \`cars_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cars_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_rels_order_idx\` ON \`cars_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`cars_rels_parent_idx\` ON \`cars_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_rels_path_idx\` ON \`cars_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`cars_rels_media_id_idx\` ON \`cars_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`alt\` text DEFAULT '' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumb_url\` text,
  	\`sizes_thumb_width\` numeric,
  	\`sizes_thumb_height\` numeric,
  	\`sizes_thumb_mime_type\` text,
  	\`sizes_thumb_filesize\` numeric,
  	\`sizes_thumb_filename\` text,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_tenant_idx\` ON \`media\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumb_sizes_thumb_filename_idx\` ON \`media\` (\`sizes_thumb_filename\`);`)
  await db.run(sql`CREATE TABLE \`menus_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_items_children_order_idx\` ON \`menus_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_children_parent_id_idx\` ON \`menus_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`highlight\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_items_order_idx\` ON \`menus_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_parent_id_idx\` ON \`menus_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_tenant_idx\` ON \`menus\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`menus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_rels_order_idx\` ON \`menus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_parent_idx\` ON \`menus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_path_idx\` ON \`menus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_sites_id_idx\` ON \`menus_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_groups_links_order_idx\` ON \`footers_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footers_groups_links_parent_id_idx\` ON \`footers_groups_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_groups_order_idx\` ON \`footers_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footers_groups_parent_id_idx\` ON \`footers_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`show_payment_methods\` integer DEFAULT true,
  	\`legal_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_tenant_idx\` ON \`footers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_updated_at_idx\` ON \`footers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footers_created_at_idx\` ON \`footers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`footers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_rels_order_idx\` ON \`footers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_parent_idx\` ON \`footers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_path_idx\` ON \`footers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_sites_id_idx\` ON \`footers_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'new',
  	\`site_id\` integer NOT NULL,
  	\`car_id\` integer,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`payload\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_tenant_idx\` ON \`leads\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_site_idx\` ON \`leads\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_car_idx\` ON \`leads\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`tenants_id\` integer,
  	\`sites_id\` integer,
  	\`dealerships_id\` integer,
  	\`locations_id\` integer,
  	\`cars_id\` integer,
  	\`media_id\` integer,
  	\`menus_id\` integer,
  	\`footers_id\` integer,
  	\`leads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealerships_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealerships_id_idx\` ON \`payload_locked_documents_rels\` (\`dealerships_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_tenants\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`tenants\`;`)
  await db.run(sql`DROP TABLE \`sites_domains\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`DROP TABLE \`sites_texts\`;`)
  await db.run(sql`DROP TABLE \`sites_rels\`;`)
  await db.run(sql`DROP TABLE \`dealerships_service_booking_links\`;`)
  await db.run(sql`DROP TABLE \`dealerships\`;`)
  await db.run(sql`DROP TABLE \`locations_contact_detail_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`locations_special_hours\`;`)
  await db.run(sql`DROP TABLE \`locations\`;`)
  await db.run(sql`DROP TABLE \`locations_texts\`;`)
  await db.run(sql`DROP TABLE \`cars\`;`)
  await db.run(sql`DROP TABLE \`cars_texts\`;`)
  await db.run(sql`DROP TABLE \`cars_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`menus_items_children\`;`)
  await db.run(sql`DROP TABLE \`menus_items\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus_rels\`;`)
  await db.run(sql`DROP TABLE \`footers_groups_links\`;`)
  await db.run(sql`DROP TABLE \`footers_groups\`;`)
  await db.run(sql`DROP TABLE \`footers\`;`)
  await db.run(sql`DROP TABLE \`footers_rels\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
