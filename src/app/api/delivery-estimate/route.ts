import { NextResponse } from 'next/server'

import { findDeliveryEstimate } from '@/data/cars/delivery-estimate'
import { getSiteDirectory, siteRef } from '@/data/sites/locations'
import type { SiteContext } from '@/data/sites/sites'
import { deliveryDistance } from '@/domain/delivery/distance'
import { checkPostcode } from '@/domain/delivery/estimate'
import { DELIVERY_MESSAGES } from '@/domain/delivery/messages'
import { apiError } from '@/http/api-error'
import { DeliveryQuery } from '@/http/contracts/vehicles'
import { withSite } from '@/http/site-route'
import { getGeocoder, InvalidPostcodeError } from '@/integrations/geocode'

const Query = DeliveryQuery

/**
 * GET /api/delivery-estimate?postcode=NNNN[&dealership=id] — stock §5 delivery calculator.
 *   200 {name, price} · 400 postcode_required | invalid_postcode | invalid_dealership
 *   404 no_estimate (the spec's message) | unknown_site
 * The site comes from the Host header; a dealership not on the site is ignored (tenant-wide ranges only).
 */
export const GET = withSite(
  async (request, site) => {
    const params = new URL(request.url).searchParams
    const query = Query.safeParse({
      postcode: params.get('postcode') ?? undefined,
      dealership: params.get('dealership') || undefined,
    })
    if (!query.success) {
      const field = String(query.error.issues[0]?.path[0] ?? 'postcode')
      return field === 'dealership'
        ? apiError(400, 'invalid_dealership', 'dealership must be the id of a dealership of this site.')
        : apiError(400, 'invalid_postcode', DELIVERY_MESSAGES.postcodeInvalid)
    }
    const postcode = checkPostcode(query.data.postcode)
    if (!postcode.ok) return apiError(400, postcode.code, postcode.message)
    const estimate = await findDeliveryEstimate(site, postcode.postcode, query.data.dealership)
    if (!estimate) return apiError(404, 'no_estimate', DELIVERY_MESSAGES.noEstimate)
    const distance = await distanceTo(site, postcode.postcode, query.data.dealership)
    return NextResponse.json(
      { name: estimate.name, price: estimate.price, ...(distance ? { distance } : {}) },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
  { limit: { perIp: 'deliveryPerIp', perSite: 'deliveryPerSite' } },
)

/**
 * The distance the estimate covers, by the site's geocoder (the dealer locator's; docs/features/locations.md
 * "Locations, hours, service and reviews", "Delivery calculator and distance"). A postcode the
 * geocoder does not know, or a maps service that is down, leaves the distance out: the price is
 * still the answer.
 */
async function distanceTo(site: SiteContext, postcode: number, dealershipId?: string) {
  try {
    const point = await getGeocoder().geocodePostcode(String(postcode).padStart(4, '0'))
    const { locations } = await getSiteDirectory(siteRef(site))
    return deliveryDistance(locations, point, dealershipId)
  } catch (err) {
    if (!(err instanceof InvalidPostcodeError)) console.warn('delivery distance: geocoder failed', err)
    return null
  }
}
