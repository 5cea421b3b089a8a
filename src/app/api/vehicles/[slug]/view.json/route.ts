import { NextResponse } from 'next/server'

import { incrementCarViews, readCarViews } from '@/data/analytics/car-views'
import { recordCarEvent } from '@/data/analytics/events'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { apiError, carNotFound, issueFields, unavailable } from '@/http/api-error'
import { ViewQuery } from '@/http/contracts/vehicles'
import { siteCar, type SlugParams, withSite } from '@/http/site-route'
import { dealerDay, visitorId } from '@/http/visitor'
import { rateLimits } from '@/limits/rate-limit'
import { VIEW_ONCE_PER_S } from '@/limits/rate-limit-policies'

const Query = ViewQuery

/**
 * GET /api/vehicles/{slug}/view.json?photos_count=&updated_at=&website_id= (stock §7): counts one view
 * of a car of the request's site and answers { views, car_fields: { photos_count, updated_at, price,
 * status } } with the car's current values, so a page can tell it is stale. A used car's view is
 * analytics event 4 (stock §9). A visitor's repeat views of the same car on the same day are not
 * counted again (docs/features/security.md "Rate limits and bodies", "View counts"); 429 rate_limited past the
 * view policies.
 */
export const GET = withSite<SlugParams>(
  async (request, site, { params }) => {
    const search = new URL(request.url).searchParams
    const query = Query.safeParse(
      Object.fromEntries(['photos_count', 'updated_at', 'website_id'].map((k) => [k, search.get(k)])),
    )
    if (!query.success) {
      const fields = issueFields(query.error.issues, 'query')
      return apiError(400, 'invalid_query', 'The view counter query is not valid.', fields)
    }
    if (query.data.website_id !== undefined && query.data.website_id !== String(site.id)) {
      return apiError(400, 'wrong_website', 'website_id is not the id of this site.', {
        website_id: 'website_id must be the id of this site.',
      })
    }
    const car = await siteCar(site, (await params).slug)
    if (!car) return carNotFound()

    const firstToday = await rateLimits().firstTime(
      'carView',
      `${car.id}:${visitorId(request.headers)}:${dealerDay()}`,
      VIEW_ONCE_PER_S,
    )
    let views: number
    try {
      views = firstToday ? await incrementCarViews(car.id) : await readCarViews(car.id)
    } catch (err) {
      console.error(`view count for ${car.slug} on ${site.slug} failed`, err)
      return unavailable('views_unavailable', 'The view count is not available right now.')
    }
    // stock §9 "25 and 26 calculator and view events" (26 is the calculator's, finance §4): 25 is every
    // vehicle view; a used car's view is event 4 as well.
    if (firstToday) void recordCarEvent(ANALYTICS_EVENTS.view, site, car)
    if (firstToday && car.car_type === 'used') {
      void recordCarEvent(ANALYTICS_EVENTS.usedCarView, site, car)
    }
    return NextResponse.json(
      {
        views,
        car_fields: {
          photos_count: car.images.length,
          updated_at: car.updatedAt,
          price: car.price ?? null,
          status: car.status,
        },
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
  { limit: { perIp: 'viewPerIp', perSite: 'viewPerSite' } },
)
