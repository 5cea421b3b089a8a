import { NextResponse } from 'next/server'

import { recordCarEvent } from '@/data/analytics/events'
import { siteOriginOf } from '@/data/sites/request-origin'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { apiError } from '@/http/api-error'
import { withSiteCar } from '@/http/site-route'

/**
 * GET /api/vehicles/{slug}/history-report — the shopper opened the history report of a car of the
 * request's site (stock §3 Car "file (history report)"): records analytics event 60 (stock §9
 * "60 history report") and redirects to the file.
 *   303 → the file · 404 unknown_site | car_not_found | no_history_report
 */
export const GET = withSiteCar(async (request, site, car) => {
  const file = car.file?.url
  if (!file) return apiError(404, 'no_history_report', 'This car has no history report.')
  void recordCarEvent(ANALYTICS_EVENTS.historyReport, site, car)
  // Relative file URLs resolve on the site's own origin, never on a client-chosen host (no open redirect).
  const res = NextResponse.redirect(new URL(file, `${await siteOriginOf(request, site)}/`), 303)
  res.headers.set('cache-control', 'no-store')
  return res
})
