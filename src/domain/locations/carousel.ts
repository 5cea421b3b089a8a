import { type DedupeKeys, dedupeLocations } from './dedupe'
import { locationList, orderByType } from './location-type'
import type { LocationType } from './types'

/** What a card list reads of a location. */
export type ListedLocation = DedupeKeys & {
  id: string | number
  name: string
  slug?: string | null
  visible?: boolean | null
  type: LocationType
}

/**
 * The cards of a location list (finance §2 "Locations list: carousel of location cards, sorted by
 * name, hidden ones dropped, optional filter by slug"; finance §9 "Location duplicates removed by phone
 * digits and street, or by place id. Locations sort sales, service, parts."): by name, then grouped
 * by type in that order, each group still by name; the first of duplicates kept.
 */
export function carouselLocations<T extends ListedLocation>(
  locations: readonly T[],
  slugs?: readonly string[] | null,
): T[] {
  return orderByType(
    dedupeLocations(locationList(locations, slugs), (l) => l),
    (l) => l.type,
  )
}

/**
 * Where the 'Swipe' hint shows (finance §9 "Location cards show swipe hint only with 3 or fewer on
 * large screens"): on small screens whenever there is more than one card to swipe to; on large
 * screens only with two or three.
 */
export function swipeHint(count: number): { small: boolean; large: boolean } {
  return { small: count > 1, large: count > 1 && count <= 3 }
}

/** spec: stock §2 "Locations block filters: primary, sales, service, parts, service-and-parts, all, or a location id." */
export const VEHICLE_LOCATION_FILTERS = [
  'primary',
  'sales',
  'service',
  'parts',
  'service-and-parts',
  'all',
  'location',
] as const
export type VehicleLocationFilter = (typeof VEHICLE_LOCATION_FILTERS)[number]

export const VEHICLE_LOCATION_FILTER_LABELS: Record<VehicleLocationFilter, string> = {
  primary: 'Primary location',
  sales: 'Sales locations',
  service: 'Service locations',
  parts: 'Parts locations',
  'service-and-parts': 'Service and parts locations',
  all: 'All locations',
  location: 'One location (choose below)',
}

export const isVehicleLocationFilter = (v: unknown): v is VehicleLocationFilter =>
  typeof v === 'string' && (VEHICLE_LOCATION_FILTERS as readonly string[]).includes(v)

type BlockLocation = ListedLocation & { dealershipId: string | number; primary: boolean }

const same = (a: unknown, b: unknown) => a != null && b != null && String(a) === String(b)

/**
 * The locations of the vehicle page's locations block (stock §2). The type filters and 'all' read the
 * locations of the car's own dealership (the seller); 'primary' is that dealership's primary location,
 * else the car's own location, else its first sales location; a location id names one location of the
 * site and falls back to 'primary' when it is not one of them (a deleted or hidden location must not
 * empty the block). The result is in card order (carouselLocations).
 */
export function vehicleBlockLocations<T extends BlockLocation>(
  locations: readonly T[],
  filter: { mode: VehicleLocationFilter; locationId?: string | number | null },
  car: { dealershipId: string | number; locationId?: string | number | null },
): T[] {
  const listed = carouselLocations(locations)
  if (filter.mode === 'location') {
    const one = listed.find((l) => same(l.id, filter.locationId))
    return one ? [one] : vehicleBlockLocations(locations, { mode: 'primary' }, car)
  }
  const own = listed.filter((l) => same(l.dealershipId, car.dealershipId))
  const wants: Record<Exclude<VehicleLocationFilter, 'location' | 'primary'>, (t: LocationType) => boolean> = {
    sales: (t) => t === 'sales' || t === 'used',
    service: (t) => t === 'service',
    parts: (t) => t === 'parts',
    'service-and-parts': (t) => t === 'service' || t === 'parts',
    all: () => true,
  }
  if (filter.mode !== 'primary') return own.filter((l) => wants[filter.mode as keyof typeof wants](l.type))
  const primary = own.filter((l) => l.primary)
  if (primary.length) return primary
  const carLocation = own.find((l) => same(l.id, car.locationId))
  if (carLocation) return [carLocation]
  const sales = own.find((l) => l.type === 'sales' || l.type === 'used')
  return sales ? [sales] : own.slice(0, 1)
}

/**
 * The link to a location's own page (finance §2): "Locations list: … Each card has 'View Location'";
 * "Location card: … and 'View Details'" (the dealer locator's cards).
 */
export const LOCATION_PAGE_LINK_TEXT = { carousel: 'View Location', card: 'View Details' } as const
export type LocationPageLinkText = (typeof LOCATION_PAGE_LINK_TEXT)[keyof typeof LOCATION_PAGE_LINK_TEXT]
