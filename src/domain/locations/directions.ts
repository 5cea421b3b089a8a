/** A Google Maps directions link to an address (stock §2 'Get Directions'). */
export const directionsUrl = (...parts: (string | null | undefined)[]) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(parts.filter(Boolean).join(', '))}`

/** The address fields of a location that its 'Get Directions' link reads. */
export type DirectionsAddress = {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  place_url?: string | null
}

/**
 * Where a location's 'Get Directions' points (dealer locator, location page, vehicle page): the Google
 * Maps link staff set on it, else directions to its street, city, state (upper case) and postcode.
 */
export const locationDirectionsUrl = (a: DirectionsAddress) =>
  a.place_url || directionsUrl(a.street, a.city, a.state?.toUpperCase(), a.postcode)

/** A map search link at a point (the location page's map, stock §2 #vehicle-map). */
export const mapUrl = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`

/** A map search link for a place written out (an address line): what a place_url usually holds. */
export const placeSearchUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`
