import { NextResponse } from 'next/server'

import { recordSiteEvent } from '@/data/analytics/events'
import { loadCarForSite } from '@/data/cars/cars'
import type { AnalyticsEventId } from '@/domain/analytics/events'
import { carPath } from '@/domain/links/car-path'
import { carNotFound } from '@/http/api-error'
import { CarEventBody } from '@/http/contracts/analytics'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'

/** The body is one slug; anything bigger is not ours. */
const MAX_BODY_BYTES = 2048

const Body = CarEventBody

/**
 * A POST handler {car_slug} that records one analytics event about a car of the request's site
 * (stock §7 "Analytics events … Failure logged as a warning only"). The site comes from the Host
 * header and the car must be on it. Answers 202 {ok: true}; the event is written in the background.
 * 429 rate_limited (Retry-After) past the analytics policies.
 */
export function carEventRoute(eventId: AnalyticsEventId) {
  return withSite(
    async (request, site) => {
      const body = await readJson(request, {
        maxBytes: MAX_BODY_BYTES,
        schema: Body,
        messages: 'Send a JSON body with the car_slug of a car on this site.',
      })
      if (!body.ok) return body.response
      const car = await loadCarForSite(site, body.data.car_slug)
      if (!car) return carNotFound()
      void recordSiteEvent({
        eventId,
        site: { id: site.id, tenantId: site.tenantId },
        path: carPath(car.slug),
        data: { car_id: car.id, car_slug: car.slug },
      })
      return NextResponse.json({ ok: true }, { status: 202, headers: { 'cache-control': 'no-store' } })
    },
    { limit: { perIp: 'analyticsPerIp', perSite: 'analyticsPerSite' } },
  )
}
