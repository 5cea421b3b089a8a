import { groupThousands } from '@/domain/text/number'

/** spec: finance §9 "Distance uses earth radius 6371 km." */
export const EARTH_RADIUS_KM = 6371

export type LatLng = { lat: number; lng: number }

const radians = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The items sorted nearest first from `origin`, each with its distance; items without coordinates
 * go last, in their original order.
 */
export function sortByDistance<T>(
  items: readonly T[],
  origin: LatLng,
  positionOf: (item: T) => LatLng | null,
): { item: T; km: number | null }[] {
  return items
    .map((item, i) => {
      const at = positionOf(item)
      return { item, i, km: at ? distanceKm(origin, at) : null }
    })
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.i - b.i)
    .map(({ item, km }) => ({ item, km }))
}

/** A distance: '2.4 km' under 10 km, else whole kilometres with comma thousands ('35 km', '1,234 km'). */
export const formatDistance = (km: number) => (km < 10 ? `${km.toFixed(1)} km` : `${groupThousands(km)} km`)
