import type { LocationType } from './types'

/** spec: stock §9 "Location sort order: sales, used, service, parts." */
export const LOCATION_TYPE_ORDER: readonly LocationType[] = ['sales', 'used', 'service', 'parts']

/** Tab and dropdown labels (stock §2 dealer locator tabs; finance §2 "Sales, Service, Parts"). */
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  sales: 'Sales',
  used: 'Used',
  service: 'Service',
  parts: 'Parts',
}

/**
 * The type a location counts as: its location_type, where empty means sales (finance §3 "sales,
 * service, parts, or empty"), and a subtype containing 'pre-owned sales' means used.
 */
export function locationTypeOf(location: {
  location_type?: string | null
  location_subtype?: string | null
}): LocationType {
  if ((location.location_subtype ?? '').toLowerCase().includes('pre-owned sales')) return 'used'
  const t = location.location_type
  return t === 'used' || t === 'service' || t === 'parts' ? t : 'sales'
}

/** Locations in the spec's type order (`typeOf` tells a location's type), stable within a type. */
export function orderByType<T>(locations: readonly T[], typeOf: (l: T) => LocationType): T[] {
  const rank = (l: T) => LOCATION_TYPE_ORDER.indexOf(typeOf(l))
  return locations
    .map((l, i) => ({ l, i }))
    .sort((a, b) => rank(a.l) - rank(b.l) || a.i - b.i)
    .map(({ l }) => l)
}

/** Locations in the spec's type order, stable within a type. */
export const sortByType = <T extends { location_type?: string | null; location_subtype?: string | null }>(
  locations: readonly T[],
): T[] => orderByType(locations, locationTypeOf)

/** spec: finance §2 "Locations list: … sorted by name, hidden ones dropped, optional filter by slug". */
export function locationList<T extends { name: string; slug?: string | null; visible?: boolean | null }>(
  locations: readonly T[],
  slugs?: readonly string[] | null,
): T[] {
  const wanted = slugs?.length ? new Set(slugs) : null
  return locations
    .filter((l) => l.visible !== false && (!wanted || (l.slug != null && wanted.has(l.slug))))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }))
}
