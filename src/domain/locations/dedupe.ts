/** The parts of a location that identify the same place listed twice. */
export type DedupeKeys = { phone?: string | null; street?: string | null; place_id?: string | null }

const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '')
const streetKey = (street: string | null | undefined) => (street ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * spec: stock §9 / finance §9 "Location duplicates removed by phone digits and street, or by place id."
 * The first of each duplicate is kept. A location without a place id or without both a phone and a
 * street has nothing to match on and is always kept.
 */
export function dedupeLocations<T>(locations: readonly T[], keysOf: (l: T) => DedupeKeys): T[] {
  const seenPhoneStreet = new Set<string>()
  const seenPlace = new Set<string>()
  return locations.filter((l) => {
    const { phone, street, place_id } = keysOf(l)
    const phoneStreet = digits(phone) && streetKey(street) ? `${digits(phone)}|${streetKey(street)}` : null
    const place = place_id?.trim() || null
    if ((phoneStreet && seenPhoneStreet.has(phoneStreet)) || (place && seenPlace.has(place))) return false
    if (phoneStreet) seenPhoneStreet.add(phoneStreet)
    if (place) seenPlace.add(place)
    return true
  })
}
