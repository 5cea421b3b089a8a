import * as migration_20261122_051548_initial from './20261122_051548_initial';
import * as migration_20261122_053457_analytics_events from './20261122_053457_analytics_events';
import * as migration_20261122_080501_vehicle_page from './20261122_080501_vehicle_page';
import * as migration_20261123_030224_add_lead_rego from './20261123_030224_add_lead_rego';
import * as migration_20261123_034012_make_logos from './20261123_034012_make_logos';
import * as migration_20261123_105031_drop_locked_documents from './20261123_105031_drop_locked_documents';
import * as migration_20261123_105103_issue10_stock_vehicle from './20261123_105103_issue10_stock_vehicle';
import * as migration_20261123_105204_rate_limits from './20261123_105204_rate_limits';
import * as migration_20261123_105249_site_primary_domain from './20261123_105249_site_primary_domain';
import * as migration_20261124_185919_lead_forms from './20261124_185919_lead_forms';
import * as migration_20261124_190018_pages_offers from './20261124_190018_pages_offers';
import * as migration_20261124_190025_lead_delivery from './20261124_190025_lead_delivery';
import * as migration_20261124_190138_locations_reviews from './20261124_190138_locations_reviews';
import * as migration_20261124_194921_snapshot_rebase from './20261124_194921_snapshot_rebase';
import * as migration_20261124_211955_verifications from './20261124_211955_verifications';
import * as migration_20261124_212135_redirects from './20261124_212135_redirects';
import * as migration_20261124_212153_stock_import from './20261124_212153_stock_import';
import * as migration_20261124_214207_banners_promo_cards from './20261124_214207_banners_promo_cards';
import * as migration_20261124_214226_finance from './20261124_214226_finance';
import * as migration_20261124_220431_sales_counter_schedule from './20261124_220431_sales_counter_schedule';
import * as migration_20261124_222311_customers from './20261124_222311_customers';
import * as migration_20261124_222827_blog_posts from './20261124_222827_blog_posts';
import * as migration_20261124_231410_snapshot_rebase_2 from './20261124_231410_snapshot_rebase_2';
import * as migration_20261125_010021_models_manufacturers from './20261125_010021_models_manufacturers';
import * as migration_20261125_012055_platform_settings from './20261125_012055_platform_settings';
import * as migration_20261125_023000_finance_calculator_rules from './20261125_023000_finance_calculator_rules';
import * as migration_20261125_023241_snapshot_rebase_3 from './20261125_023241_snapshot_rebase_3';
import * as migration_20261125_073017_history from './20261125_073017_history';
import * as migration_20261125_082432_forms from './20261125_082432_forms';
import * as migration_20261125_110500_issue15_locations_block from './20261125_110500_issue15_locations_block';
import * as migration_20261125_111034_finance_purchase from './20261125_111034_finance_purchase';
import * as migration_20261125_111208_shopper_shortlists from './20261125_111208_shopper_shortlists';
import * as migration_20261125_111521_reservations from './20261125_111521_reservations';
import * as migration_20261125_114244_content_preview_saved_searches from './20261125_114244_content_preview_saved_searches';
import * as migration_20261125_115949_snapshot_rebase_4 from './20261125_115949_snapshot_rebase_4';
import * as migration_20261127_092813_spin_to_win from './20261127_092813_spin_to_win';
import * as migration_20261127_092915_finance_term_increments from './20261127_092915_finance_term_increments';
import * as migration_20261127_095754_content_blocks_menus_group_home from './20261127_095754_content_blocks_menus_group_home';
import * as migration_20261127_104444_snapshot_rebase_5 from './20261127_104444_snapshot_rebase_5';
import * as migration_20261207_054918_intake_and_reservations from './20261207_054918_intake_and_reservations';
import * as migration_20261207_141324_sms_landlines from './20261207_141324_sms_landlines';
import * as migration_20261207_141813_media_storage_fields from './20261207_141813_media_storage_fields';
import * as migration_20261207_144352_redirects_plugin from './20261207_144352_redirects_plugin';
import * as migration_20261207_152038_snapshot_rebase_6 from './20261207_152038_snapshot_rebase_6';
import * as migration_20261207_173659_department_emails from './20261207_173659_department_emails';
import * as migration_20261207_173848_stock_feeds from './20261207_173848_stock_feeds';
import * as migration_20261207_174036_site_brand_pages from './20261207_174036_site_brand_pages';
import * as migration_20261207_175307_lead_notes from './20261207_175307_lead_notes';
import * as migration_20261207_175528_model_body_types from './20261207_175528_model_body_types';
import * as migration_20261207_181342_dealership_unused_fields from './20261207_181342_dealership_unused_fields';
import * as migration_20261207_181448_dealership_podium_token from './20261207_181448_dealership_podium_token';
import * as migration_20261207_185959_snapshot_rebase_7 from './20261207_185959_snapshot_rebase_7';

