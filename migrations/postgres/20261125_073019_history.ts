import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__sites_v_version_template" AS ENUM('classic', 'showroom', 'group');
  CREATE TYPE "public"."enum__sites_v_version_settings_tracking_consent" AS ENUM('none', 'granted');
  CREATE TYPE "public"."enum__sites_v_version_features_checkout_path" AS ENUM('checkout', 'buy-online');
  CREATE TYPE "public"."enum__sites_v_version_features_runout_tag_colour" AS ENUM('green', 'red');
  CREATE TYPE "public"."enum__sites_v_version_features_gallery_default_view" AS ENUM('spinner', 'gallery');
  CREATE TYPE "public"."enum__sites_v_version_features_used_label" AS ENUM('Used', 'Pre-Owned');
  CREATE TYPE "public"."enum__sites_v_version_features_location_path" AS ENUM('contact-us', 'our-location');
  CREATE TYPE "public"."enum__sites_v_version_features_closed_hours_text" AS ENUM('closed', 'by_appointment', 'enquire');
  CREATE TYPE "public"."enum__sites_v_version_features_finance_calculator_rules" AS ENUM('standard', 'flagged_dealer', 'rate_band_9_95', 'lender_fee_1300');
  CREATE TYPE "public"."enum__cars_v_version_car_type" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__cars_v_version_status" AS ENUM('in_stock', 'coming_soon', 'sold', 'withdrawn');
  CREATE TYPE "public"."enum__cars_v_version_item_type" AS ENUM('car', 'caravan', 'motorcycle', 'truck');
  CREATE TYPE "public"."enum__cars_v_version_price_type" AS ENUM('drive_away', 'excl_government_charges', 'negotiable');
  CREATE TYPE "public"."enum__menus_v_version_items_generated" AS ENUM('stock', 'models');
  CREATE TYPE "public"."enum__offers_v_version_car_types" AS ENUM('new', 'demo', 'used');
  CREATE TYPE "public"."enum__banners_v_version_display" AS ENUM('new', 'used', 'demo');
  CREATE TABLE "_sites_v_version_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_version_settings_finance_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_template" "enum__sites_v_version_template" DEFAULT 'classic' NOT NULL,
  	"version_primary_dealership_id" integer,
  	"version_logo_id" integer,
  	"version_primary_domain" varchar,
  	"version_settings_sales_phone" varchar,
  	"version_settings_service_phone" varchar,
  	"version_settings_parts_phone" varchar,
  	"version_settings_email" varchar,
  	"version_settings_finance_link" varchar,
  	"version_settings_no_price_text" varchar,
  	"version_settings_new_tag_name" varchar,
  	"version_settings_sold_tag_text" varchar,
  	"version_settings_include_sold_cars_days" numeric DEFAULT 3,
  	"version_settings_default_stock_filter" numeric DEFAULT 0,
  	"version_settings_promo_card_position" numeric DEFAULT 5,
  	"version_settings_promo_card_link" varchar DEFAULT '/trade-in',
  	"version_settings_stock_total_cap" numeric,
  	"version_settings_tagline" varchar,
  	"version_settings_certified_logo_id" integer,
  	"version_settings_tracking_consent" "enum__sites_v_version_settings_tracking_consent" DEFAULT 'none',
  	"version_settings_tag_id" varchar,
  	"version_settings_meta_pixel_id" varchar,
  	"version_features_garage" boolean DEFAULT false,
  	"version_features_favourites" boolean DEFAULT true,
  	"version_features_compare" boolean DEFAULT true,
  	"version_features_favourites_used_with_images_only" boolean DEFAULT false,
  	"version_features_reserve" boolean DEFAULT false,
  	"version_features_checkout_path" "enum__sites_v_version_features_checkout_path" DEFAULT 'checkout',
  	"version_features_finance_buttons" boolean DEFAULT true,
  	"version_features_trade_in" boolean DEFAULT true,
  	"version_features_offers" boolean DEFAULT true,
  	"version_features_subscription_prices" boolean DEFAULT false,
  	"version_features_sell_my_car_page" boolean DEFAULT true,
  	"version_features_instant_price_page" boolean DEFAULT false,
  	"version_features_phone_masking" boolean DEFAULT true,
  	"version_features_ev_tag" boolean DEFAULT true,
  	"version_features_certified_logo" boolean DEFAULT false,
  	"version_features_runout_tag_colour" "enum__sites_v_version_features_runout_tag_colour" DEFAULT 'red',
  	"version_features_gallery_default_view" "enum__sites_v_version_features_gallery_default_view" DEFAULT 'spinner',
  	"version_features_stocknum_on_cards" boolean DEFAULT true,
  	"version_features_used_label" "enum__sites_v_version_features_used_label" DEFAULT 'Used',
  	"version_features_price_above_zero_on_price_sort" boolean DEFAULT false,
  	"version_features_promo_card_randomised" boolean DEFAULT false,
  	"version_features_used_car_breadcrumbs" boolean DEFAULT false,
  	"version_features_rego_unregistered" boolean DEFAULT false,
  	"version_features_sticky_cta_bar" boolean DEFAULT true,
  	"version_features_location_path" "enum__sites_v_version_features_location_path" DEFAULT 'contact-us',
  	"version_features_closed_hours_text" "enum__sites_v_version_features_closed_hours_text" DEFAULT 'closed',
  	"version_features_view_our_stock_on_locations" boolean DEFAULT false,
  	"version_features_external_service_booking" boolean DEFAULT false,
  	"version_features_hover_menus" boolean DEFAULT false,
  	"version_features_require_terms" boolean DEFAULT false,
  	"version_features_enquiry_message_optional" boolean DEFAULT false,
  	"version_features_contact_location_select" boolean DEFAULT true,
  	"version_features_remove_preferred_dealership" boolean DEFAULT false,
  	"version_features_gate_checkout" boolean DEFAULT true,
  	"version_features_gate_finance" boolean DEFAULT false,
  	"version_features_online_payment_ungated" boolean DEFAULT false,
  	"version_features_instant_message" boolean DEFAULT false,
  	"version_features_finance_interest_locked" boolean DEFAULT false,
  	"version_features_finance_max_term_5" boolean DEFAULT false,
  	"version_features_finance_default_term_6" boolean DEFAULT false,
  	"version_features_finance_default_amount_30000" boolean DEFAULT false,
  	"version_features_finance_round_up" boolean DEFAULT false,
  	"version_features_finance_calculator_rules" "enum__sites_v_version_features_finance_calculator_rules" DEFAULT 'standard',
  	"version_features_finance_sample_loan" boolean DEFAULT false,
  	"version_features_finance_estimate_hidden" boolean DEFAULT false,
  	"version_features_finance_disclaimer_link" boolean DEFAULT false,
  	"version_features_finance_postcode_required" boolean DEFAULT false,
  	"version_features_finance_enquiry_pages" boolean DEFAULT false,
  	"version_features_finance_get_finance_promo" boolean DEFAULT true,
  	"version_features_finance_sidebar_steps" boolean DEFAULT true,
  	"version_features_finance_cap_105_percent" boolean DEFAULT false,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_sites_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_sites_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"dealerships_id" integer
  );
  
  CREATE TABLE "_cars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_year" numeric,
  	"version_make" varchar NOT NULL,
  	"version_model" varchar NOT NULL,
  	"version_badge" varchar,
  	"version_series" varchar,
  	"version_car_type" "enum__cars_v_version_car_type" NOT NULL,
  	"version_status" "enum__cars_v_version_status" DEFAULT 'in_stock' NOT NULL,
  	"version_item_type" "enum__cars_v_version_item_type" DEFAULT 'car',
  	"version_tag" varchar,
  	"version_reserved" boolean,
  	"version_certified" boolean,
  	"version_preorder" boolean,
  	"version_show_on_dealer_website" boolean DEFAULT true,
  	"version_dealership_id" integer NOT NULL,
  	"version_location_id" integer,
  	"version_stocknum" varchar,
  	"version_vin" varchar,
  	"version_nvic" varchar,
  	"version_regplate" varchar,
  	"version_rego_expiry" timestamp(3) with time zone,
  	"version_build_date" timestamp(3) with time zone,
  	"version_compliance_date" timestamp(3) with time zone,
  	"version_sold_date" timestamp(3) with time zone,
  	"version_city" varchar,
  	"version_state" varchar,
  	"version_private_suburb" varchar,
  	"version_private_postcode" varchar,
  	"version_views" numeric DEFAULT 0,
  	"version_rank" numeric DEFAULT 0,
  	"version_price" numeric,
  	"version_before_price" numeric,
  	"version_offer_price" numeric,
  	"version_subscription_price" numeric,
  	"version_price_type" "enum__cars_v_version_price_type",
  	"version_finance_lenders" jsonb,
  	"version_youx_quote_weekly_repayment_amount" numeric,
  	"version_autograb_data_average_market_price" numeric,
  	"version_autograb_data_state_average_market_price" numeric,
  	"version_autograb_data_market_range_min" numeric,
  	"version_autograb_data_market_range_max" numeric,
  	"version_autograb_data_confidence" numeric,
  	"version_autograb_data_description" varchar,
  	"version_km" numeric,
  	"version_colour" varchar,
  	"version_interior_colour" varchar,
  	"version_simple_body" varchar,
  	"version_simple_transmission" varchar,
  	"version_simple_fuel" varchar,
  	"version_simple_drive" varchar,
  	"version_drive" varchar,
  	"version_fuel" varchar,
  	"version_seats" numeric,
  	"version_doors" numeric,
  	"version_engine_size" numeric,
  	"version_engine_size_litres" numeric,
  	"version_gearnum" numeric,
  	"version_bodyconfiguration" varchar,
  	"version_variant_cylinders" numeric,
  	"version_variant_enginesize" numeric,
  	"version_variant_enginesize_litres" numeric,
  	"version_variant_induction" varchar,
  	"version_variant_fuelconsumptioncombined" numeric,
  	"version_variant_fuelcapacity" numeric,
  	"version_variant_grossvehiclemass" numeric,
  	"version_variant_towingcapacitybraked" numeric,
  	"version_variant_vehiclelength" numeric,
  	"version_variant_vehicleheight" numeric,
  	"version_variant_vehiclewidth" numeric,
  	"version_variant_torque" varchar,
  	"version_variant_bodyconfiguration" varchar,
  	"version_variant_ancaprating" numeric,
  	"version_variant_geartype" varchar,
  	"version_specifications_body_width" numeric,
  	"version_specifications_body_length" numeric,
  	"version_specifications_tare_weight" numeric,
  	"version_specifications_axle_type" varchar,
  	"version_specifications_sleeps" numeric,
  	"version_specifications_aggregate_trailer_mass" numeric,
  	"version_dealercomments" varchar,
  	"version_video_url" varchar,
  	"version_external_video_url" varchar,
  	"version_spin_code" varchar,
  	"version_spin_interior_image_id" integer,
  	"version_hotspots" jsonb,
  	"version_file_id" integer,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_cars_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_cars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_menus_v_version_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"highlight" boolean,
  	"generated" "enum__menus_v_version_items_generated",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_menus_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "_footers_v_version_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footers_v_version_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_show_payment_methods" boolean DEFAULT true,
  	"version_legal_text" varchar,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_footers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "_offers_v_version_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__offers_v_version_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_image_id" integer,
  	"version_body" jsonb,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_make" varchar,
  	"version_model" varchar,
  	"version_terms" varchar,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cars_id" integer,
  	"sites_id" integer
  );
  
  CREATE TABLE "_banners_v_version_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__banners_v_version_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_image_id" integer NOT NULL,
  	"version_alt" varchar NOT NULL,
  	"version_link" varchar,
  	"version_background" varchar,
  	"version_strict" boolean,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_banners_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "_promo_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar DEFAULT 'We Want Your Car' NOT NULL,
  	"version_text" varchar,
  	"version_image_id" integer,
  	"version_alt" varchar,
  	"version_link" varchar DEFAULT '/trade-in' NOT NULL,
  	"version_link_label" varchar DEFAULT 'Value my car' NOT NULL,
  	"version_background" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_promo_cards_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  ALTER TABLE "sites" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "cars" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "menus" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "footers" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "offers" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "banners" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "promo_cards" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "posts" ADD COLUMN "changed_by_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_changed_by_id" integer;
  ALTER TABLE "_sites_v_version_domains" ADD CONSTRAINT "_sites_v_version_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_settings_finance_steps" ADD CONSTRAINT "_sites_v_version_settings_finance_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_parent_id_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_primary_dealership_id_dealerships_id_fk" FOREIGN KEY ("version_primary_dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_settings_certified_logo_id_media_id_fk" FOREIGN KEY ("version_settings_certified_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_texts" ADD CONSTRAINT "_sites_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_parent_id_cars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_version_dealership_id_dealerships_id_fk" FOREIGN KEY ("version_dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_version_location_id_locations_id_fk" FOREIGN KEY ("version_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_version_spin_interior_image_id_media_id_fk" FOREIGN KEY ("version_spin_interior_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v" ADD CONSTRAINT "_cars_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cars_v_texts" ADD CONSTRAINT "_cars_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cars_v_rels" ADD CONSTRAINT "_cars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cars_v_rels" ADD CONSTRAINT "_cars_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_children" ADD CONSTRAINT "_menus_v_version_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items" ADD CONSTRAINT "_menus_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_version_groups_links" ADD CONSTRAINT "_footers_v_version_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footers_v_version_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_version_groups" ADD CONSTRAINT "_footers_v_version_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v" ADD CONSTRAINT "_footers_v_parent_id_footers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footers_v" ADD CONSTRAINT "_footers_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footers_v" ADD CONSTRAINT "_footers_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_version_car_types" ADD CONSTRAINT "_offers_v_version_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_version_display" ADD CONSTRAINT "_banners_v_version_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_parent_id_promo_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v" ADD CONSTRAINT "_promo_cards_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_cards_v_rels" ADD CONSTRAINT "_promo_cards_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_cards_v_rels" ADD CONSTRAINT "_promo_cards_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_sites_v_version_domains_order_idx" ON "_sites_v_version_domains" USING btree ("_order");
  CREATE INDEX "_sites_v_version_domains_parent_id_idx" ON "_sites_v_version_domains" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_version_domains_domain_idx" ON "_sites_v_version_domains" USING btree ("domain");
  CREATE INDEX "_sites_v_version_settings_finance_steps_order_idx" ON "_sites_v_version_settings_finance_steps" USING btree ("_order");
  CREATE INDEX "_sites_v_version_settings_finance_steps_parent_id_idx" ON "_sites_v_version_settings_finance_steps" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_parent_idx" ON "_sites_v" USING btree ("parent_id");
  CREATE INDEX "_sites_v_version_version_tenant_idx" ON "_sites_v" USING btree ("version_tenant_id");
  CREATE INDEX "_sites_v_version_version_slug_idx" ON "_sites_v" USING btree ("version_slug");
  CREATE INDEX "_sites_v_version_version_primary_dealership_idx" ON "_sites_v" USING btree ("version_primary_dealership_id");
  CREATE INDEX "_sites_v_version_version_logo_idx" ON "_sites_v" USING btree ("version_logo_id");
  CREATE INDEX "_sites_v_version_settings_version_settings_certified_log_idx" ON "_sites_v" USING btree ("version_settings_certified_logo_id");
  CREATE INDEX "_sites_v_version_version_changed_by_idx" ON "_sites_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_sites_v_version_version_updated_at_idx" ON "_sites_v" USING btree ("version_updated_at");
  CREATE INDEX "_sites_v_version_version_created_at_idx" ON "_sites_v" USING btree ("version_created_at");
  CREATE INDEX "_sites_v_created_at_idx" ON "_sites_v" USING btree ("created_at");
  CREATE INDEX "_sites_v_updated_at_idx" ON "_sites_v" USING btree ("updated_at");
  CREATE INDEX "_sites_v_texts_order_parent" ON "_sites_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_sites_v_texts_parent_idx" ON "_sites_v_texts" USING btree ("parent_id");
  CREATE INDEX "_sites_v_rels_order_idx" ON "_sites_v_rels" USING btree ("order");
  CREATE INDEX "_sites_v_rels_parent_idx" ON "_sites_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sites_v_rels_path_idx" ON "_sites_v_rels" USING btree ("path");
  CREATE INDEX "_sites_v_rels_dealerships_id_idx" ON "_sites_v_rels" USING btree ("dealerships_id");
  CREATE INDEX "_cars_v_parent_idx" ON "_cars_v" USING btree ("parent_id");
  CREATE INDEX "_cars_v_version_version_tenant_idx" ON "_cars_v" USING btree ("version_tenant_id");
  CREATE INDEX "_cars_v_version_version_slug_idx" ON "_cars_v" USING btree ("version_slug");
  CREATE INDEX "_cars_v_version_version_year_idx" ON "_cars_v" USING btree ("version_year");
  CREATE INDEX "_cars_v_version_version_make_idx" ON "_cars_v" USING btree ("version_make");
  CREATE INDEX "_cars_v_version_version_model_idx" ON "_cars_v" USING btree ("version_model");
  CREATE INDEX "_cars_v_version_version_car_type_idx" ON "_cars_v" USING btree ("version_car_type");
  CREATE INDEX "_cars_v_version_version_status_idx" ON "_cars_v" USING btree ("version_status");
  CREATE INDEX "_cars_v_version_version_item_type_idx" ON "_cars_v" USING btree ("version_item_type");
  CREATE INDEX "_cars_v_version_version_reserved_idx" ON "_cars_v" USING btree ("version_reserved");
  CREATE INDEX "_cars_v_version_version_certified_idx" ON "_cars_v" USING btree ("version_certified");
  CREATE INDEX "_cars_v_version_version_show_on_dealer_website_idx" ON "_cars_v" USING btree ("version_show_on_dealer_website");
  CREATE INDEX "_cars_v_version_version_dealership_idx" ON "_cars_v" USING btree ("version_dealership_id");
  CREATE INDEX "_cars_v_version_version_location_idx" ON "_cars_v" USING btree ("version_location_id");
  CREATE INDEX "_cars_v_version_version_stocknum_idx" ON "_cars_v" USING btree ("version_stocknum");
  CREATE INDEX "_cars_v_version_version_vin_idx" ON "_cars_v" USING btree ("version_vin");
  CREATE INDEX "_cars_v_version_version_sold_date_idx" ON "_cars_v" USING btree ("version_sold_date");
  CREATE INDEX "_cars_v_version_version_city_idx" ON "_cars_v" USING btree ("version_city");
  CREATE INDEX "_cars_v_version_version_state_idx" ON "_cars_v" USING btree ("version_state");
  CREATE INDEX "_cars_v_version_version_rank_idx" ON "_cars_v" USING btree ("version_rank");
  CREATE INDEX "_cars_v_version_version_price_idx" ON "_cars_v" USING btree ("version_price");
  CREATE INDEX "_cars_v_version_version_km_idx" ON "_cars_v" USING btree ("version_km");
  CREATE INDEX "_cars_v_version_version_simple_body_idx" ON "_cars_v" USING btree ("version_simple_body");
  CREATE INDEX "_cars_v_version_version_simple_transmission_idx" ON "_cars_v" USING btree ("version_simple_transmission");
  CREATE INDEX "_cars_v_version_version_simple_fuel_idx" ON "_cars_v" USING btree ("version_simple_fuel");
  CREATE INDEX "_cars_v_version_version_simple_drive_idx" ON "_cars_v" USING btree ("version_simple_drive");
  CREATE INDEX "_cars_v_version_version_spin_interior_image_idx" ON "_cars_v" USING btree ("version_spin_interior_image_id");
  CREATE INDEX "_cars_v_version_version_file_idx" ON "_cars_v" USING btree ("version_file_id");
  CREATE INDEX "_cars_v_version_version_changed_by_idx" ON "_cars_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_cars_v_version_version_updated_at_idx" ON "_cars_v" USING btree ("version_updated_at");
  CREATE INDEX "_cars_v_version_version_created_at_idx" ON "_cars_v" USING btree ("version_created_at");
  CREATE INDEX "_cars_v_created_at_idx" ON "_cars_v" USING btree ("created_at");
  CREATE INDEX "_cars_v_updated_at_idx" ON "_cars_v" USING btree ("updated_at");
  CREATE INDEX "version_tenant_version_slug_idx" ON "_cars_v" USING btree ("version_tenant_id","version_slug");
  CREATE INDEX "version_tenant_version_status_idx" ON "_cars_v" USING btree ("version_tenant_id","version_status");
  CREATE INDEX "_cars_v_texts_order_parent" ON "_cars_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_cars_v_texts_parent_idx" ON "_cars_v_texts" USING btree ("parent_id");
  CREATE INDEX "_cars_v_rels_order_idx" ON "_cars_v_rels" USING btree ("order");
  CREATE INDEX "_cars_v_rels_parent_idx" ON "_cars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_cars_v_rels_path_idx" ON "_cars_v_rels" USING btree ("path");
  CREATE INDEX "_cars_v_rels_media_id_idx" ON "_cars_v_rels" USING btree ("media_id");
  CREATE INDEX "_menus_v_version_items_children_order_idx" ON "_menus_v_version_items_children" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_children_parent_id_idx" ON "_menus_v_version_items_children" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_items_order_idx" ON "_menus_v_version_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_parent_id_idx" ON "_menus_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_tenant_idx" ON "_menus_v" USING btree ("version_tenant_id");
  CREATE INDEX "_menus_v_version_version_changed_by_idx" ON "_menus_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_rels_order_idx" ON "_menus_v_rels" USING btree ("order");
  CREATE INDEX "_menus_v_rels_parent_idx" ON "_menus_v_rels" USING btree ("parent_id");
  CREATE INDEX "_menus_v_rels_path_idx" ON "_menus_v_rels" USING btree ("path");
  CREATE INDEX "_menus_v_rels_sites_id_idx" ON "_menus_v_rels" USING btree ("sites_id");
  CREATE INDEX "_footers_v_version_groups_links_order_idx" ON "_footers_v_version_groups_links" USING btree ("_order");
  CREATE INDEX "_footers_v_version_groups_links_parent_id_idx" ON "_footers_v_version_groups_links" USING btree ("_parent_id");
  CREATE INDEX "_footers_v_version_groups_order_idx" ON "_footers_v_version_groups" USING btree ("_order");
  CREATE INDEX "_footers_v_version_groups_parent_id_idx" ON "_footers_v_version_groups" USING btree ("_parent_id");
  CREATE INDEX "_footers_v_parent_idx" ON "_footers_v" USING btree ("parent_id");
  CREATE INDEX "_footers_v_version_version_tenant_idx" ON "_footers_v" USING btree ("version_tenant_id");
  CREATE INDEX "_footers_v_version_version_changed_by_idx" ON "_footers_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_footers_v_version_version_updated_at_idx" ON "_footers_v" USING btree ("version_updated_at");
  CREATE INDEX "_footers_v_version_version_created_at_idx" ON "_footers_v" USING btree ("version_created_at");
  CREATE INDEX "_footers_v_created_at_idx" ON "_footers_v" USING btree ("created_at");
  CREATE INDEX "_footers_v_updated_at_idx" ON "_footers_v" USING btree ("updated_at");
  CREATE INDEX "_footers_v_rels_order_idx" ON "_footers_v_rels" USING btree ("order");
  CREATE INDEX "_footers_v_rels_parent_idx" ON "_footers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_footers_v_rels_path_idx" ON "_footers_v_rels" USING btree ("path");
  CREATE INDEX "_footers_v_rels_sites_id_idx" ON "_footers_v_rels" USING btree ("sites_id");
  CREATE INDEX "_offers_v_version_car_types_order_idx" ON "_offers_v_version_car_types" USING btree ("order");
  CREATE INDEX "_offers_v_version_car_types_parent_idx" ON "_offers_v_version_car_types" USING btree ("parent_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_tenant_idx" ON "_offers_v" USING btree ("version_tenant_id");
  CREATE INDEX "_offers_v_version_version_image_idx" ON "_offers_v" USING btree ("version_image_id");
  CREATE INDEX "_offers_v_version_version_make_idx" ON "_offers_v" USING btree ("version_make");
  CREATE INDEX "_offers_v_version_version_changed_by_idx" ON "_offers_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_cars_id_idx" ON "_offers_v_rels" USING btree ("cars_id");
  CREATE INDEX "_offers_v_rels_sites_id_idx" ON "_offers_v_rels" USING btree ("sites_id");
  CREATE INDEX "_banners_v_version_display_order_idx" ON "_banners_v_version_display" USING btree ("order");
  CREATE INDEX "_banners_v_version_display_parent_idx" ON "_banners_v_version_display" USING btree ("parent_id");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_tenant_idx" ON "_banners_v" USING btree ("version_tenant_id");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_expires_at_idx" ON "_banners_v" USING btree ("version_expires_at");
  CREATE INDEX "_banners_v_version_version_changed_by_idx" ON "_banners_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_rels_order_idx" ON "_banners_v_rels" USING btree ("order");
  CREATE INDEX "_banners_v_rels_parent_idx" ON "_banners_v_rels" USING btree ("parent_id");
  CREATE INDEX "_banners_v_rels_path_idx" ON "_banners_v_rels" USING btree ("path");
  CREATE INDEX "_banners_v_rels_sites_id_idx" ON "_banners_v_rels" USING btree ("sites_id");
  CREATE INDEX "_promo_cards_v_parent_idx" ON "_promo_cards_v" USING btree ("parent_id");
  CREATE INDEX "_promo_cards_v_version_version_tenant_idx" ON "_promo_cards_v" USING btree ("version_tenant_id");
  CREATE INDEX "_promo_cards_v_version_version_image_idx" ON "_promo_cards_v" USING btree ("version_image_id");
  CREATE INDEX "_promo_cards_v_version_version_expires_at_idx" ON "_promo_cards_v" USING btree ("version_expires_at");
  CREATE INDEX "_promo_cards_v_version_version_changed_by_idx" ON "_promo_cards_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_promo_cards_v_version_version_updated_at_idx" ON "_promo_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_cards_v_version_version_created_at_idx" ON "_promo_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_cards_v_created_at_idx" ON "_promo_cards_v" USING btree ("created_at");
  CREATE INDEX "_promo_cards_v_updated_at_idx" ON "_promo_cards_v" USING btree ("updated_at");
  CREATE INDEX "_promo_cards_v_rels_order_idx" ON "_promo_cards_v_rels" USING btree ("order");
  CREATE INDEX "_promo_cards_v_rels_parent_idx" ON "_promo_cards_v_rels" USING btree ("parent_id");
  CREATE INDEX "_promo_cards_v_rels_path_idx" ON "_promo_cards_v_rels" USING btree ("path");
  CREATE INDEX "_promo_cards_v_rels_sites_id_idx" ON "_promo_cards_v_rels" USING btree ("sites_id");
  ALTER TABLE "sites" ADD CONSTRAINT "sites_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers" ADD CONSTRAINT "footers_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_changed_by_id_users_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_changed_by_idx" ON "sites" USING btree ("changed_by_id");
  CREATE INDEX "cars_changed_by_idx" ON "cars" USING btree ("changed_by_id");
  CREATE INDEX "menus_changed_by_idx" ON "menus" USING btree ("changed_by_id");
  CREATE INDEX "footers_changed_by_idx" ON "footers" USING btree ("changed_by_id");
  CREATE INDEX "pages_changed_by_idx" ON "pages" USING btree ("changed_by_id");
  CREATE INDEX "_pages_v_version_version_changed_by_idx" ON "_pages_v" USING btree ("version_changed_by_id");
  CREATE INDEX "offers_changed_by_idx" ON "offers" USING btree ("changed_by_id");
  CREATE INDEX "banners_changed_by_idx" ON "banners" USING btree ("changed_by_id");
  CREATE INDEX "promo_cards_changed_by_idx" ON "promo_cards" USING btree ("changed_by_id");
  CREATE INDEX "posts_changed_by_idx" ON "posts" USING btree ("changed_by_id");
  CREATE INDEX "_posts_v_version_version_changed_by_idx" ON "_posts_v" USING btree ("version_changed_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_sites_v_version_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_version_settings_finance_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cars_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cars_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cars_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footers_v_version_groups_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footers_v_version_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_footers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_version_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_version_display" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_cards_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_sites_v_version_domains" CASCADE;
  DROP TABLE "_sites_v_version_settings_finance_steps" CASCADE;
  DROP TABLE "_sites_v" CASCADE;
  DROP TABLE "_sites_v_texts" CASCADE;
  DROP TABLE "_sites_v_rels" CASCADE;
  DROP TABLE "_cars_v" CASCADE;
  DROP TABLE "_cars_v_texts" CASCADE;
  DROP TABLE "_cars_v_rels" CASCADE;
  DROP TABLE "_menus_v_version_items_children" CASCADE;
  DROP TABLE "_menus_v_version_items" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_menus_v_rels" CASCADE;
  DROP TABLE "_footers_v_version_groups_links" CASCADE;
  DROP TABLE "_footers_v_version_groups" CASCADE;
  DROP TABLE "_footers_v" CASCADE;
  DROP TABLE "_footers_v_rels" CASCADE;
  DROP TABLE "_offers_v_version_car_types" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  DROP TABLE "_banners_v_version_display" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_rels" CASCADE;
  DROP TABLE "_promo_cards_v" CASCADE;
  DROP TABLE "_promo_cards_v_rels" CASCADE;
  ALTER TABLE "sites" DROP CONSTRAINT "sites_changed_by_id_users_id_fk";
  
  ALTER TABLE "cars" DROP CONSTRAINT "cars_changed_by_id_users_id_fk";
  
  ALTER TABLE "menus" DROP CONSTRAINT "menus_changed_by_id_users_id_fk";
  
  ALTER TABLE "footers" DROP CONSTRAINT "footers_changed_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_changed_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_changed_by_id_users_id_fk";
  
  ALTER TABLE "offers" DROP CONSTRAINT "offers_changed_by_id_users_id_fk";
  
  ALTER TABLE "banners" DROP CONSTRAINT "banners_changed_by_id_users_id_fk";
  
  ALTER TABLE "promo_cards" DROP CONSTRAINT "promo_cards_changed_by_id_users_id_fk";
  
  ALTER TABLE "posts" DROP CONSTRAINT "posts_changed_by_id_users_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_changed_by_id_users_id_fk";
  
  DROP INDEX "sites_changed_by_idx";
  DROP INDEX "cars_changed_by_idx";
  DROP INDEX "menus_changed_by_idx";
  DROP INDEX "footers_changed_by_idx";
  DROP INDEX "pages_changed_by_idx";
  DROP INDEX "_pages_v_version_version_changed_by_idx";
  DROP INDEX "offers_changed_by_idx";
  DROP INDEX "banners_changed_by_idx";
  DROP INDEX "promo_cards_changed_by_idx";
  DROP INDEX "posts_changed_by_idx";
  DROP INDEX "_posts_v_version_version_changed_by_idx";
  ALTER TABLE "sites" DROP COLUMN "changed_by_id";
  ALTER TABLE "cars" DROP COLUMN "changed_by_id";
  ALTER TABLE "menus" DROP COLUMN "changed_by_id";
  ALTER TABLE "footers" DROP COLUMN "changed_by_id";
  ALTER TABLE "pages" DROP COLUMN "changed_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_changed_by_id";
  ALTER TABLE "offers" DROP COLUMN "changed_by_id";
  ALTER TABLE "banners" DROP COLUMN "changed_by_id";
  ALTER TABLE "promo_cards" DROP COLUMN "changed_by_id";
  ALTER TABLE "posts" DROP COLUMN "changed_by_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_changed_by_id";
  DROP TYPE "public"."enum__sites_v_version_template";
  DROP TYPE "public"."enum__sites_v_version_settings_tracking_consent";
  DROP TYPE "public"."enum__sites_v_version_features_checkout_path";
  DROP TYPE "public"."enum__sites_v_version_features_runout_tag_colour";
  DROP TYPE "public"."enum__sites_v_version_features_gallery_default_view";
  DROP TYPE "public"."enum__sites_v_version_features_used_label";
  DROP TYPE "public"."enum__sites_v_version_features_location_path";
  DROP TYPE "public"."enum__sites_v_version_features_closed_hours_text";
  DROP TYPE "public"."enum__sites_v_version_features_finance_calculator_rules";
  DROP TYPE "public"."enum__cars_v_version_car_type";
  DROP TYPE "public"."enum__cars_v_version_status";
  DROP TYPE "public"."enum__cars_v_version_item_type";
  DROP TYPE "public"."enum__cars_v_version_price_type";
  DROP TYPE "public"."enum__menus_v_version_items_generated";
  DROP TYPE "public"."enum__offers_v_version_car_types";
  DROP TYPE "public"."enum__banners_v_version_display";`)
}
