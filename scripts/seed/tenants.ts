/**
 * The demo platform as data: three tenants (a single-franchise dealer, a multi-brand group with a
 * group site plus one site per dealership, and a caravan-and-4x4 dealer), their dealerships,
 * locations and sites. platform.ts writes it; generate-cars.ts stocks each dealership.
 */
import type { FeatureValues } from '@tenants/features'
import type { TemplateKey } from '@tenants/templates/registry'

import { demoPhone, type PlaceKey } from './places'

export type LocationType = 'sales' | 'used' | 'service' | 'parts'
export type LocationPlan = {
  type: LocationType
  name: string
  place: PlaceKey
  street: string
  subtype?: string
  phoneNo: number
}

/** Share of each kind of stock; caravans are new or used items of type 'caravan'. */
export type StockMix = { new: number; demo: number; used: number; caravan: number }

export type DealershipPlan = {
  slug: string
  name: string
  manufacturer: string | null
  /** Stock numbers are this prefix and five digits, e.g. HT12345; unique per dealership. */
  stockPrefix: string
  place: PlaceKey
  street: string
  /** First of a block of fictional numbers: main +0, new +1, used +2, demo +3, service +4, parts +5. */
  phoneBase: number
  finance_provider: 'Angle' | '360 Finance' | 'Nissan Finance' | 'Manual' | 'Taurus' | 'Powertorque' | 'AusLoans'
  rate_card: {
    interest_rate: number
    comparison_rate: number
    establishment_fee: number
    default_term_years: number
    /** finance §5 "or custom year increments when configured" */
    term_increment_years?: number
  }
  /** Cars in the default (demo-size) run. */
  demoCars: number
  mix: StockMix
  /** Used stock: any make, or four-wheel drives and utes only. */
  usedFocus: 'any' | '4x4'
  xtime_url?: string
  /** finance §2 "EOFY promo link per dealership"; pages.ts seeds the /pages/… page it names. Default /eofy. */
  eofy_link?: string
  locations: LocationPlan[]
}

export type SitePlan = {
  slug: string
  name: string
  template: TemplateKey
  dealerships: string[]
  tagline: string
  promo_card_position: number
  no_price_text?: string
  new_tag_name?: string
  features: Partial<FeatureValues>
  /** the vehicle page's locations block (stock §2); default 'primary' */
  vehicle_locations?: 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all'
  /** a group site's home from content (docs/features/content.md "Group home"): the stats banner and the group profile */
  group_stats?: { value: string; label: string }[]
  group_profile?: string
  /** per-site service pages (finance §2), a service centre named by its location slug */
  service_pages?: { path: string; title?: string; make?: string; location?: string; requires_booking_url?: boolean }[]
}

export type TenantPlan = {
  slug: string
  name: string
  kind: 'dealer' | 'group'
  abnSeed: string
  dealerships: DealershipPlan[]
  sites: SitePlan[]
}

const FRANCHISE_MIX: StockMix = { new: 0.4, demo: 0.12, used: 0.48, caravan: 0 }
const rates = (interest_rate: number) => ({
  interest_rate,
  comparison_rate: +(interest_rate + 0.52).toFixed(2),
  establishment_fee: 395,
  default_term_years: 5,
})

/** Sales, service and parts at the dealership's street (service and parts may be elsewhere). */
const branches = (
  name: string,
  place: PlaceKey,
  street: string,
  phoneBase: number,
  service?: { place: PlaceKey; street: string },
): LocationPlan[] => [
  { type: 'sales', name: `${name} Sales`, place, street, phoneNo: phoneBase + 1 },
  {
    type: 'service',
    name: `${name} Service`,
    place: service?.place ?? place,
    street: service?.street ?? street,
    phoneNo: phoneBase + 4,
  },
  {
    type: 'parts',
    name: `${name} Parts`,
    place: service?.place ?? place,
    street: service?.street ?? street,
    phoneNo: phoneBase + 5,
  },
]

const franchise = (
  slug: string,
  name: string,
  manufacturer: string,
  stockPrefix: string,
  place: PlaceKey,
  street: string,
  phoneBase: number,
  extra: Partial<DealershipPlan> & Pick<DealershipPlan, 'demoCars'>,
  service?: { place: PlaceKey; street: string },
): DealershipPlan => ({
  slug,
  name,
  manufacturer,
  stockPrefix,
  place,
  street,
  phoneBase,
  finance_provider: 'Angle',
  rate_card: rates(8.99),
  mix: FRANCHISE_MIX,
  usedFocus: 'any',
  locations: branches(name, place, street, phoneBase, service),
  ...extra,
})

const withLocation = (d: DealershipPlan, location: LocationPlan): DealershipPlan => ({
  ...d,
  locations: [...d.locations, location],
})