export const migrations = [
  {
    up: migration_20261122_051548_initial.up,
    down: migration_20261122_051548_initial.down,
    name: '20261122_051548_initial',
  },
  {
    up: migration_20261122_053457_analytics_events.up,
    down: migration_20261122_053457_analytics_events.down,
    name: '20261122_053457_analytics_events',
  },
  {
    up: migration_20261122_080501_vehicle_page.up,
    down: migration_20261122_080501_vehicle_page.down,
    name: '20261122_080501_vehicle_page',
  },
  {
    up: migration_20261123_030224_add_lead_rego.up,
    down: migration_20261123_030224_add_lead_rego.down,
    name: '20261123_030224_add_lead_rego',
  },
  {
    up: migration_20261123_034012_make_logos.up,
    down: migration_20261123_034012_make_logos.down,
    name: '20261123_034012_make_logos',
  },
  {
    up: migration_20261123_105031_drop_locked_documents.up,
    down: migration_20261123_105031_drop_locked_documents.down,
    name: '20261123_105031_drop_locked_documents',
  },
  {
    up: migration_20261123_105103_issue10_stock_vehicle.up,
    down: migration_20261123_105103_issue10_stock_vehicle.down,
    name: '20261123_105103_issue10_stock_vehicle',
  },
  {
    up: migration_20261123_105204_rate_limits.up,
    down: migration_20261123_105204_rate_limits.down,
    name: '20261123_105204_rate_limits',
  },
  {
    up: migration_20261123_105249_site_primary_domain.up,
    down: migration_20261123_105249_site_primary_domain.down,
    name: '20261123_105249_site_primary_domain',
  },
  {
    up: migration_20261124_185919_lead_forms.up,
    down: migration_20261124_185919_lead_forms.down,
    name: '20261124_185919_lead_forms',
  },
  {
    up: migration_20261124_190018_pages_offers.up,
    down: migration_20261124_190018_pages_offers.down,
    name: '20261124_190018_pages_offers',
  },
  {
    up: migration_20261124_190025_lead_delivery.up,
    down: migration_20261124_190025_lead_delivery.down,
    name: '20261124_190025_lead_delivery',
  },
  {
    up: migration_20261124_190138_locations_reviews.up,
    down: migration_20261124_190138_locations_reviews.down,
    name: '20261124_190138_locations_reviews',
  },
  {
    up: migration_20261124_194921_snapshot_rebase.up,
    down: migration_20261124_194921_snapshot_rebase.down,
    name: '20261124_194921_snapshot_rebase',
  },
  {
    up: migration_20261124_211955_verifications.up,
    down: migration_20261124_211955_verifications.down,
    name: '20261124_211955_verifications',
  },
  {
    up: migration_20261124_212135_redirects.up,
    down: migration_20261124_212135_redirects.down,
    name: '20261124_212135_redirects',
  },
  {
    up: migration_20261124_212153_stock_import.up,
    down: migration_20261124_212153_stock_import.down,
    name: '20261124_212153_stock_import',
  },
  {
    up: migration_20261124_214207_banners_promo_cards.up,
    down: migration_20261124_214207_banners_promo_cards.down,
    name: '20261124_214207_banners_promo_cards',
  },
  {
    up: migration_20261124_214226_finance.up,
    down: migration_20261124_214226_finance.down,
    name: '20261124_214226_finance',
  },
  {
    up: migration_20261124_220431_sales_counter_schedule.up,
    down: migration_20261124_220431_sales_counter_schedule.down,
    name: '20261124_220431_sales_counter_schedule',
  },
  {
    up: migration_20261124_222311_customers.up,
    down: migration_20261124_222311_customers.down,
    name: '20261124_222311_customers',
  },
  {
    up: migration_20261124_222827_blog_posts.up,
    down: migration_20261124_222827_blog_posts.down,
    name: '20261124_222827_blog_posts',
  },
  {
    up: migration_20261124_231410_snapshot_rebase_2.up,
    down: migration_20261124_231410_snapshot_rebase_2.down,
    name: '20261124_231410_snapshot_rebase_2',
  },
  {
    up: migration_20261125_010021_models_manufacturers.up,
    down: migration_20261125_010021_models_manufacturers.down,
    name: '20261125_010021_models_manufacturers',
  },
  {
    up: migration_20261125_012055_platform_settings.up,
    down: migration_20261125_012055_platform_settings.down,
    name: '20261125_012055_platform_settings',
  },
  {
    up: migration_20261125_023000_finance_calculator_rules.up,
    down: migration_20261125_023000_finance_calculator_rules.down,
    name: '20261125_023000_finance_calculator_rules',
  },
  {
    up: migration_20261125_023241_snapshot_rebase_3.up,
    down: migration_20261125_023241_snapshot_rebase_3.down,
    name: '20261125_023241_snapshot_rebase_3',
  },
  {
    up: migration_20261125_073017_history.up,
    down: migration_20261125_073017_history.down,
    name: '20261125_073017_history',
  },
  {
    up: migration_20261125_082432_forms.up,
    down: migration_20261125_082432_forms.down,
    name: '20261125_082432_forms',
  },
  {
    up: migration_20261125_110500_issue15_locations_block.up,
    down: migration_20261125_110500_issue15_locations_block.down,
    name: '20261125_110500_issue15_locations_block',
  },
  {
    up: migration_20261125_111034_finance_purchase.up,
    down: migration_20261125_111034_finance_purchase.down,
    name: '20261125_111034_finance_purchase',
  },
  {
    up: migration_20261125_111208_shopper_shortlists.up,
    down: migration_20261125_111208_shopper_shortlists.down,
    name: '20261125_111208_shopper_shortlists',
  },
  {
    up: migration_20261125_111521_reservations.up,
    down: migration_20261125_111521_reservations.down,
    name: '20261125_111521_reservations',
  },
  {
    up: migration_20261125_114244_content_preview_saved_searches.up,
    down: migration_20261125_114244_content_preview_saved_searches.down,
    name: '20261125_114244_content_preview_saved_searches',
  },
  {
    up: migration_20261125_115949_snapshot_rebase_4.up,
    down: migration_20261125_115949_snapshot_rebase_4.down,
    name: '20261125_115949_snapshot_rebase_4',
  },
  {
    up: migration_20261127_092813_spin_to_win.up,
    down: migration_20261127_092813_spin_to_win.down,
    name: '20261127_092813_spin_to_win',
  },
  {
    up: migration_20261127_092915_finance_term_increments.up,
    down: migration_20261127_092915_finance_term_increments.down,
    name: '20261127_092915_finance_term_increments',
  },
  {
    up: migration_20261127_095754_content_blocks_menus_group_home.up,
    down: migration_20261127_095754_content_blocks_menus_group_home.down,
    name: '20261127_095754_content_blocks_menus_group_home',
  },
  {
    up: migration_20261127_104444_snapshot_rebase_5.up,
    down: migration_20261127_104444_snapshot_rebase_5.down,
    name: '20261127_104444_snapshot_rebase_5',
  },
  {
    up: migration_20261207_054918_intake_and_reservations.up,
    down: migration_20261207_054918_intake_and_reservations.down,
    name: '20261207_054918_intake_and_reservations',
  },
  {
    up: migration_20261207_141324_sms_landlines.up,
    down: migration_20261207_141324_sms_landlines.down,
    name: '20261207_141324_sms_landlines',
  },
  {
    up: migration_20261207_141813_media_storage_fields.up,
    down: migration_20261207_141813_media_storage_fields.down,
    name: '20261207_141813_media_storage_fields',
  },
  {
    up: migration_20261207_144352_redirects_plugin.up,
    down: migration_20261207_144352_redirects_plugin.down,
    name: '20261207_144352_redirects_plugin',
  },
  {
    up: migration_20261207_152038_snapshot_rebase_6.up,
    down: migration_20261207_152038_snapshot_rebase_6.down,
    name: '20261207_152038_snapshot_rebase_6',
  },
  {
    up: migration_20261207_173659_department_emails.up,
    down: migration_20261207_173659_department_emails.down,
    name: '20261207_173659_department_emails',
  },
  {
    up: migration_20261207_173848_stock_feeds.up,
    down: migration_20261207_173848_stock_feeds.down,
    name: '20261207_173848_stock_feeds',
  },
  {
    up: migration_20261207_174036_site_brand_pages.up,
    down: migration_20261207_174036_site_brand_pages.down,
    name: '20261207_174036_site_brand_pages',
  },
  {
    up: migration_20261207_175307_lead_notes.up,
    down: migration_20261207_175307_lead_notes.down,
    name: '20261207_175307_lead_notes',
  },
  {
    up: migration_20261207_175528_model_body_types.up,
    down: migration_20261207_175528_model_body_types.down,
    name: '20261207_175528_model_body_types',
  },
  {
    up: migration_20261207_181342_dealership_unused_fields.up,
    down: migration_20261207_181342_dealership_unused_fields.down,
    name: '20261207_181342_dealership_unused_fields',
  },
  {
    up: migration_20261207_181448_dealership_podium_token.up,
    down: migration_20261207_181448_dealership_podium_token.down,
    name: '20261207_181448_dealership_podium_token',
  },
  {
    up: migration_20261207_185959_snapshot_rebase_7.up,
    down: migration_20261207_185959_snapshot_rebase_7.down,
    name: '20261207_185959_snapshot_rebase_7',
  },
];
