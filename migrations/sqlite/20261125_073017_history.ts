import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_sites_v_version_domains\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`domain\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sites_v_version_domains_order_idx\` ON \`_sites_v_version_domains\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_domains_parent_id_idx\` ON \`_sites_v_version_domains\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_domains_domain_idx\` ON \`_sites_v_version_domains\` (\`domain\`);`)
  await db.run(sql`CREATE TABLE \`_sites_v_version_settings_finance_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_finance_steps_order_idx\` ON \`_sites_v_version_settings_finance_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_version_settings_finance_steps_parent_id_idx\` ON \`_sites_v_version_settings_finance_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sites_v\` (
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
  await db.run(sql`CREATE TABLE \`_sites_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sites_v_texts_order_parent\` ON \`_sites_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_texts_parent_idx\` ON \`_sites_v_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sites_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`dealerships_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealerships_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sites_v_rels_order_idx\` ON \`_sites_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_rels_parent_idx\` ON \`_sites_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_rels_path_idx\` ON \`_sites_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_sites_v_rels_dealerships_id_idx\` ON \`_sites_v_rels\` (\`dealerships_id\`);`)
  await db.run(sql`CREATE TABLE \`_cars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_year\` numeric,
  	\`version_make\` text NOT NULL,
  	\`version_model\` text NOT NULL,
  	\`version_badge\` text,
  	\`version_series\` text,
  	\`version_car_type\` text NOT NULL,
  	\`version_status\` text DEFAULT 'in_stock' NOT NULL,
  	\`version_item_type\` text DEFAULT 'car',
  	\`version_tag\` text,
  	\`version_reserved\` integer,
  	\`version_certified\` integer,
  	\`version_preorder\` integer,
  	\`version_show_on_dealer_website\` integer DEFAULT true,
  	\`version_dealership_id\` integer NOT NULL,
  	\`version_location_id\` integer,
  	\`version_stocknum\` text,
  	\`version_vin\` text,
  	\`version_nvic\` text,
  	\`version_regplate\` text,
  	\`version_rego_expiry\` text,
  	\`version_build_date\` text,
  	\`version_compliance_date\` text,
  	\`version_sold_date\` text,
  	\`version_city\` text,
  	\`version_state\` text,
  	\`version_private_suburb\` text,
  	\`version_private_postcode\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_rank\` numeric DEFAULT 0,
  	\`version_price\` numeric,
  	\`version_before_price\` numeric,
  	\`version_offer_price\` numeric,
  	\`version_subscription_price\` numeric,
  	\`version_price_type\` text,
  	\`version_finance_lenders\` text,
  	\`version_youx_quote_weekly_repayment_amount\` numeric,
  	\`version_autograb_data_average_market_price\` numeric,
  	\`version_autograb_data_state_average_market_price\` numeric,
  	\`version_autograb_data_market_range_min\` numeric,
  	\`version_autograb_data_market_range_max\` numeric,
  	\`version_autograb_data_confidence\` numeric,
  	\`version_autograb_data_description\` text,
  	\`version_km\` numeric,
  	\`version_colour\` text,
  	\`version_interior_colour\` text,
  	\`version_simple_body\` text,
  	\`version_simple_transmission\` text,
  	\`version_simple_fuel\` text,
  	\`version_simple_drive\` text,
  	\`version_drive\` text,
  	\`version_fuel\` text,
  	\`version_seats\` numeric,
  	\`version_doors\` numeric,
  	\`version_engine_size\` numeric,
  	\`version_engine_size_litres\` numeric,
  	\`version_gearnum\` numeric,
  	\`version_bodyconfiguration\` text,
  	\`version_variant_cylinders\` numeric,
  	\`version_variant_enginesize\` numeric,
  	\`version_variant_enginesize_litres\` numeric,
  	\`version_variant_induction\` text,
  	\`version_variant_fuelconsumptioncombined\` numeric,
  	\`version_variant_fuelcapacity\` numeric,
  	\`version_variant_grossvehiclemass\` numeric,
  	\`version_variant_towingcapacitybraked\` numeric,
  	\`version_variant_vehiclelength\` numeric,
  	\`version_variant_vehicleheight\` numeric,
  	\`version_variant_vehiclewidth\` numeric,
  	\`version_variant_torque\` text,
  	\`version_variant_bodyconfiguration\` text,
  	\`version_variant_ancaprating\` numeric,
  	\`version_variant_geartype\` text,
  	\`version_specifications_body_width\` numeric,
  	\`version_specifications_body_length\` numeric,
  	\`version_specifications_tare_weight\` numeric,
  	\`version_specifications_axle_type\` text,
  	\`version_specifications_sleeps\` numeric,
  	\`version_specifications_aggregate_trailer_mass\` numeric,
  	\`version_dealercomments\` text,
  	\`version_video_url\` text,
  	\`version_external_video_url\` text,
  	\`version_spin_code\` text,
  	\`version_spin_interior_image_id\` integer,
  	\`version_hotspots\` text,
  	\`version_file_id\` integer,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_spin_interior_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cars_v_parent_idx\` ON \`_cars_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_tenant_idx\` ON \`_cars_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_slug_idx\` ON \`_cars_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_year_idx\` ON \`_cars_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_make_idx\` ON \`_cars_v\` (\`version_make\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_model_idx\` ON \`_cars_v\` (\`version_model\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_car_type_idx\` ON \`_cars_v\` (\`version_car_type\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_status_idx\` ON \`_cars_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_item_type_idx\` ON \`_cars_v\` (\`version_item_type\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_reserved_idx\` ON \`_cars_v\` (\`version_reserved\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_certified_idx\` ON \`_cars_v\` (\`version_certified\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_show_on_dealer_website_idx\` ON \`_cars_v\` (\`version_show_on_dealer_website\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_dealership_idx\` ON \`_cars_v\` (\`version_dealership_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_location_idx\` ON \`_cars_v\` (\`version_location_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_stocknum_idx\` ON \`_cars_v\` (\`version_stocknum\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_vin_idx\` ON \`_cars_v\` (\`version_vin\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_sold_date_idx\` ON \`_cars_v\` (\`version_sold_date\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_city_idx\` ON \`_cars_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_state_idx\` ON \`_cars_v\` (\`version_state\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_rank_idx\` ON \`_cars_v\` (\`version_rank\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_price_idx\` ON \`_cars_v\` (\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_km_idx\` ON \`_cars_v\` (\`version_km\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_simple_body_idx\` ON \`_cars_v\` (\`version_simple_body\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_simple_transmission_idx\` ON \`_cars_v\` (\`version_simple_transmission\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_simple_fuel_idx\` ON \`_cars_v\` (\`version_simple_fuel\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_simple_drive_idx\` ON \`_cars_v\` (\`version_simple_drive\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_spin_interior_image_idx\` ON \`_cars_v\` (\`version_spin_interior_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_file_idx\` ON \`_cars_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_changed_by_idx\` ON \`_cars_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_updated_at_idx\` ON \`_cars_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_version_version_created_at_idx\` ON \`_cars_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_created_at_idx\` ON \`_cars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_updated_at_idx\` ON \`_cars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`version_tenant_version_slug_idx\` ON \`_cars_v\` (\`version_tenant_id\`,\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`version_tenant_version_status_idx\` ON \`_cars_v\` (\`version_tenant_id\`,\`version_status\`);`)
  await db.run(sql`CREATE TABLE \`_cars_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cars_v_texts_order_parent\` ON \`_cars_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_texts_parent_idx\` ON \`_cars_v_texts\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cars_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cars_v_rels_order_idx\` ON \`_cars_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_rels_parent_idx\` ON \`_cars_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_rels_path_idx\` ON \`_cars_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_cars_v_rels_media_id_idx\` ON \`_cars_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_order_idx\` ON \`_menus_v_version_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_parent_id_idx\` ON \`_menus_v_version_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`highlight\` integer,
  	\`generated\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_order_idx\` ON \`_menus_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_parent_id_idx\` ON \`_menus_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_parent_idx\` ON \`_menus_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_tenant_idx\` ON \`_menus_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_changed_by_idx\` ON \`_menus_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_updated_at_idx\` ON \`_menus_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_created_at_idx\` ON \`_menus_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_order_idx\` ON \`_menus_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_parent_idx\` ON \`_menus_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_path_idx\` ON \`_menus_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_sites_id_idx\` ON \`_menus_v_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v_version_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footers_v_version_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footers_v_version_groups_links_order_idx\` ON \`_footers_v_version_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_groups_links_parent_id_idx\` ON \`_footers_v_version_groups_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v_version_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footers_v_version_groups_order_idx\` ON \`_footers_v_version_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_groups_parent_id_idx\` ON \`_footers_v_version_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_show_payment_methods\` integer DEFAULT true,
  	\`version_legal_text\` text,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_footers_v_parent_idx\` ON \`_footers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_tenant_idx\` ON \`_footers_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_changed_by_idx\` ON \`_footers_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_updated_at_idx\` ON \`_footers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_created_at_idx\` ON \`_footers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_created_at_idx\` ON \`_footers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_updated_at_idx\` ON \`_footers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_footers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_order_idx\` ON \`_footers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_parent_idx\` ON \`_footers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_path_idx\` ON \`_footers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_sites_id_idx\` ON \`_footers_v_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_version_car_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_version_car_types_order_idx\` ON \`_offers_v_version_car_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_car_types_parent_idx\` ON \`_offers_v_version_car_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_starts_at\` text,
  	\`version_expires_at\` text,
  	\`version_make\` text,
  	\`version_model\` text,
  	\`version_terms\` text,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_parent_idx\` ON \`_offers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_tenant_idx\` ON \`_offers_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_image_idx\` ON \`_offers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_make_idx\` ON \`_offers_v\` (\`version_make\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_changed_by_idx\` ON \`_offers_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_updated_at_idx\` ON \`_offers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_version_version_created_at_idx\` ON \`_offers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_created_at_idx\` ON \`_offers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_updated_at_idx\` ON \`_offers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`cars_id\` integer,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_cars_id_idx\` ON \`_offers_v_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_sites_id_idx\` ON \`_offers_v_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_version_display\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_version_display_order_idx\` ON \`_banners_v_version_display\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_display_parent_idx\` ON \`_banners_v_version_display\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_image_id\` integer NOT NULL,
  	\`version_alt\` text NOT NULL,
  	\`version_link\` text,
  	\`version_background\` text,
  	\`version_strict\` integer,
  	\`version_starts_at\` text,
  	\`version_expires_at\` text,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_tenant_idx\` ON \`_banners_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_idx\` ON \`_banners_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_expires_at_idx\` ON \`_banners_v\` (\`version_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_changed_by_idx\` ON \`_banners_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_order_idx\` ON \`_banners_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_parent_idx\` ON \`_banners_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_path_idx\` ON \`_banners_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_sites_id_idx\` ON \`_banners_v_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE TABLE \`_promo_cards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_title\` text DEFAULT 'We Want Your Car' NOT NULL,
  	\`version_text\` text,
  	\`version_image_id\` integer,
  	\`version_alt\` text,
  	\`version_link\` text DEFAULT '/trade-in' NOT NULL,
  	\`version_link_label\` text DEFAULT 'Value my car' NOT NULL,
  	\`version_background\` text,
  	\`version_starts_at\` text,
  	\`version_expires_at\` text,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promo_cards\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_parent_idx\` ON \`_promo_cards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_version_version_tenant_idx\` ON \`_promo_cards_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_version_version_image_idx\` ON \`_promo_cards_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_version_version_expires_at_idx\` ON \`_promo_cards_v\` (\`version_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_version_version_changed_by_idx\` ON \`_promo_cards_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_version_version_updated_at_idx\` ON \`_promo_cards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_version_version_created_at_idx\` ON \`_promo_cards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_created_at_idx\` ON \`_promo_cards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_updated_at_idx\` ON \`_promo_cards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_promo_cards_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promo_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_rels_order_idx\` ON \`_promo_cards_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_rels_parent_idx\` ON \`_promo_cards_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_rels_path_idx\` ON \`_promo_cards_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_promo_cards_v_rels_sites_id_idx\` ON \`_promo_cards_v_rels\` (\`sites_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`sites_changed_by_idx\` ON \`sites\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`cars_changed_by_idx\` ON \`cars\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`menus\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`menus_changed_by_idx\` ON \`menus\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`footers\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`footers_changed_by_idx\` ON \`footers\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`pages_changed_by_idx\` ON \`pages\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_changed_by_idx\` ON \`_pages_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`offers_changed_by_idx\` ON \`offers\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`banners_changed_by_idx\` ON \`banners\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`promo_cards\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`promo_cards_changed_by_idx\` ON \`promo_cards\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`posts_changed_by_idx\` ON \`posts\` (\`changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_changed_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_changed_by_idx\` ON \`_posts_v\` (\`version_changed_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_sites_v_version_domains\`;`)
  await db.run(sql`DROP TABLE \`_sites_v_version_settings_finance_steps\`;`)
  await db.run(sql`DROP TABLE \`_sites_v\`;`)
  await db.run(sql`DROP TABLE \`_sites_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_sites_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_cars_v\`;`)
  await db.run(sql`DROP TABLE \`_cars_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_cars_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items_children\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_footers_v_version_groups_links\`;`)
  await db.run(sql`DROP TABLE \`_footers_v_version_groups\`;`)
  await db.run(sql`DROP TABLE \`_footers_v\`;`)
  await db.run(sql`DROP TABLE \`_footers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_version_car_types\`;`)
  await db.run(sql`DROP TABLE \`_offers_v\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_version_display\`;`)
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_promo_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_promo_cards_v_rels\`;`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`primary_dealership_id\`) REFERENCES \`dealerships\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settings_certified_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sites\`("id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_calculator_rules", "features_finance_sample_loan", "features_finance_estimate_hidden", "features_finance_disclaimer_link", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "slug", "template", "primary_dealership_id", "logo_id", "primary_domain", "settings_sales_phone", "settings_service_phone", "settings_parts_phone", "settings_email", "settings_finance_link", "settings_no_price_text", "settings_new_tag_name", "settings_sold_tag_text", "settings_include_sold_cars_days", "settings_default_stock_filter", "settings_promo_card_position", "settings_promo_card_link", "settings_stock_total_cap", "settings_tagline", "settings_certified_logo_id", "settings_tracking_consent", "settings_tag_id", "settings_meta_pixel_id", "features_garage", "features_favourites", "features_compare", "features_favourites_used_with_images_only", "features_reserve", "features_checkout_path", "features_finance_buttons", "features_trade_in", "features_offers", "features_subscription_prices", "features_sell_my_car_page", "features_instant_price_page", "features_phone_masking", "features_ev_tag", "features_certified_logo", "features_runout_tag_colour", "features_gallery_default_view", "features_stocknum_on_cards", "features_used_label", "features_price_above_zero_on_price_sort", "features_promo_card_randomised", "features_used_car_breadcrumbs", "features_rego_unregistered", "features_sticky_cta_bar", "features_location_path", "features_closed_hours_text", "features_view_our_stock_on_locations", "features_external_service_booking", "features_hover_menus", "features_require_terms", "features_enquiry_message_optional", "features_contact_location_select", "features_remove_preferred_dealership", "features_gate_checkout", "features_gate_finance", "features_online_payment_ungated", "features_instant_message", "features_finance_interest_locked", "features_finance_max_term_5", "features_finance_default_term_6", "features_finance_default_amount_30000", "features_finance_round_up", "features_finance_calculator_rules", "features_finance_sample_loan", "features_finance_estimate_hidden", "features_finance_disclaimer_link", "features_finance_postcode_required", "features_finance_enquiry_pages", "features_finance_get_finance_promo", "features_finance_sidebar_steps", "features_finance_cap_105_percent", "updated_at", "created_at" FROM \`sites\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_cars\` (
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
  await db.run(sql`INSERT INTO \`__new_cars\`("id", "tenant_id", "name", "slug", "year", "make", "model", "badge", "series", "car_type", "status", "item_type", "tag", "reserved", "certified", "preorder", "show_on_dealer_website", "dealership_id", "location_id", "stocknum", "vin", "nvic", "regplate", "rego_expiry", "build_date", "compliance_date", "sold_date", "city", "state", "private_suburb", "private_postcode", "views", "rank", "price", "before_price", "offer_price", "subscription_price", "price_type", "finance_lenders", "youx_quote_weekly_repayment_amount", "autograb_data_average_market_price", "autograb_data_state_average_market_price", "autograb_data_market_range_min", "autograb_data_market_range_max", "autograb_data_confidence", "autograb_data_description", "km", "colour", "interior_colour", "simple_body", "simple_transmission", "simple_fuel", "simple_drive", "drive", "fuel", "seats", "doors", "engine_size", "engine_size_litres", "gearnum", "bodyconfiguration", "variant_cylinders", "variant_enginesize", "variant_enginesize_litres", "variant_induction", "variant_fuelconsumptioncombined", "variant_fuelcapacity", "variant_grossvehiclemass", "variant_towingcapacitybraked", "variant_vehiclelength", "variant_vehicleheight", "variant_vehiclewidth", "variant_torque", "variant_bodyconfiguration", "variant_ancaprating", "variant_geartype", "specifications_body_width", "specifications_body_length", "specifications_tare_weight", "specifications_axle_type", "specifications_sleeps", "specifications_aggregate_trailer_mass", "dealercomments", "video_url", "external_video_url", "spin_code", "spin_interior_image_id", "hotspots", "file_id", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "slug", "year", "make", "model", "badge", "series", "car_type", "status", "item_type", "tag", "reserved", "certified", "preorder", "show_on_dealer_website", "dealership_id", "location_id", "stocknum", "vin", "nvic", "regplate", "rego_expiry", "build_date", "compliance_date", "sold_date", "city", "state", "private_suburb", "private_postcode", "views", "rank", "price", "before_price", "offer_price", "subscription_price", "price_type", "finance_lenders", "youx_quote_weekly_repayment_amount", "autograb_data_average_market_price", "autograb_data_state_average_market_price", "autograb_data_market_range_min", "autograb_data_market_range_max", "autograb_data_confidence", "autograb_data_description", "km", "colour", "interior_colour", "simple_body", "simple_transmission", "simple_fuel", "simple_drive", "drive", "fuel", "seats", "doors", "engine_size", "engine_size_litres", "gearnum", "bodyconfiguration", "variant_cylinders", "variant_enginesize", "variant_enginesize_litres", "variant_induction", "variant_fuelconsumptioncombined", "variant_fuelcapacity", "variant_grossvehiclemass", "variant_towingcapacitybraked", "variant_vehiclelength", "variant_vehicleheight", "variant_vehiclewidth", "variant_torque", "variant_bodyconfiguration", "variant_ancaprating", "variant_geartype", "specifications_body_width", "specifications_body_length", "specifications_tare_weight", "specifications_axle_type", "specifications_sleeps", "specifications_aggregate_trailer_mass", "dealercomments", "video_url", "external_video_url", "spin_code", "spin_interior_image_id", "hotspots", "file_id", "updated_at", "created_at" FROM \`cars\`;`)
  await db.run(sql`DROP TABLE \`cars\`;`)
  await db.run(sql`ALTER TABLE \`__new_cars\` RENAME TO \`cars\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus\`("id", "tenant_id", "name", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "updated_at", "created_at" FROM \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus\` RENAME TO \`menus\`;`)
  await db.run(sql`CREATE INDEX \`menus_tenant_idx\` ON \`menus\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_footers\` (
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
  await db.run(sql`INSERT INTO \`__new_footers\`("id", "tenant_id", "name", "show_payment_methods", "legal_text", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "show_payment_methods", "legal_text", "updated_at", "created_at" FROM \`footers\`;`)
  await db.run(sql`DROP TABLE \`footers\`;`)
  await db.run(sql`ALTER TABLE \`__new_footers\` RENAME TO \`footers\`;`)
  await db.run(sql`CREATE INDEX \`footers_tenant_idx\` ON \`footers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_updated_at_idx\` ON \`footers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footers_created_at_idx\` ON \`footers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`slug\` text,
  	\`placement\` text DEFAULT 'top',
  	\`path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "tenant_id", "title", "meta_title", "meta_description", "meta_image_id", "slug", "placement", "path", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "title", "meta_title", "meta_description", "meta_image_id", "slug", "placement", "path", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_tenant_idx\` ON \`pages\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_slug\` text,
  	\`version_placement\` text DEFAULT 'top',
  	\`version_path\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_tenant_id", "version_title", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_placement", "version_path", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tenant_id", "version_title", "version_meta_title", "version_meta_description", "version_meta_image_id", "version_slug", "version_placement", "version_path", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_tenant_idx\` ON \`_pages_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	\`body\` text,
  	\`starts_at\` text,
  	\`expires_at\` text,
  	\`make\` text,
  	\`model\` text,
  	\`terms\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers\`("id", "tenant_id", "title", "image_id", "body", "starts_at", "expires_at", "make", "model", "terms", "updated_at", "created_at") SELECT "id", "tenant_id", "title", "image_id", "body", "starts_at", "expires_at", "make", "model", "terms", "updated_at", "created_at" FROM \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers\` RENAME TO \`offers\`;`)
  await db.run(sql`CREATE INDEX \`offers_tenant_idx\` ON \`offers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_make_idx\` ON \`offers\` (\`make\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`alt\` text NOT NULL,
  	\`link\` text,
  	\`background\` text,
  	\`strict\` integer,
  	\`starts_at\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "tenant_id", "name", "image_id", "alt", "link", "background", "strict", "starts_at", "expires_at", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "image_id", "alt", "link", "background", "strict", "starts_at", "expires_at", "updated_at", "created_at" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_tenant_idx\` ON \`banners\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_expires_at_idx\` ON \`banners\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_promo_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text DEFAULT 'We Want Your Car' NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`alt\` text,
  	\`link\` text DEFAULT '/trade-in' NOT NULL,
  	\`link_label\` text DEFAULT 'Value my car' NOT NULL,
  	\`background\` text,
  	\`starts_at\` text,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promo_cards\`("id", "tenant_id", "title", "text", "image_id", "alt", "link", "link_label", "background", "starts_at", "expires_at", "updated_at", "created_at") SELECT "id", "tenant_id", "title", "text", "image_id", "alt", "link", "link_label", "background", "starts_at", "expires_at", "updated_at", "created_at" FROM \`promo_cards\`;`)
  await db.run(sql`DROP TABLE \`promo_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_promo_cards\` RENAME TO \`promo_cards\`;`)
  await db.run(sql`CREATE INDEX \`promo_cards_tenant_idx\` ON \`promo_cards\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_image_idx\` ON \`promo_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_expires_at_idx\` ON \`promo_cards\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_updated_at_idx\` ON \`promo_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promo_cards_created_at_idx\` ON \`promo_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`title\` text,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`excerpt\` text,
  	\`body\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "tenant_id", "title", "published_at", "image_id", "excerpt", "body", "slug", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "title", "published_at", "image_id", "excerpt", "body", "slug", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE INDEX \`posts_tenant_idx\` ON \`posts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_image_idx\` ON \`posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_title\` text,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_tenant_id", "version_title", "version_published_at", "version_image_id", "version_excerpt", "version_body", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tenant_id", "version_title", "version_published_at", "version_image_id", "version_excerpt", "version_body", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_tenant_idx\` ON \`_posts_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_image_idx\` ON \`_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
}
