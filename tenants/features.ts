/**
 * Every switch the specs say varies per dealer site (stock §1, §4, §6, §9; finance §1, §2, §4-§6, §9).
 * The site document edits these as checkboxes and selects (collections/Sites/fields/features.ts),
 * and pages read them only through `siteFeature()` in tenants/flags.ts.
 *
 * To add a flag: add an entry here, run `npm run migrate:create`, and read it with siteFeature().
 * The numeric default stock filter (stock §9, options 0-14) is a site setting; its options are
 * defined and documented in tenants/default-stock-filter.ts.
 */

type BooleanFeature = { type: 'boolean'; default: boolean; label: string; description: string }
type SelectFeature<V extends string = string> = {
  type: 'select'
  options: readonly { value: V; label: string }[]
  default: V
  label: string
  description: string
}
export type FeatureDefinition = BooleanFeature | SelectFeature

const select = <const V extends string>(f: Omit<SelectFeature<V>, 'type'>): SelectFeature<V> => ({
  type: 'select',
  ...f,
})
const toggle = (f: Omit<BooleanFeature, 'type'>): BooleanFeature => ({ type: 'boolean', ...f })

export const FEATURES = {
  // --- shopper tools (stock §1, §6; finance §6)
  garage: toggle({
    default: false,
    label: 'My Garage',
    description: 'Signed-in shoppers save cars to a watchlist (garage).',
  }),
  garage_alias: select({
    options: [
      { value: 'none', label: 'None' },
      { value: 'mymotorama', label: '/mymotorama' },
      { value: 'mybigboxcars', label: '/mybigboxcars' },
      { value: 'myblinkr', label: '/myblinkr' },
      { value: 'myservco', label: '/myservco' },
    ],
    default: 'none',
    label: 'Partner garage page',
    description: 'The partner garage path this site answers, as well as /my-garage; always gated.',
  }),
  favourites: toggle({
    default: true,
    label: 'Favourites',
    description: 'Heart button on cards and the vehicle page, kept in the browser.',
  }),
  compare: toggle({
    default: true,
    label: 'Compare',
    description: 'Compare button on cards and the vehicle page.',
  }),
  favourites_used_with_images_only: toggle({
    default: false,
    label: 'Favourites/compare only on used cars with images',
    description: 'Hide favourites and compare unless the car is used and has images.',
  }),
  reserve: toggle({
    default: false,
    label: 'Reserve online',
    description: 'Reserve Now / checkout link on reservable cars.',
  }),
  checkout_path: select({
    options: [
      { value: 'checkout', label: '/cars/{slug}/checkout' },
      { value: 'buy-online', label: '/cars/{slug}/buy-online' },
    ],
    default: 'checkout',
    label: 'Reserve link path',
    description: 'Which reserve path the site uses.',
  }),
  finance_buttons: toggle({
    default: true,
    label: 'Finance buttons',
    description: 'Finance estimate, calculator and finance enquiry buttons.',
  }),
  trade_in: toggle({
    default: true,
    label: 'Trade-in',
    description: 'Trade-in valuation links on cards and the sticky header.',
  }),
  offers: toggle({
    default: true,
    label: 'Special offers',
    description: 'Special offers page and its menu link.',
  }),
  subscription_prices: toggle({
    default: false,
    label: 'Subscription prices',
    description: 'Show subscription prices and the subscription_price filter.',
  }),
  sell_my_car_page: toggle({
    default: true,
    label: '/sell-my-car page',
    description: 'The trade-in form also answers at /sell-my-car. Needs Trade-in on.',
  }),
  instant_price_page: toggle({
    default: false,
    label: '/instant-price page',
    description: 'The trade-in form also answers at /instant-price. Needs Trade-in on.',
  }),
  brand_pages: toggle({
    default: false,
    label: '/brands and /{brand}/overview pages',
    description:
      "A page listing the brands the site's dealerships sell, and an overview page per brand. A staff page at /brands replaces the list.",
  }),
  // --- vehicle display (stock §4, §9)
  phone_masking: toggle({
    default: true,
    label: 'Mask phone numbers',
    description: 'Mask numbers after 5 characters until clicked; off shows them unmasked.',
  }),
  ev_tag: toggle({
    default: true,
    label: 'EV / hybrid tag',
    description: 'Electric and hybrid tag takes first place in the card tag precedence.',
  }),
  certified_logo: toggle({
    default: false,
    label: 'Certified pre-owned logo',
    description: 'Certified logo and badge for certified used cars of the dealership make.',
  }),
  runout_tag_colour: select({
    options: [
      { value: 'green', label: 'Green' },
      { value: 'red', label: 'Red' },
    ],
    default: 'red',
    label: 'Runout tag colour',
    description: 'A runout sale tag is green on some sites, red on others.',
  }),
  gallery_default_view: select({
    options: [
      { value: 'spinner', label: '360 spin' },
      { value: 'gallery', label: 'Gallery' },
    ],
    default: 'spinner',
    label: 'Default gallery view',
    description: 'Default view of the vehicle gallery (gallery for one tenant).',
  }),
  stocknum_on_cards: toggle({
    default: true,
    label: 'Stock number on cards',
    description: 'Show stocknum in the card attributes.',
  }),
  used_label: select({
    options: [
      { value: 'Used', label: 'Used' },
      { value: 'Pre-Owned', label: 'Pre-Owned' },
    ],
    default: 'Used',
    label: 'Label for used cars',
    description: "'used' is relabelled Pre-Owned for some tenants.",
  }),
  price_above_zero_on_price_sort: toggle({
    default: false,
    label: 'Hide $0 cars when sorting by price',
    description: 'Apply price above 0 when sorting by price ascending.',
  }),
  promo_card_randomised: toggle({
    default: false,
    label: 'Randomise promo card position',
    description: 'Place the promo card at 3 plus a random offset.',
  }),
  used_car_breadcrumbs: toggle({
    default: false,
    label: '/used-car/ breadcrumbs',
    description: 'Breadcrumbs use /used-car/... instead of /search/....',
  }),
  rego_unregistered: toggle({
    default: false,
    label: 'Show Unregistered for expired rego',
    description: "Shows 'Unregistered' when a car's rego has expired; otherwise its 'Expires on' date, or nothing.",
  }),
  sticky_cta_bar: toggle({
    default: true,
    label: 'Sticky call-to-action bar',
    description: 'Reserve / Enquire / Call bar after 900 px on the vehicle page.',
  }),
  // --- locations (stock §2, §8; finance §2)
  location_path: select({
    options: [
      { value: 'contact-us', label: '/contact-us/{slug}' },
      { value: 'our-location', label: '/our-location/{slug}' },
    ],
    default: 'contact-us',
    label: 'Location page path',
    description: 'Contact page per location; some sites use /our-location/{slug}.',
  }),
  closed_hours_text: select({
    options: [
      { value: 'closed', label: "'Closed'" },
      { value: 'by_appointment', label: "'By appointment only'" },
      { value: 'enquire', label: "'Enquire Now' link" },
    ],
    default: 'closed',
    label: 'Closed opening hours show',
    description: "Show 'Closed'; some sites show 'By appointment only' or an 'Enquire Now' link.",
  }),
  view_our_stock_on_locations: toggle({
    default: false,
    label: "'View Our Stock' on location cards",
    description: "Location cards get 'View Our Stock' on some sites.",
  }),
  external_service_booking: toggle({
    default: false,
    label: 'External service booking',
    description: "Service links go to the dealership's booking URL instead of /service.",
  }),
  // --- menus (finance §2)
  hover_menus: toggle({
    default: false,
    label: 'Open menus on hover',
    description: 'Hover opens a dropdown when hover mode is on.',
  }),
  // --- forms and gating (finance §5, §6)
  require_terms: toggle({
    default: false,
    label: 'Require terms agreement on forms',
    description: 'Some sites require agreeing to terms before submitting.',
  }),
  enquiry_message_optional: toggle({
    default: false,
    label: 'Enquiry message optional',
    description: 'A site flag relaxes the required comments message.',
  }),
  contact_location_select: toggle({
    default: true,
    label: 'Location select on the contact form',
    description: 'The contact form asks which location; "Location select is required when shown".',
  }),
  remove_preferred_dealership: toggle({
    default: false,
    label: 'Remove the preferred-dealership select',
    description:
      'A group site asks for the preferred dealership on its own forms unless removed ("and the field is not removed").',
  }),
  gate_checkout: toggle({
    default: true,
    label: 'Sign-in before checkout',
    description: 'Checkout is gated for anonymous visitors depending on site settings.',
  }),
  gate_finance: toggle({
    default: false,
    label: 'Sign-in before finance',
    description: 'Finance is gated for anonymous visitors depending on site settings.',
  }),
  equifax_finance: toggle({
    default: false,
    label: '/equifax-finance page',
    description: 'The site answers /equifax-finance, the finance application with an Equifax credit check.',
  }),
  gate_equifax_finance: toggle({
    default: false,
    label: 'Sign-in before Equifax finance',
    description: 'Equifax finance is gated for anonymous visitors depending on site settings.',
  }),
  gate_spin_to_win: toggle({
    default: true,
    label: 'Sign-in before Spin to Win',
    description:
      'Spin to Win is gated for anonymous visitors depending on site settings. Off: the wheel shows, and spinning asks for sign-in (one spin per account).',
  }),
  online_payment_ungated: toggle({
    default: false,
    label: 'Online payment without sign-in',
    description: 'Online payment is gated unless this setting is on.',
  }),
  instant_message: toggle({
    default: false,
    label: 'Instant message instead of Enquire',
    description: 'Show Instant Message where chat is available; Enquire replaces it otherwise.',
  }),
  // --- finance calculator (finance §5, §9)
  finance_interest_locked: toggle({
    default: false,
    label: 'Lock interest rate',
    description: 'Interest is locked for some tenants.',
  }),
  finance_max_term_5: toggle({
    default: false,
    label: 'Maximum loan term 5 years',
    description: 'Loan term 1 to 7 years, 5 max for some tenants.',
  }),
  finance_default_term_6: toggle({
    default: false,
    label: 'Default loan term 6 years',
    description:
      "Calculator default term 6 on some tenants, unless the lender gives one; the vehicle page's estimate is quoted over the same 6 years.",
  }),
  finance_default_amount_30000: toggle({
    default: false,
    label: 'Calculator starts at $30,000',
    description: 'Default calculator amount is the car price, or 30000 on some tenants.',
  }),
  finance_round_up: toggle({
    default: false,
    label: 'Round repayments up',
    description: 'Repayments rounded up on some tenants.',
  }),
  finance_calculator_rules: select({
    options: [
      { value: 'standard', label: "The finance provider's rules" },
      { value: 'flagged_dealer', label: 'Price from $5,000, interest 4-20%, dealer fee list' },
      { value: 'rate_band_9_95', label: 'Interest 9.95-19.95%' },
      { value: 'lender_fee_1300', label: 'Establishment fee $1,300' },
    ],
    default: 'standard',
    label: 'Finance calculator rules',
    description: "The dealer's own calculator rules, on top of its finance provider's: bounds, fees and fee list.",
  }),
  finance_sample_loan: toggle({
    default: false,
    label: 'Sample loan at 6.29% (8.19% comparison)',
    description: 'The vehicle page quotes a sample loan at 6.29% and 8.19% comparison rate, no deposit.',
  }),
  finance_estimate_hidden: toggle({
    default: false,
    label: 'Hide the finance estimate',
    description: "No 'Only $X /wk*' estimate on vehicle pages (the calculator stays).",
  }),
  finance_disclaimer_link: toggle({
    default: false,
    label: 'Disclaimer toggled by a link',
    description: "The calculator's Show More/Less disclaimer toggle is a text link (the Toyota variant).",
  }),
  sms_landlines: toggle({
    default: false,
    label: 'Phone codes to landlines',
    description:
      'Verification codes go to Australian mobiles (04…) only; on, landlines (02, 03, 07, 08) may have them too, where the SMS gateway reads texts aloud. Every code is a text the dealer pays for.',
  }),
  // --- finance enquiry and pages (finance §2, §5)
  finance_postcode_required: toggle({
    default: false,
    label: 'Finance enquiry asks for a postcode',
    description: 'Postcode is required on the finance enquiry (placeholder 1234) on one site variant.',
  }),
  finance_enquiry_pages: toggle({
    default: false,
    label: 'Finance enquiry pages',
    description: 'The site also answers /finance-enquiry, /apply-for-finance and /finance-pre-approval.',
  }),
  finance_get_finance_promo: toggle({
    default: true,
    label: "'Get Finance Now' promo",
    description: "With no car chosen, /finance shows the 'Get Finance Now' call to action with featured used cars.",
  }),
  finance_sidebar_steps: toggle({
    default: true,
    label: 'Finance steps in the sidebar',
    description: 'Without a car, the finance sidebar lists up to three finance steps (wording in Settings).',
  }),
  finance_purchase: toggle({
    default: false,
    label: "Finance purchase ('Buy with Finance')",
    description:
      "The Car Finance card offers 'Buy with Finance' (the Autograb finance check) for a car in stock, neither sold nor reserved, priced above $200.",
  }),
  finance_cap_105_percent: toggle({
    default: false,
    label: 'Allow 105% of price over $100,000',
    description: 'Maximum purchase price is 105 percent of price for cars over 100000 on some tenants.',
  }),
} as const satisfies Record<string, FeatureDefinition>

export type FeatureKey = keyof typeof FEATURES
type ValueOf<F> = F extends SelectFeature<infer V> ? V : F extends BooleanFeature ? boolean : never
export type FeatureValue<K extends FeatureKey> = ValueOf<(typeof FEATURES)[K]>
export type FeatureValues = { [K in FeatureKey]: FeatureValue<K> }

export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[]
