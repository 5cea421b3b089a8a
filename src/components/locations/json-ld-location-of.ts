import type { SiteLocation } from '@/data/sites/locations'
import { displayPhone } from '@/domain/phone/format'
import type { JsonLdLocation } from '@/domain/seo/location-json-ld'

/** A site location as its JSON-LD describes it, with its page's absolute URL (location page and locator alike). */
export const jsonLdLocationOf = (
  l: SiteLocation,
  { origin, path, dealershipName }: { origin: string; path: string; dealershipName?: string | null },
): JsonLdLocation => ({
  name: l.name,
  type: l.type,
  url: `${origin}${path}`,
  telephone: l.phone ? displayPhone(l.phone) : null,
  image: l.image ? `${origin}${l.image.url}` : null,
  address: l,
  lat: l.lat,
  lng: l.lng,
  opening_hours: l.opening_hours,
  dealershipName: dealershipName ?? null,
})
