import { type LatLng, sortByDistance } from '@/domain/locations/distance'

type Placed = { name: string; dealershipId: string | number; lat: number | null; lng: number | null }

/**
 * How far a delivery goes: from the dealership's nearest location with coordinates (all of the site's
 * when no dealership is given) to the postcode's centre, by the same haversine as the dealer locator
 * (finance §9 "Distance uses earth radius 6371 km"). Null when no location has coordinates.
 */
export function deliveryDistance(
  locations: readonly Placed[],
  to: LatLng,
  dealershipId?: string | number | null,
): { km: number; from: string } | null {
  const own = dealershipId != null ? locations.filter((l) => String(l.dealershipId) === String(dealershipId)) : []
  const candidates = own.length ? own : locations
  const [nearest] = sortByDistance(candidates, to, (l) =>
    l.lat !== null && l.lng !== null ? { lat: l.lat, lng: l.lng } : null,
  )
  return nearest && nearest.km !== null ? { km: Math.round(nearest.km * 10) / 10, from: nearest.item.name } : null
}