export const TENANTS: TenantPlan[] = [
  {
    slug: 'harbourside-toyota',
    name: 'Harbourside Toyota',
    kind: 'dealer',
    abnSeed: 'harbourside',
    dealerships: [
      withLocation(
        franchise(
          'harbourside-toyota',
          'Harbourside Toyota',
          'Toyota',
          'HT',
          'brookvale',
          '650 Pittwater Road',
          4100,
          {
            demoCars: 130,
            rate_card: rates(7.49),
            xtime_url: 'https://service.harbourside-toyota.com.au/book',
            eofy_link: '/pages/eofy-sale',
          },
          { place: 'brookvale', street: '18 Orchard Road' },
        ),
        {
          type: 'used',
          subtype: 'pre-owned sales',
          name: 'Harbourside Toyota Pre-Owned',
          place: 'deeWhy',
          street: '884 Pittwater Road',
          phoneNo: 4102,
        },
      ),
    ],
    sites: [
      {
        slug: 'harbourside-toyota',
        name: 'Harbourside Toyota',
        template: 'classic',
        dealerships: ['harbourside-toyota'],
        tagline: "The Northern Beaches' home of Toyota since 1978",
        promo_card_position: 5,
        // Harbourside has an online booking system, so this page answers (finance §2 "/subaru-service").
        service_pages: [
          { path: 'toyota-service', title: 'Book a Toyota Service', make: 'Toyota', requires_booking_url: true },
        ],
        features: {
          certified_logo: true,
          garage: true,
          garage_alias: 'mymotorama', // a partner garage page on this site only
          equifax_finance: true,
          gate_equifax_finance: true,
          reserve: true,
          subscription_prices: true,
          runout_tag_colour: 'green',
          price_above_zero_on_price_sort: true,
          finance_disclaimer_link: true, // the Toyota variant (finance §2)
        },
      },
    ],
  },
  {
    slug: 'southern-cross-motor-group',
    name: 'Southern Cross Motor Group',
    kind: 'group',
    abnSeed: 'southern-cross',
    dealerships: [
      franchise('sutherland-kia', 'Sutherland Kia', 'Kia', 'SK', 'sutherland', '51 Eton Street', 3300, {
        demoCars: 70,
        finance_provider: '360 Finance',
        eofy_link: '/pages/eofy-kia-sale-sutherland',
      }),
      franchise('kirrawee-hyundai', 'Kirrawee Hyundai', 'Hyundai', 'KH', 'kirrawee', '585 Princes Highway', 2800, {
        demoCars: 80,
      }),
      franchise(
        'wollongong-mazda',
        'Wollongong Mazda',
        'Mazda',
        'WM',
        'wollongong',
        '110 Flinders Street',
        1500,
        { demoCars: 65, finance_provider: 'Taurus' },
        { place: 'northWollongong', street: '2 Bourke Street' },
      ),
      franchise(
        'albion-park-subaru',
        'Albion Park Subaru',
        'Subaru',
        'AS',
        'albionPark',
        '155 Tongarra Road',
        7700,
        { demoCars: 55, finance_provider: 'Manual' },
        { place: 'albionParkRail', street: '35 Princes Highway' },
      ),
      franchise(
        'miranda-nissan',
        'Miranda Nissan',
        'Nissan',
        'MN',
        'miranda',
        '560 The Kingsway',
        6600,
        { demoCars: 60, finance_provider: 'Nissan Finance', eofy_link: '/pages/eofy-sale-miranda' },
        { place: 'caringbah', street: '311 Taren Point Road' },
      ),
    ],
    sites: [
      {
        slug: 'southern-cross',
        name: 'Southern Cross Motor Group',
        template: 'group',
        dealerships: ['sutherland-kia', 'kirrawee-hyundai', 'wollongong-mazda', 'albion-park-subaru', 'miranda-nissan'],
        tagline: 'Five brands, one family: the Sutherland Shire and Illawarra',
        // spec: stock §1 group site "a stats banner (50+ locations, 40+ brands, 30+ years)"
        group_stats: [
          { value: '50+', label: 'locations' },
          { value: '40+', label: 'brands' },
          { value: '30+', label: 'years' },
        ],
        group_profile:
          'Southern Cross Motor Group began with one used-car yard on the Princes Highway and now sells and services five brands from the Sutherland Shire to the Illawarra.\n\n' +
          'Every dealership is family-run, with the same promise: a fair price first, no pressure, and a service department that knows your car.',
        promo_card_position: 7,
        vehicle_locations: 'all',
        service_pages: [
          // No https booking URL for Albion Park Subaru: this address stays a 404 (finance §2).
          { path: 'subaru-service', make: 'Subaru', requires_booking_url: true },
          {
            path: 'service-albion-park',
            title: 'Book a Service at Albion Park',
            location: 'albion-park-subaru-service',
          },
        ],
        features: {
          used_label: 'Pre-Owned',
          stocknum_on_cards: false,
          used_car_breadcrumbs: true,
          hover_menus: true,
          view_our_stock_on_locations: true,
          instant_price_page: true,
          brand_pages: true, // stock §2 other links /brands and /{brand}/overview
          garage_alias: 'myblinkr', // a partner garage page on this site only
        },
      },
      {
        slug: 'sutherland-kia',
        name: 'Sutherland Kia',
        template: 'showroom',
        dealerships: ['sutherland-kia'],
        tagline: 'Movement that inspires, in the heart of the Shire',
        promo_card_position: 5,
        features: {
          phone_masking: false,
          require_terms: true,
          finance_enquiry_pages: true,
          finance_postcode_required: true,
          finance_sample_loan: true, // finance §9 "one site shows a sample loan at 6.29%"
        },
      },
      {
        slug: 'kirrawee-hyundai',
        name: 'Kirrawee Hyundai',
        template: 'classic',
        dealerships: ['kirrawee-hyundai'],
        tagline: 'Electric, hybrid and petrol Hyundais on the Princes Highway',
        promo_card_position: 4,
        features: {
          reserve: true,
          checkout_path: 'buy-online',
          garage: true,
          garage_alias: 'mybigboxcars', // a partner garage page on this site only
          finance_default_term_6: true,
          finance_purchase: true, // finance §4 "Finance purchase availability" (the Autograb check)
        },
      },
      {
        slug: 'wollongong-mazda',
        name: 'Wollongong Mazda',
        template: 'showroom',
        dealerships: ['wollongong-mazda'],
        tagline: 'Illawarra Mazda, by the sea',
        promo_card_position: 0,
        new_tag_name: 'JUST ARRIVED',
        features: { gallery_default_view: 'gallery', ev_tag: false, phone_masking: false },
      },
      {
        slug: 'albion-park-subaru',
        name: 'Albion Park Subaru',
        template: 'classic',
        dealerships: ['albion-park-subaru'],
        tagline: 'All-wheel drive for the South Coast',
        promo_card_position: 6,
        features: {
          closed_hours_text: 'by_appointment',
          location_path: 'our-location',
          external_service_booking: true,
          rego_unregistered: true,
          finance_calculator_rules: 'flagged_dealer', // finance §5, §9 "one flagged dealer"
        },
      },
      {
        slug: 'miranda-nissan',
        name: 'Miranda Nissan',
        template: 'showroom',
        dealerships: ['miranda-nissan'],
        tagline: 'Patrol, Navara and X-Trail specialists',
        promo_card_position: 5,
        // finance §6 "finance … (depending on site settings)": the one demo site that gates /finance.
        features: { promo_card_randomised: true, finance_round_up: true, gate_finance: true },
      },
    ],
  },
  {
    slug: 'outback-rv-4x4',
    name: 'Outback RV & 4x4',
    kind: 'dealer',
    abnSeed: 'outback',
    dealerships: [
      {
        slug: 'outback-rv-4x4',
        name: 'Outback RV & 4x4',
        manufacturer: null,
        stockPrefix: 'OR',
        place: 'toowoomba',
        street: '755 Ruthven Street',
        phoneBase: 2200,
        finance_provider: 'Powertorque',
        // finance §5 "or custom year increments when configured": whole years on this dealer's calculator.
        rate_card: { ...rates(9.95), term_increment_years: 1 },
        demoCars: 75,
        mix: { new: 0, demo: 0, used: 0.6, caravan: 0.4 },
        usedFocus: '4x4',
        locations: branches('Outback RV & 4x4', 'toowoomba', '755 Ruthven Street', 2200, {
          place: 'harristown',
          street: '12 Anzac Avenue',
        }),
      },
    ],
    sites: [
      {
        slug: 'outback-rv',
        name: 'Outback RV & 4x4',
        template: 'showroom',
        dealerships: ['outback-rv-4x4'],
        tagline: 'Caravans and four-wheel drives for the Darling Downs and beyond',
        promo_card_position: 5,
        no_price_text: 'Call for price',
        features: {
          phone_masking: false,
          garage: true,
          garage_alias: 'myservco', // a partner garage page on this site only
          finance_max_term_5: true,
          finance_calculator_rules: 'rate_band_9_95', // finance §5 "9.95 to 19.95 for another tenant"
          closed_hours_text: 'enquire',
          offers: false,
        },
      },
    ],
  },
]

export const ALL_DEALERSHIPS = TENANTS.flatMap((t) => t.dealerships.map((d) => ({ tenant: t, dealership: d })))

/** The dealership's fictional phone block (see DealershipPlan.phoneBase). */
export const dealershipPhones = (d: DealershipPlan, state: Parameters<typeof demoPhone>[0]) => ({
  main: demoPhone(state, d.phoneBase),
  new: demoPhone(state, d.phoneBase + 1),
  used: demoPhone(state, d.phoneBase + 2),
  demo: demoPhone(state, d.phoneBase + 3),
  service: demoPhone(state, d.phoneBase + 4),
  parts: demoPhone(state, d.phoneBase + 5),
})
