import { LOCATION_TYPE_LABELS } from './location-type'
import type { LocationType } from './types'

export type Searchable = {
  name: string
  dealershipName?: string | null
  type: LocationType
  street?: string | null
  city?: string | null
  postcode?: string | null
}

/** The dealer locator's search box sets `locationQuery` (stock §2). */
export const LOCATION_QUERY_PARAM = 'locationQuery'
export const LOCATION_QUERY_MAX = 100

const fold = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * Whether a location matches the locator's search: every word of the query appears, case-insensitively,
 * in its name, dealership name, postcode, street, suburb or type (docs/features/locations.md "Locations, hours, service
 * and reviews"). An empty query matches all.
 */
export function matchesLocationQuery(location: Searchable, query: string | null | undefined): boolean {
  const words = fold(query).split(' ').filter(Boolean)
  if (!words.length) return true
  const haystack = [
    location.name,
    location.dealershipName,
    location.postcode,
    location.street,
    location.city,
    location.type,
    LOCATION_TYPE_LABELS[location.type],
  ]
    .map(fold)
    .join(' | ')
  return words.every((w) => haystack.includes(w))
}
