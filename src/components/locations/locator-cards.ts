import type { DirectoryDealership, SiteDirectory, SiteLocation } from '@/data/sites/locations'
import { type LatLng, sortByDistance } from '@/domain/locations/distance'
import { sortByType } from '@/domain/locations/location-type'
import { matchesLocationQuery } from '@/domain/locations/query'

export type LocatorCardData = {
  dealership: DirectoryDealership
  locations: { location: SiteLocation; km: number | null }[]
}

const positionOf = (l: SiteLocation): LatLng | null =>
  l.lat !== null && l.lng !== null ? { lat: l.lat, lng: l.lng } : null

/**
 * The dealer locator's cards: one per dealership with its locations matching the search, tabs in the
 * spec's type order (stock §9). Cards by dealership name, or nearest first from a postcode's point.
 */
export function locatorCards(
  directory: SiteDirectory,
  { query, origin }: { query: string; origin: LatLng | null },
): LocatorCardData[] {
  const byId = new Map(directory.dealerships.map((d) => [String(d.id), d]))
  const matching = directory.locations.filter((l) =>
    matchesLocationQuery({ ...l, dealershipName: byId.get(String(l.dealershipId))?.name }, query),
  )
  const withKm = origin ? sortByDistance(matching, origin, positionOf) : matching.map((item) => ({ item, km: null }))
  const cards = new Map<string, LocatorCardData>()
  for (const { item, km } of withKm) {
    const dealership = byId.get(String(item.dealershipId))
    if (!dealership) continue
    const card = cards.get(String(dealership.id)) ?? { dealership, locations: [] }
    card.locations.push({ location: item, km })
    cards.set(String(dealership.id), card)
  }
  // Map order is nearest-first when sorted by distance; otherwise sort the cards by name.
  const list = [...cards.values()]
  if (!origin) list.sort((a, b) => a.dealership.name.localeCompare(b.dealership.name, 'en-AU'))
  return list.map((c) => ({
    ...c,
    locations: sortByType(c.locations.map((x) => ({ ...x, location_type: x.location.type }))).map(
      ({ location, km }) => ({ location, km }),
    ),
  }))
}
