/**
 * Well-known demo cars with fixed slugs, for end-to-end tests and demos. Every seed run makes each
 * of them with exactly these traits, whatever --cars says. Pure data: tests may import this file.
 */
import { carUrl } from '@/domain/links/car-path'

export type FixtureTraits = {
  car_type: 'new' | 'demo' | 'used'
  status?: 'in_stock' | 'coming_soon' | 'sold'
  /** Days since it sold (recent enough to stay listed: under the 3-day window, stock §9). */
  soldDaysAgo?: number
  reserved?: boolean
  certified?: boolean
  tag?: string
  colour?: string
  /** Exact gallery size; otherwise the generator picks. */
  images?: number
  spin?: boolean
  video?: boolean
  price?: 'none' | 'was'
  comments?: 'long' | 'markup' | 'empty'
  item_type?: 'car' | 'caravan'
  /**
   * Market data for the price gauge (stock §5): 'great' (confidence 0.8, fill ≥ 0.65, average at
   * least $2,000 above the price: 'Great Deal' and the below-market badge), 'low_confidence' (every
   * field, confidence 0.15: hidden) or 'none' (no autograb_data: hidden). Otherwise chance decides.
   */
  market?: 'great' | 'none' | 'low_confidence'
  /** Rego expiry (stock §5 "Expires on {date}"; 'Unregistered' if past on some sites): 30 days ago or ~200 days ahead. */
  rego?: 'expired' | 'current'
}

export type WellKnownCar = {
  slug: string
  /** A site that lists it: the car page is http://{site}.localhost:{PORT}/cars/{slug}. */
  site: string
  dealership: string
  make: string
  model: string
  badge: string
  body?: string
  traits: FixtureTraits
}

export const WELL_KNOWN_CARS = {
  electric: {
    slug: 'demo-electric-ioniq-5',
    site: 'kirrawee-hyundai',
    dealership: 'kirrawee-hyundai',
    make: 'Hyundai',
    model: 'IONIQ 5',
    badge: 'Epiq',
    traits: { car_type: 'new', images: 8 },
  },
  spinVideo: {
    slug: 'demo-spin-video-rav4',
    site: 'harbourside-toyota',
    dealership: 'harbourside-toyota',
    make: 'Toyota',
    model: 'RAV4',
    badge: 'Cruiser',
    traits: { car_type: 'demo', colour: 'Glacier White', spin: true, video: true, images: 10 },
  },
  threeImages: {
    slug: 'demo-three-images-corolla',
    site: 'harbourside-toyota',
    dealership: 'harbourside-toyota',
    make: 'Toyota',
    model: 'Corolla',
    badge: 'ZR',
    body: 'Hatch',
    traits: { car_type: 'used', images: 3, market: 'low_confidence' },
  },
  reserved: {
    slug: 'demo-reserved-tucson',
    site: 'kirrawee-hyundai',
    dealership: 'kirrawee-hyundai',
    make: 'Hyundai',
    model: 'Tucson',
    badge: 'Elite',
    traits: { car_type: 'demo', reserved: true, images: 6 },
  },
  sold: {
    slug: 'demo-sold-hilux',
    site: 'harbourside-toyota',
    dealership: 'harbourside-toyota',
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    traits: { car_type: 'used', status: 'sold', soldDaysAgo: 1, images: 7 },
  },
  caravan: {
    slug: 'demo-caravan-jayco-journey',
    site: 'outback-rv',
    dealership: 'outback-rv-4x4',
    make: 'Jayco',
    model: 'Journey',
    badge: '21.66-3 Outback',
    traits: { car_type: 'new', item_type: 'caravan', images: 9 },
  },
  certified: {
    slug: 'demo-certified-rav4',
    site: 'harbourside-toyota',
    dealership: 'harbourside-toyota',
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GXL',
    traits: { car_type: 'used', certified: true, images: 9, market: 'great', rego: 'current' },
  },
  noPrice: {
    slug: 'demo-no-price-landcruiser',
    site: 'harbourside-toyota',
    dealership: 'harbourside-toyota',
    make: 'Toyota',
    model: 'LandCruiser 300',
    badge: 'Sahara',
    traits: { car_type: 'new', price: 'none', status: 'coming_soon', images: 5 },
  },
  wasPrice: {
    slug: 'demo-was-price-sportage',
    site: 'sutherland-kia',
    dealership: 'sutherland-kia',
    make: 'Kia',
    model: 'Sportage',
    badge: 'GT-Line',
    traits: { car_type: 'demo', price: 'was', tag: 'Runout Sale', images: 11 },
  },
  longComments: {
    slug: 'demo-long-comments-outback',
    site: 'albion-park-subaru',
    dealership: 'albion-park-subaru',
    make: 'Subaru',
    model: 'Outback',
    badge: 'AWD Touring',
    traits: { car_type: 'used', comments: 'long', images: 12, rego: 'expired' },
  },
  markupComments: {
    slug: 'demo-markup-comments-cx-5',
    site: 'wollongong-mazda',
    dealership: 'wollongong-mazda',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Touring',
    traits: { car_type: 'used', comments: 'markup', images: 5, market: 'none' },
  },
  // On the group site, whose primary dealership is Sutherland Kia: 'Located at Wollongong'.
  otherCity: {
    slug: 'demo-other-city-cx-5',
    site: 'southern-cross',
    dealership: 'wollongong-mazda',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    traits: { car_type: 'used', images: 6 },
  },
  noComments: {
    slug: 'demo-no-comments-navara',
    site: 'miranda-nissan',
    dealership: 'miranda-nissan',
    make: 'Nissan',
    model: 'Navara',
    badge: 'ST-X',
    traits: { car_type: 'used', comments: 'empty', tag: "Manager's Special", images: 1 },
  },
  noImages: {
    slug: 'demo-no-images-ev6',
    site: 'sutherland-kia',
    dealership: 'sutherland-kia',
    make: 'Kia',
    model: 'EV6',
    badge: 'GT-Line',
    traits: { car_type: 'new', status: 'coming_soon', images: 0 },
  },
} as const satisfies Record<string, WellKnownCar>

export type WellKnownCarKey = keyof typeof WELL_KNOWN_CARS

export const WELL_KNOWN_SLUGS = Object.values(WELL_KNOWN_CARS).map((c) => c.slug)

/** The shopper URL of a well-known car on its site in development. */
export const wellKnownCarUrl = (key: WellKnownCarKey, port = Number(process.env.PORT ?? 3000)) =>
  carUrl(`http://${WELL_KNOWN_CARS[key].site}.localhost:${port}`, WELL_KNOWN_CARS[key].slug)
