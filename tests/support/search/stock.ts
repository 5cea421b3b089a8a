import type { Car } from '@/payload-types'
import { toIndexDoc } from '@/search/indexing/to-index-doc'
import type { CarIndexDoc } from '@/search/types'

import { createRng, type Rng } from '../../../scripts/seed/random'
import {
  BADGES,
  BODIES,
  COLOURS,
  DRIVES,
  FEATURES,
  FUELS,
  MAKES,
  PLACES,
  SEATS,
  TAGS,
  TRANSMISSIONS,
} from './catalogue'

export type GenTenant = { id: number; name: string; slug: string }
export type GenDealership = { id: number; tenant: number; name: string; slug: string }
export type GenLocation = { id: number; tenant: number; dealership: number; name: string; city: string; state: string }
export type Stock = {
  tenants: GenTenant[]
  dealerships: GenDealership[]
  locations: GenLocation[]
  cars: Car[]
  now: number
}

export type StockOptions = {
  cars: number
  seed?: number
  /** Epoch ms the generated dates are relative to. */
  now?: number
  /** Share of the cars each tenant holds, and how many dealerships each has. */
  tenants?: { share: number; dealerships: number }[]
}

const DAY = 86_400_000
const DEFAULT_TENANTS = [
  { share: 0.4, dealerships: 12 },
  { share: 0.2, dealerships: 6 },
  { share: 0.15, dealerships: 4 },
  { share: 0.1, dealerships: 3 },
  { share: 0.1, dealerships: 2 },
  { share: 0.05, dealerships: 1 },
]

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const round = (n: number, step: number) => Math.round(n / step) * step

/** Deterministic stock across tenants, dealerships and locations: every status, sold dates on both sides of the window. */
export function generateStock(opts: StockOptions): Stock {
  const rnd = createRng(opts.seed ?? 42)
  const now = opts.now ?? Date.UTC(2026, 0, 15, 3, 0, 0)
  const plan = opts.tenants ?? DEFAULT_TENANTS
  const tenants: GenTenant[] = []
  const dealerships: GenDealership[] = []
  const locations: GenLocation[] = []
  plan.forEach((t, ti) => {
    const tenant = { id: ti + 1, name: `Group ${ti + 1}`, slug: `group-${ti + 1}` }
    tenants.push(tenant)
    for (let d = 0; d < t.dealerships; d++) {
      const make = Object.keys(MAKES)[(ti * 7 + d) % Object.keys(MAKES).length]
      const [city, state] = PLACES[(ti * 5 + d) % PLACES.length]!
      const dealership = {
        id: dealerships.length + 1,
        tenant: tenant.id,
        name: `${city} ${make} (${tenant.id}.${d + 1})`,
        slug: `g${tenant.id}-d${d + 1}`,
      }
      dealerships.push(dealership)
      const nLocations = 1 + ((ti + d) % 3)
      for (let l = 0; l < nLocations; l++) {
        const [lcity, lstate] = l === 0 ? [city, state] : PLACES[(ti * 5 + d + l * 3) % PLACES.length]!
        locations.push({
          id: locations.length + 1,
          tenant: tenant.id,
          dealership: dealership.id,
          name: `${lcity} ${l === 0 ? 'Sales' : 'Used Cars'}`,
          city: lcity,
          state: lstate,
        })
      }
    }
  })

  const cars: Car[] = []
  const totalShare = plan.reduce((s, t) => s + t.share, 0)
  tenants.forEach((tenant, ti) => {
    const count =
      ti === tenants.length - 1 ? opts.cars - cars.length : Math.round((opts.cars * plan[ti]!.share) / totalShare)
    const own = dealerships.filter((d) => d.tenant === tenant.id)
    for (let i = 0; i < count; i++) {
      const dealership = own[i % own.length]
      const dealerLocations = locations.filter((l) => l.dealership === dealership!.id)
      cars.push(generateCar(rnd, cars.length + 1, tenant, dealership!, rnd.pick(dealerLocations), now))
    }
  })
  return { tenants, dealerships, locations, cars, now }
}

