import { isAvailable } from '@/domain/availability/is-available'
import { normaliseMakeModel } from '@/domain/cars/normalise-names'
import { carPath } from '@/domain/links/car-path'
import { addressLine } from '@/domain/locations/address'
import { listingPrice } from '@/domain/pricing/listing-price'
import { absoluteUrl } from '@/domain/seo/sitemap'

/** Feed prices are in Australian dollars (ISO 4217). */
export const FEED_CURRENCY = 'AUD'
/** Addresses are Australian (ISO 3166-1 alpha-2). */
export const FEED_COUNTRY = 'AU'
/** Meta: description "Max characters: 5000"; Google's limit is the same. */
export const FEED_DESCRIPTION_MAX = 5000
/** Meta: "Max items: 20" images per vehicle. */
export const FEED_MAX_IMAGES = 20
/** A VIN is 17 characters, digits and capital letters without I, O and Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

/** The plain fields of a car a vehicle feed reads (stock §3 names). Images: the car's own media URLs, in order. */
export type FeedCar = {
  id: number | string
  slug: string
  name: string
  make: string
  model: string
  badge?: string | null
  series?: string | null
  year?: number | null
  km?: number | null
  car_type: 'new' | 'demo' | 'used'
  status: string
  certified?: boolean | null
  vin?: string | null
  stocknum?: string | null
  price?: number | null
  offer_price?: number | null
  before_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
  colour?: string | null
  simple_body?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  simple_drive?: string | null
  dealercomments?: string | null
  createdAt?: string | null
  images: string[]
}

export type FeedAddress = {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
}

/** Where the car is sold: its location when it has one, else its dealership (a "store" to Google). */
export type FeedStore = { code: string; dealershipName: string; phone?: string | null; address: FeedAddress | null }

/** One vehicle as both feeds carry it; every URL absolute on the site's public origin. */
export type FeedVehicle = {
  id: string
  vin: string
  title: string
  description: string
  link: string
  imageLinks: string[]
  /** The price a shopper pays (stock §4 price display order: offer, else price). */
  price: number
  /** The struck-through 'Was' price, when the car shows one. */
  wasPrice: number | null
  condition: 'new' | 'used'
  certified: boolean
  make: string
  model: string
  year: number
  trim: string
  mileageKm: number
  colour: string | null
  body: string | null
  fuel: string | null
  transmission: string | null
  drive: string | null
  availability: 'in_stock' | 'coming_soon'
  dateInStock: string | null
  storeCode: string
  dealershipName: string
  phone: string | null
  address: { street: string; city: string; region: string; postcode: string; country: string }
}

export type FeedResult = { ok: true; vehicle: FeedVehicle } | { ok: false; reason: string }

// eslint-disable-next-line no-control-regex -- control characters are dropped from feed text
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
/** Feed text is one line: control characters dropped, whitespace runs (tabs, line breaks) one space. */
const text = (v: string | null | undefined) => (v ?? '').replace(CONTROL, '').replace(/\s+/g, ' ').trim()

/** Feed prices: the amount with two decimals and the currency code, e.g. "34990.00 AUD". */
export const feedPrice = (amount: number) => `${amount.toFixed(2)} ${FEED_CURRENCY}`

/** "12 Smith St, Parramatta NSW 2150, AU": street, city, state, postcode and country (Google dealership_address). */
/** The dealership's address in one line, as the feeds want it (src/domain/locations/address.ts). */
export const feedAddressLine = (a: FeedVehicle['address']) =>
  addressLine({ street: a.street, city: a.city, state: a.region, postcode: a.postcode, country: a.country })

const fallbackDescription = (car: FeedCar, condition: string, km: number) =>
  [
    `${condition === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'} ${text(car.name)}`,
    car.car_type === 'new' ? '' : `${km} km`,
    text(car.simple_transmission),
    text(car.simple_fuel),
  ]
    .filter(Boolean)
    .join(', ') + '.'

