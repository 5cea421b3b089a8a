import type { DirectoryDealership, SiteLocation } from '@/data/sites/locations'
import type { SiteContext } from '@/data/sites/sites'
import { locationPath, serviceBookingHref } from '@/domain/locations/paths'
import { siteFeature } from '@tenants/flags'

import type { LocationLinks } from './LocationDetails'

/** A site's links for its location cards: its location_path, its service booking choice, 'View Our Stock'. */
export function locationLinksFor(site: Pick<SiteContext, 'features'>, dealerships: DirectoryDealership[]) {
  const prefix = siteFeature(site, 'location_path')
  const external = siteFeature(site, 'external_service_booking')
  const viewOurStock = siteFeature(site, 'view_our_stock_on_locations')
  const byId = new Map(dealerships.map((d) => [String(d.id), d]))
  return (l: SiteLocation): LocationLinks => ({
    page: locationPath(prefix, l.slug),
    service: serviceBookingHref({ external, xtimeUrl: byId.get(String(l.dealershipId))?.xtime_url }),
    viewOurStock,
  })
}
