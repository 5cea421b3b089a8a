import type { SiteContext } from '../sites/sites'
import { type CarWithRelations, loadCarForSite } from './cars'

/**
 * The cars of `/compare?cars=…` on this site, in the order asked. Each goes through the vehicle
 * page's own loader, so the same wall holds: the site's tenant, one of its dealerships, shown on
 * dealer websites, not withdrawn or excluded. A slug of another tenant's car is simply not found
 * and left out. Reads only.
 */
export async function compareCars(
  site: Pick<SiteContext, 'tenantId' | 'dealerships' | 'settings'>,
  slugs: readonly string[],
): Promise<CarWithRelations[]> {
  const cars = await Promise.all(slugs.map((slug) => loadCarForSite(site, slug)))
  return cars.filter((c): c is CarWithRelations => c !== null)
}