/**
 * A car as a vehicle-feed item, or why it is left out (docs/features/seo.md "Search engines: robots.txt, sitemaps and
 * vehicle feeds": the required attributes for new and used cars are id, title, description, link,
 * image link, price, condition, make, model, year, trim, VIN, mileage for used cars, store code and
 * dealership address). A car that cannot carry one of them is skipped with the reason, never sent
 * as a broken row. The price is the one the site shows (src/domain/pricing listingPrice); a weekly
 * subscription, preorder or no-price car has no sale price. Make and model are the names the site
 * shows (stock §9 model name normalisation: Mazda 3 → Mazda3, Suzuki Australia → Suzuki), so the
 * feeds agree with its facets, tiles, breadcrumbs and URLs.
 */
export function feedVehicle(raw: FeedCar, store: FeedStore, origin: string): FeedResult {
  const car = normaliseMakeModel(raw)
  if (!isAvailable(car)) return { ok: false, reason: 'not available (sold or withdrawn)' }
  const shown = listingPrice(car, { subscriptionPrices: false })
  if (shown.kind !== 'offer' && shown.kind !== 'price')
    return { ok: false, reason: 'no price (the site shows a no-price text or PREORDER)' }
  const images = car.images.filter(Boolean).slice(0, FEED_MAX_IMAGES)
  if (!images.length) return { ok: false, reason: 'no photo' }
  const vin = text(car.vin).toUpperCase()
  if (!VIN_PATTERN.test(vin)) return { ok: false, reason: 'no valid VIN (17 characters)' }
  if (!car.year) return { ok: false, reason: 'no year' }
  const trim = text(car.badge) || text(car.series)
  if (!trim) return { ok: false, reason: 'no badge or series (trim)' }
  const condition = car.car_type === 'new' ? 'new' : 'used'
  if (condition === 'used' && (typeof car.km !== 'number' || !Number.isFinite(car.km) || car.km < 0)) {
    return { ok: false, reason: 'used car without an odometer reading' }
  }
  const a = store.address
  const address = {
    street: text(a?.street),
    city: text(a?.city),
    region: text(a?.state).toUpperCase(),
    postcode: text(a?.postcode),
    country: FEED_COUNTRY,
  }
  if (!address.street || !address.city || !address.region || !address.postcode)
    return { ok: false, reason: 'the dealership has no full address' }
  const km = Math.round(typeof car.km === 'number' && car.km > 0 ? car.km : 0)
  const description = text(car.dealercomments) || fallbackDescription(car, condition, km)
  return {
    ok: true,
    vehicle: {
      id: String(car.id), // unique per site and stable (stock numbers can repeat across a group's dealerships)
      vin,
      title: text(car.name) || [car.year, car.make, car.model, trim].join(' '),
      description: description.slice(0, FEED_DESCRIPTION_MAX),
      link: absoluteUrl(origin, carPath(car.slug)),
      imageLinks: images.map((src) => (/^https?:\/\//i.test(src) ? src : absoluteUrl(origin, src))),
      price: shown.amount,
      wasPrice: shown.was?.amount ?? null,
      condition,
      certified: condition === 'used' && car.certified === true,
      make: text(car.make),
      model: text(car.model),
      year: car.year,
      trim,
      mileageKm: km,
      colour: text(car.colour) || null,
      body: text(car.simple_body) || null,
      fuel: text(car.simple_fuel) || null,
      transmission: text(car.simple_transmission) || null,
      drive: text(car.simple_drive) || null,
      availability: car.status === 'coming_soon' ? 'coming_soon' : 'in_stock',
      dateInStock:
        car.createdAt && Number.isFinite(Date.parse(car.createdAt))
          ? new Date(car.createdAt).toISOString().slice(0, 10)
          : null,
      storeCode: store.code,
      dealershipName: text(store.dealershipName),
      phone: text(store.phone) || null,
      address,
    },
  }
}
