import { getFormLocations } from '@/data/sites/form-locations'
import type { SiteContext } from '@/data/sites/sites'
import { leadFormOptions, showsDealershipSelect } from '@/forms/form-options'

import type { PageFormProps } from './page-form-types'

/** Location types a test drive starts from: sales yards (an empty type means sales, stock §3). */
const SALES_TYPES = new Set([null, 'sales', 'used'])

/** The plain props of a site page's lead form, decided on the server from the site's flags and locations. */
export async function pageFormProps(
  site: SiteContext,
  kind: PageFormProps['kind'],
  car: PageFormProps['car'] = null,
): Promise<PageFormProps> {
  const locations = await getFormLocations(site)
  return {
    kind,
    options: leadFormOptions(site, kind, Boolean(car)),
    dealerships: site.dealerships.map((d) => ({ id: String(d.id), slug: d.slug, name: d.name })),
    showDealership: showsDealershipSelect(site),
    locations: locations
      .filter((l) => kind !== 'test_drive' || SALES_TYPES.has(l.location_type))
      .map(({ id, name, dealershipId, opening_hours }) => ({ id, name, dealershipId, opening_hours })),
    car,
  }
}
