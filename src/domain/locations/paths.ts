/**
 * Where a location's page is (stock §2 "/contact-us/{location-name-slug} … some sites use
 * /our-location/{slug}"; finance §2 also /locations/{slug}). The prefix is the site's `location_path` flag.
 */
export type LocationPathPrefix = 'contact-us' | 'our-location'

export const locationPath = (prefix: LocationPathPrefix, slug: string) => `/${prefix}/${encodeURIComponent(slug)}`

/**
 * A 'Book a Service' link: the dealership's external booking system where the site says so and one is
 * set (stock §2 "/service (or an external service-booking page for one tenant)"), else /service.
 */
export function serviceBookingHref({ external, xtimeUrl }: { external: boolean; xtimeUrl?: string | null }): string {
  return external && xtimeUrl ? xtimeUrl : '/service'
}
