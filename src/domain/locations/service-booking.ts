import { isHttpsUrl } from '@/domain/links/urls'

export type BookingDealership = {
  name: string
  /** the dealership's make (finance §3 "manufacturer.name"), the make of its xtime link */
  manufacturer?: string | null
  xtime_url?: string | null
  service_booking_links?: readonly { name: string; make?: string | null; url: string }[]
}

export type BookingLink = { label: string; url: string; dealership: string; make: string | null }

/**
 * The online service-booking links of a site's dealerships (finance §3 "xtime_url", "Service booking
 * link entry: name, make, url"): the external booking system first, then each configured link; only
 * https addresses, each address once.
 */
export function serviceBookingLinks(dealerships: readonly BookingDealership[]): BookingLink[] {
  const seen = new Set<string>()
  const links: BookingLink[] = []
  const add = (label: string, url: string | null | undefined, dealership: string, make: string | null | undefined) => {
    if (!url || !isHttpsUrl(url) || seen.has(url)) return
    seen.add(url)
    links.push({ label, url, dealership, make: make || null })
  }
  for (const d of dealerships) {
    add(`Book online with ${d.name}`, d.xtime_url, d.name, d.manufacturer)
    for (const l of d.service_booking_links ?? []) add(l.name, l.url, d.name, l.make || d.manufacturer)
  }
  return links
}

/**
 * Whether /service books only through the external system: the site's external_service_booking flag
 * is on and every dealership has one (stock §2 "an external service-booking page for one tenant").
 * Otherwise the page offers the service booking form.
 */
export const bookingIsExternalOnly = (external: boolean, dealerships: readonly BookingDealership[]) =>
  external && dealerships.length > 0 && dealerships.every((d) => Boolean(d.xtime_url && isHttpsUrl(d.xtime_url)))
