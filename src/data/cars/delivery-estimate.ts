import { type DeliveryEstimate, pickDeliveryEstimate } from '@/domain/delivery/estimate'
import type { Id } from '@/domain/ids'

import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'

/**
 * The delivery estimate for a postcode on this site (stock §5 delivery calculator): only the site's
 * tenant's ranges, and of those limited to one dealership only the given dealership's, when it is
 * one of the site's. Null when no range covers the postcode.
 */
export async function findDeliveryEstimate(
  site: Pick<SiteContext, 'tenantId' | 'dealerships'>,
  postcode: number,
  dealershipId?: Id | null,
): Promise<DeliveryEstimate | null> {
  const dealership = site.dealerships.find((d) => dealershipId != null && String(d.id) === String(dealershipId))
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'delivery-estimates',
    where: {
      and: [
        { tenant: { equals: site.tenantId } },
        { postcode_from: { less_than_equal: postcode } },
        { postcode_to: { greater_than_equal: postcode } },
        dealership
          ? { or: [{ dealership: { equals: dealership.id } }, { dealership: { exists: false } }] }
          : { dealership: { exists: false } },
      ],
    },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
    select: { name: true, price: true, postcode_from: true, postcode_to: true, dealership: true },
  })
  return pickDeliveryEstimate(docs, postcode, dealership?.id)
}
