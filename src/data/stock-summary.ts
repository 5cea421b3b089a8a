import type { Payload, Where } from 'payload'

import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'

import { cachedLoader } from './cached'
import type { SiteContext } from './sites'
import { tags } from './tags'

type SiteScope = Pick<SiteContext, 'tenantId'> & { dealershipIds: (number | string)[] }

/** Always scoped to the site's tenant and dealerships: a public query never sees other stock. */
export const siteStockWhere = (site: SiteScope): Where => ({
  and: [
    { tenant: { equals: site.tenantId } },
    { dealership: { in: site.dealershipIds } },
    { show_on_dealer_website: { not_equals: false } },
    { status: { in: ['in_stock', 'coming_soon'] } },
  ],
})

/** In-stock counts per car type, for the home page's browse tiles. */
export async function loadStockSummary(payload: Payload, site: SiteScope): Promise<Record<CarType, number>> {
  const counts = await Promise.all(
    CAR_TYPES.map((car_type) =>
      payload.count({ collection: 'cars', where: { and: [siteStockWhere(site), { car_type: { equals: car_type } }] } }),
    ),
  )
  return Object.fromEntries(CAR_TYPES.map((t, i) => [t, counts[i].totalDocs])) as Record<CarType, number>
}

export const getStockSummary = cachedLoader('stock-summary', loadStockSummary, (s) => [tags.tenantCars(s.tenantId)])
