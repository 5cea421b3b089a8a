import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('super-admin', 'tenant-admin', 'editor');
  CREATE TYPE "public"."enum_tenants_kind" AS ENUM('dealer', 'group');
  CREATE TYPE "public"."enum_sites_template" AS ENUM('classic', 'showroom', 'group');
  CREATE TYPE "public"."enum_sites_features_checkout_path" AS ENUM('checkout', 'buy-online');
  CREATE TYPE "public"."enum_sites_features_runout_tag_colour" AS ENUM('green', 'red');
  CREATE TYPE "public"."enum_sites_features_gallery_default_view" AS ENUM('spinner', 'gallery');
  CREATE TYPE "public"."enum_sites_features_used_label" AS ENUM('Used', 'Pre-Owned');
  CREATE TYPE "public"."enum_sites_features_location_path" AS ENUM('contact-us', 'our-location');
  CREATE TYPE "public"."enum_sites_features_closed_hours_text" AS ENUM('closed', 'by_appointment', 'enquire');
  CREATE TYPE "public"."enum_dealerships_address_state" AS ENUM('nsw', 'vic', 'qld', 'sa', 'wa', 'tas', 'act', 'nt');
  CREATE TYPE "public"."enum_dealerships_finance_provider" AS ENUM('Angle', '360 Finance', 'Nissan Finance', 'Manual', 'Taurus', 'Powertorque', 'AusLoans');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_contact_detail_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'used', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('nsw', 'vic', 'qld', 'sa', 'wa', 'tas', 'act', 'nt');
  CREATE TYPE "public"."enum_cars_car_type" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum_cars_status" AS ENUM('in_stock', 'coming_soon', 'sold');
  CREATE TYPE "public"."enum_cars_item_type" AS ENUM('car', 'caravan', 'motorcycle', 'truck');
  CREATE TYPE "public"."enum_cars_price_type" AS ENUM('drive_away', 'excl_government_charges', 'negotiable');
  CREATE TYPE "public"."enum_leads_type" AS ENUM('enquiry', 'test_drive', 'request_photos', 'similar_car', 'finance', 'trade_in', 'reserve');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "tenants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"kind" "enum_tenants_kind" DEFAULT 'dealer',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"template" "enum_sites_template" DEFAULT 'classic' NOT NULL,
  	"primary_dealership_id" integer,
  	"logo_id" integer,
  	"settings_sales_phone" varchar,
  	"settings_service_phone" varchar,
  	"settings_parts_phone" varchar,
  	"settings_email" varchar,
  	"settings_no_price_text" varchar DEFAULT 'Enquire for price.',
  	"settings_new_tag_name" varchar DEFAULT 'NEW ARRIVAL',
  	"settings_sold_tag_text" varchar DEFAULT 'SOLD',
  	"settings_include_sold_cars_days" numeric DEFAULT 3,
  	"settings_default_stock_filter" numeric DEFAULT 0,
  	"settings_promo_card_position" numeric DEFAULT 5,
  	"settings_stock_total_cap" numeric,
  	"settings_tagline" varchar,
  	"features_garage" boolean DEFAULT false,
  	"features_favourites" boolean DEFAULT true,
  	"features_compare" boolean DEFAULT true,
  	"features_favourites_used_with_images_only" boolean DEFAULT false,
  	"features_reserve" boolean DEFAULT false,
  	"features_checkout_path" "enum_sites_features_checkout_path" DEFAULT 'checkout',
  	"features_finance_buttons" boolean DEFAULT true,
  	"features_trade_in" boolean DEFAULT true,
  	"features_offers" boolean DEFAULT true,
  	"features_subscription_prices" boolean DEFAULT false,
  	"features_phone_masking" boolean DEFAULT true,
  	"features_ev_tag" boolean DEFAULT true,
  	"features_certified_logo" boolean DEFAULT false,
  	"features_runout_tag_colour" "enum_sites_features_runout_tag_colour" DEFAULT 'red',
  	"features_gallery_default_view" "enum_sites_features_gallery_default_view" DEFAULT 'spinner',
  	"features_stocknum_on_cards" boolean DEFAULT true,
  	"features_used_label" "enum_sites_features_used_label" DEFAULT 'Used',
  	"features_price_above_zero_on_price_sort" boolean DEFAULT false,
  	"features_promo_card_randomised" boolean DEFAULT false,
  	"features_used_car_breadcrumbs" boolean DEFAULT false,
  	"features_sticky_cta_bar" boolean DEFAULT true,
  	"features_location_path" "enum_sites_features_location_path" DEFAULT 'contact-us',
  	"features_closed_hours_text" "enum_sites_features_closed_hours_text" DEFAULT 'closed',
  	"features_view_our_stock_on_locations" boolean DEFAULT false,
  	"features_external_service_booking" boolean DEFAULT false,
  	"features_hover_menus" boolean DEFAULT false,
  	"features_require_terms" boolean DEFAULT false,
  	"features_enquiry_message_optional" boolean DEFAULT false,
  	"features_gate_checkout" boolean DEFAULT true,
  	"features_gate_finance" boolean DEFAULT false,
  	"features_online_payment_ungated" boolean DEFAULT false,
  	"features_instant_message" boolean DEFAULT false,
  	"features_finance_interest_locked" boolean DEFAULT false,
  	"features_finance_max_term_5" boolean DEFAULT false,
  	"features_finance_default_term_6" boolean DEFAULT false,
  	"features_finance_default_amount_30000" boolean DEFAULT false,
  	"features_finance_round_up" boolean DEFAULT false,
  	"features_finance_cap_105_percent" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"dealerships_id" integer
  );
  
  CREATE TABLE "dealerships_service_booking_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"make" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"manufacturer" varchar,
  	"dealership_group" varchar,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" "enum_dealerships_address_state",
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_id" varchar,
  	"address_place_url" varchar,
  	"email" varchar,
  	"url" varchar,
  	"logo_id" integer,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"phones_main" varchar,
  	"phones_new" varchar,
  	"phones_used" varchar,
  	"phones_demo" varchar,
  	"phones_service" varchar,
  	"phones_parts" varchar,
  	"finance_provider" "enum_dealerships_finance_provider",
  	"rate_card_interest_rate" numeric,
  	"rate_card_comparison_rate" numeric,
  	"rate_card_establishment_fee" numeric,
  	"rate_card_default_term_years" numeric,
  	"xtime_url" varchar,
  	"include_sold_cars_days" numeric,
  	"garage_enabled" boolean,
  	"offers_subscription" boolean,
  	"autobot" boolean,
  	"redbook" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_contact_detail_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_contact_detail_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_contact_detail_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_locations_special_hours_status" DEFAULT 'Closed' NOT NULL,
  	"start_hour" varchar,
  	"end_hour" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"location_type" "enum_locations_location_type",
  	"location_subtype" varchar,
  	"visible" boolean DEFAULT true,
  	"primary" boolean,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" "enum_locations_address_state",
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_long" numeric,
  	"address_place_id" varchar,
  	"address_place_url" varchar,
  	"image_id" integer,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"contact_detail_phone" varchar,
  	"contact_detail_landline_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"year" numeric,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"badge" varchar,
  	"series" varchar,
  	"car_type" "enum_cars_car_type" NOT NULL,
  	"status" "enum_cars_status" DEFAULT 'in_stock' NOT NULL,
  	"item_type" "enum_cars_item_type" DEFAULT 'car',
  	"tag" varchar,
  	"reserved" boolean,
  	"certified" boolean,
  	"preorder" boolean,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"dealership_id" integer NOT NULL,
  	"location_id" integer,
  	"stocknum" varchar,
  	"vin" varchar,
  	"nvic" varchar,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"build_date" timestamp(3) with time zone,
  	"compliance_date" timestamp(3) with time zone,
  	"sold_date" timestamp(3) with time zone,
  	"city" varchar,
  	"state" varchar,
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"views" numeric DEFAULT 0,
  	"rank" numeric DEFAULT 0,
  	"price" numeric,
  	"before_price" numeric,
  	"offer_price" numeric,
  	"subscription_price" numeric,
  	"price_type" "enum_cars_price_type",
  	"finance_lenders" jsonb,
  	"youx_quote_weekly_repayment_amount" numeric,
  	"autograb_data_average_market_price" numeric,
  	"autograb_data_state_average_market_price" numeric,
  	"autograb_data_market_range_min" numeric,
  	"autograb_data_market_range_max" numeric,
  	"autograb_data_confidence" numeric,
  	"autograb_data_description" varchar,
  	"km" numeric,
  	"colour" varchar,
  	"interior_colour" varchar,
  	"simple_body" varchar,
  	"simple_transmission" varchar,
  	"simple_fuel" varchar,
  	"simple_drive" varchar,
  	"drive" varchar,
  	"fuel" varchar,
  	"seats" numeric,
  	"doors" numeric,
  	"engine_size" numeric,
  	"engine_size_litres" numeric,
  	"gearnum" numeric,
  	"bodyconfiguration" varchar,
  	"variant_cylinders" numeric,
  	"variant_enginesize" numeric,
  	"variant_enginesize_litres" numeric,
  	"variant_induction" varchar,
  	"variant_fuelconsumptioncombined" numeric,
  	"variant_fuelcapacity" numeric,
  	"variant_grossvehiclemass" numeric,
  	"variant_towingcapacitybraked" numeric,
  	"variant_vehiclelength" numeric,
  	"variant_vehicleheight" numeric,
  	"variant_vehiclewidth" numeric,
  	"variant_torque" varchar,
  	"variant_bodyconfiguration" varchar,
  	"variant_ancaprating" numeric,
  	"variant_geartype" varchar,
  	"specifications_body_width" numeric,
  	"specifications_body_length" numeric,
  	"specifications_tare_weight" numeric,
  	"specifications_axle_type" varchar,
  	"specifications_sleeps" numeric,
  	"specifications_aggregate_trailer_mass" numeric,
  	"dealercomments" varchar,
  	"video_url" varchar,
  	"external_video_url" varchar,
  	"spin_code" varchar,
  	"spin_interior_image_id" integer,
  	"hotspots" jsonb,
  	"file_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cars_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"alt" varchar DEFAULT '' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumb_url" varchar,
  	"sizes_thumb_width" numeric,
  	"sizes_thumb_height" numeric,
  	"sizes_thumb_mime_type" varchar,
  	"sizes_thumb_filesize" numeric,
  	"sizes_thumb_filename" varchar
  );
  
  CREATE TABLE "menus_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"highlight" boolean
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "footers_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footers_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"show_payment_methods" boolean DEFAULT true,
  	"legal_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "footers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"type" "enum_leads_type" NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new',
  	"site_id" integer NOT NULL,
  	"car_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"message" varchar,
  	"payload" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"tenants_id" integer,
  	"sites_id" integer,
  	"dealerships_id" integer,
  	"locations_id" integer,
  	"cars_id" integer,
  	"media_id" integer,
  	"menus_id" integer,
  	"footers_id" integer,
  	"leads_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_domains" ADD CONSTRAINT "sites_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_primary_dealership_id_dealerships_id_fk" FOREIGN KEY ("primary_dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_texts" ADD CONSTRAINT "sites_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_service_booking_links" ADD CONSTRAINT "dealerships_service_booking_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_contact_detail_opening_hours" ADD CONSTRAINT "locations_contact_detail_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_texts" ADD CONSTRAINT "locations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_spin_interior_image_id_media_id_fk" FOREIGN KEY ("spin_interior_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars_texts" ADD CONSTRAINT "cars_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_groups_links" ADD CONSTRAINT "footers_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_groups" ADD CONSTRAINT "footers_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers" ADD CONSTRAINT "footers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footers_fk" FOREIGN KEY ("footers_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_tenant_idx" ON "users_tenants" USING btree ("tenant_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "tenants_slug_idx" ON "tenants" USING btree ("slug");
  CREATE INDEX "tenants_updated_at_idx" ON "tenants" USING btree ("updated_at");
  CREATE INDEX "tenants_created_at_idx" ON "tenants" USING btree ("created_at");
  CREATE INDEX "sites_domains_order_idx" ON "sites_domains" USING btree ("_order");
  CREATE INDEX "sites_domains_parent_id_idx" ON "sites_domains" USING btree ("_parent_id");
  CREATE INDEX "sites_domains_domain_idx" ON "sites_domains" USING btree ("domain");
  CREATE INDEX "sites_tenant_idx" ON "sites" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "sites_slug_idx" ON "sites" USING btree ("slug");
  CREATE INDEX "sites_primary_dealership_idx" ON "sites" USING btree ("primary_dealership_id");
  CREATE INDEX "sites_logo_idx" ON "sites" USING btree ("logo_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "sites_texts_order_parent" ON "sites_texts" USING btree ("order","parent_id");
  CREATE INDEX "sites_texts_parent_idx" ON "sites_texts" USING btree ("parent_id");
  CREATE INDEX "sites_rels_order_idx" ON "sites_rels" USING btree ("order");
  CREATE INDEX "sites_rels_parent_idx" ON "sites_rels" USING btree ("parent_id");
  CREATE INDEX "sites_rels_path_idx" ON "sites_rels" USING btree ("path");
  CREATE INDEX "sites_rels_dealerships_id_idx" ON "sites_rels" USING btree ("dealerships_id");
  CREATE INDEX "dealerships_service_booking_links_order_idx" ON "dealerships_service_booking_links" USING btree ("_order");
  CREATE INDEX "dealerships_service_booking_links_parent_id_idx" ON "dealerships_service_booking_links" USING btree ("_parent_id");
  CREATE INDEX "dealerships_tenant_idx" ON "dealerships" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_address_address_city_idx" ON "dealerships" USING btree ("address_city");
  CREATE INDEX "dealerships_logo_idx" ON "dealerships" USING btree ("logo_id");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE INDEX "locations_contact_detail_opening_hours_order_idx" ON "locations_contact_detail_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_contact_detail_opening_hours_parent_id_idx" ON "locations_contact_detail_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_address_address_city_idx" ON "locations" USING btree ("address_city");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_texts_order_parent" ON "locations_texts" USING btree ("order","parent_id");
  CREATE INDEX "locations_texts_parent_idx" ON "locations_texts" USING btree ("parent_id");
  CREATE INDEX "cars_tenant_idx" ON "cars" USING btree ("tenant_id");
  CREATE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");
  CREATE INDEX "cars_year_idx" ON "cars" USING btree ("year");
  CREATE INDEX "cars_make_idx" ON "cars" USING btree ("make");
  CREATE INDEX "cars_model_idx" ON "cars" USING btree ("model");
  CREATE INDEX "cars_car_type_idx" ON "cars" USING btree ("car_type");
  CREATE INDEX "cars_status_idx" ON "cars" USING btree ("status");
  CREATE INDEX "cars_item_type_idx" ON "cars" USING btree ("item_type");
  CREATE INDEX "cars_reserved_idx" ON "cars" USING btree ("reserved");
  CREATE INDEX "cars_certified_idx" ON "cars" USING btree ("certified");
  CREATE INDEX "cars_show_on_dealer_website_idx" ON "cars" USING btree ("show_on_dealer_website");
  CREATE INDEX "cars_dealership_idx" ON "cars" USING btree ("dealership_id");
  CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location_id");
  CREATE INDEX "cars_stocknum_idx" ON "cars" USING btree ("stocknum");
  CREATE INDEX "cars_vin_idx" ON "cars" USING btree ("vin");
  CREATE INDEX "cars_sold_date_idx" ON "cars" USING btree ("sold_date");
  CREATE INDEX "cars_city_idx" ON "cars" USING btree ("city");
  CREATE INDEX "cars_state_idx" ON "cars" USING btree ("state");
  CREATE INDEX "cars_rank_idx" ON "cars" USING btree ("rank");
  CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price");
  CREATE INDEX "cars_km_idx" ON "cars" USING btree ("km");
  CREATE INDEX "cars_simple_body_idx" ON "cars" USING btree ("simple_body");
  CREATE INDEX "cars_simple_transmission_idx" ON "cars" USING btree ("simple_transmission");
  CREATE INDEX "cars_simple_fuel_idx" ON "cars" USING btree ("simple_fuel");
  CREATE INDEX "cars_simple_drive_idx" ON "cars" USING btree ("simple_drive");
  CREATE INDEX "cars_spin_interior_image_idx" ON "cars" USING btree ("spin_interior_image_id");
  CREATE INDEX "cars_file_idx" ON "cars" USING btree ("file_id");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_slug_idx" ON "cars" USING btree ("tenant_id","slug");
  CREATE INDEX "tenant_status_idx" ON "cars" USING btree ("tenant_id","status");
  CREATE INDEX "cars_texts_order_parent" ON "cars_texts" USING btree ("order","parent_id");
  CREATE INDEX "cars_texts_parent_idx" ON "cars_texts" USING btree ("parent_id");
  CREATE INDEX "cars_rels_order_idx" ON "cars_rels" USING btree ("order");
  CREATE INDEX "cars_rels_parent_idx" ON "cars_rels" USING btree ("parent_id");
  CREATE INDEX "cars_rels_path_idx" ON "cars_rels" USING btree ("path");
  CREATE INDEX "cars_rels_media_id_idx" ON "cars_rels" USING btree ("media_id");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumb_sizes_thumb_filename_idx" ON "media" USING btree ("sizes_thumb_filename");
  CREATE INDEX "menus_items_children_order_idx" ON "menus_items_children" USING btree ("_order");
  CREATE INDEX "menus_items_children_parent_id_idx" ON "menus_items_children" USING btree ("_parent_id");
  CREATE INDEX "menus_items_order_idx" ON "menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "menus_items" USING btree ("_parent_id");
  CREATE INDEX "menus_tenant_idx" ON "menus" USING btree ("tenant_id");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_sites_id_idx" ON "menus_rels" USING btree ("sites_id");
  CREATE INDEX "footers_groups_links_order_idx" ON "footers_groups_links" USING btree ("_order");
  CREATE INDEX "footers_groups_links_parent_id_idx" ON "footers_groups_links" USING btree ("_parent_id");
  CREATE INDEX "footers_groups_order_idx" ON "footers_groups" USING btree ("_order");
  CREATE INDEX "footers_groups_parent_id_idx" ON "footers_groups" USING btree ("_parent_id");
  CREATE INDEX "footers_tenant_idx" ON "footers" USING btree ("tenant_id");
  CREATE INDEX "footers_updated_at_idx" ON "footers" USING btree ("updated_at");
  CREATE INDEX "footers_created_at_idx" ON "footers" USING btree ("created_at");
  CREATE INDEX "footers_rels_order_idx" ON "footers_rels" USING btree ("order");
  CREATE INDEX "footers_rels_parent_idx" ON "footers_rels" USING btree ("parent_id");
  CREATE INDEX "footers_rels_path_idx" ON "footers_rels" USING btree ("path");
  CREATE INDEX "footers_rels_sites_id_idx" ON "footers_rels" USING btree ("sites_id");
  CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_car_idx" ON "leads" USING btree ("car_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_tenants_id_idx" ON "payload_locked_documents_rels" USING btree ("tenants_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_footers_id_idx" ON "payload_locked_documents_rels" USING btree ("footers_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "tenants" CASCADE;
  DROP TABLE "sites_domains" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "sites_texts" CASCADE;
  DROP TABLE "sites_rels" CASCADE;
  DROP TABLE "dealerships_service_booking_links" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "locations_contact_detail_opening_hours" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_texts" CASCADE;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "cars_texts" CASCADE;
  DROP TABLE "cars_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "menus_items_children" CASCADE;
  DROP TABLE "menus_items" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "footers_groups_links" CASCADE;
  DROP TABLE "footers_groups" CASCADE;
  DROP TABLE "footers" CASCADE;
  DROP TABLE "footers_rels" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_tenants_kind";
  DROP TYPE "public"."enum_sites_template";
  DROP TYPE "public"."enum_sites_features_checkout_path";
  DROP TYPE "public"."enum_sites_features_runout_tag_colour";
  DROP TYPE "public"."enum_sites_features_gallery_default_view";
  DROP TYPE "public"."enum_sites_features_used_label";
  DROP TYPE "public"."enum_sites_features_location_path";
  DROP TYPE "public"."enum_sites_features_closed_hours_text";
  DROP TYPE "public"."enum_dealerships_address_state";
  DROP TYPE "public"."enum_dealerships_finance_provider";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_contact_detail_opening_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_cars_car_type";
  DROP TYPE "public"."enum_cars_status";
  DROP TYPE "public"."enum_cars_item_type";
  DROP TYPE "public"."enum_cars_price_type";
  DROP TYPE "public"."enum_leads_type";
  DROP TYPE "public"."enum_leads_status";`)
}
