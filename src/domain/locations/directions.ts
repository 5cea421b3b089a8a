/** A Google Maps directions link to an address (stock §2 'Get Directions'). */
export const directionsUrl = (...parts: (string | null | undefined)[]) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(parts.filter(Boolean).join(', '))}`

/** A map search link at a point (the location page's map, stock §2 #vehicle-map). */
export const mapUrl = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`
