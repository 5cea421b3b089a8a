import type { CarIndexDoc, SearchQuery, SearchScope } from '@/search/types'

/** A fixed clock for hand-made documents: 2026-01-15 00:00 UTC. */
export const NOW_MS = Date.UTC(2026, 0, 15)
export const NOW_S = NOW_MS / 1000
export const DAY_S = 86_400

/** A hand-made index document: an in-stock used Toyota Corolla of tenant 1, dealership 10. */
export function car(id: number, over: Partial<CarIndexDoc> = {}): CarIndexDoc {
  const make = over.make ?? 'Toyota'
  const model = over.model ?? 'Corolla'
  return {
    id,
    tenant: 1,
    dealership: 10,
    dealership_slug: 'alpha-motors',
    dealership_name: 'Alpha Motors',
    location_name: 'Alpha Sales',
    slug: `car-${id}`,
    name: `2020 ${make} ${model}`,
    make,
    model,
    badge: null,
    series: null,
    year: 2020,
    price: 20_000 + id,
    before_price: null,
    offer_price: null,
    subscription_price: null,
    weekly_price: null,
    km: 50_000,
    car_type: 'used',
    status: 'in_stock',
    body: 'Hatch',
    transmission: 'Automatic',
    fuel: 'Petrol',
    drive: 'FWD',
    colour: 'White',
    seats: 5,
    city: 'Sydney',
    state: 'nsw',
    tag: null,
    reserved: false,
    certified: false,
    preorder: false,
    item_type: 'car',
    stocknum: `S${id}`,
    vin: null,
    show_on_dealer_website: true,
    rank: 0,
    created_at_timestamp: NOW_S - id * 1000,
    sold_date_timestamp: null,
    primary_image_url: null,
    photos_count: 0,
    features: [],
    ...over,
  }
}

export const scopeOf = (over: Partial<SearchScope> = {}): SearchScope => ({
  tenantId: 1,
  dealershipIds: [10],
  includeSoldCarsDays: 3,
  excludedStocknums: [],
  now: NOW_MS,
  ...over,
})

export const query = (over: Partial<SearchQuery> = {}, scope: Partial<SearchScope> = {}): SearchQuery => ({
  scope: scopeOf(scope),
  ...over,
})