function generateCar(
  rnd: Rng,
  id: number,
  tenant: GenTenant,
  dealership: GenDealership,
  location: GenLocation,
  now: number,
): Car {
  const make = rnd.pick(Object.keys(MAKES))
  const model = rnd.pick(MAKES[make]!)
  const car_type = rnd.pick(['new', 'demo', 'used', 'used', 'used'] as const)
  const year = car_type === 'used' ? rnd.int(2008, 2025) : rnd.chance(0.8) ? 2026 : 2025
  const badge = rnd.chance(0.9) ? rnd.pick(BADGES) : null
  const statusRoll = rnd.next()
  const status = statusRoll < 0.78 ? 'in_stock' : statusRoll < 0.85 ? 'coming_soon' : 'sold'
  const base = car_type === 'used' ? rnd.int(4_000, 95_000) : rnd.int(22_000, 160_000)
  const price = rnd.chance(0.04) ? (rnd.chance(0.5) ? null : 0) : round(base, 10)
  const km =
    car_type === 'new'
      ? rnd.int(0, 50)
      : car_type === 'demo'
        ? rnd.int(500, 12_000)
        : rnd.chance(0.03)
          ? null
          : rnd.int(5_000, 260_000)
  const createdAt = new Date(now - rnd.int(0, 365 * DAY)).toISOString()
  const showRoll = rnd.next()
  const name = [year, make, model, badge].filter(Boolean).join(' ')
  return {
    id,
    tenant: tenant.id,
    dealership: dealership.id,
    location: location.id,
    name,
    slug: `${slugify(name)}-${id}`,
    year,
    make,
    model,
    badge,
    series: null,
    car_type,
    status,
    item_type: rnd.chance(0.95) ? 'car' : rnd.pick(['caravan', 'motorcycle'] as const),
    tag: rnd.chance(0.1) ? rnd.pick(TAGS) : null,
    reserved: rnd.chance(0.05),
    certified: car_type === 'used' ? rnd.chance(0.15) : null,
    preorder: price == null && rnd.chance(0.5),
    show_on_dealer_website: showRoll < 0.96 ? true : showRoll < 0.98 ? false : null,
    stocknum: `${car_type[0]!.toUpperCase()}${dealership.id}${String(id).padStart(6, '0')}`,
    vin: null,
    sold_date: status === 'sold' ? new Date(now - rnd.int(0, 10 * DAY)).toISOString() : null,
    city: location.city,
    state: location.state,
    rank: rnd.chance(0.8) ? 0 : rnd.int(1, 10),
    price,
    before_price: price && rnd.chance(0.2) ? price + 2_000 : null,
    offer_price: null,
    subscription_price: rnd.chance(0.1) ? rnd.int(150, 450) : null,
    youxQuote: { weeklyRepaymentAmount: price && rnd.chance(0.7) ? Math.round(price / 210) : null },
    km,
    colour: rnd.chance(0.95) ? rnd.pick(COLOURS) : null,
    simple_body: rnd.pick(BODIES),
    simple_transmission: rnd.pick(TRANSMISSIONS),
    simple_fuel: rnd.pick(FUELS),
    simple_drive: rnd.pick(DRIVES),
    seats: rnd.chance(0.95) ? rnd.pick(SEATS) : null,
    standardEquipment: rnd.sample(FEATURES, rnd.int(3, 10)),
    images: [],
    createdAt,
    updatedAt: createdAt,
  }
}

/** The stock as index documents, through the same toIndexDoc the application uses. */
export function indexDocsOf(stock: Stock): CarIndexDoc[] {
  const ctx = {
    dealerships: new Map(stock.dealerships.map((d) => [String(d.id), d])),
    locations: new Map(stock.locations.map((l) => [String(l.id), l])),
  }
  return stock.cars.map((car) => toIndexDoc(car, ctx))
}
