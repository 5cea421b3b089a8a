import type { AnalyticsEventId } from '@/domain/analytics/events'

import { recordEvent } from './index'

type Id = number | string

/** Records a shopper event about one car of a site (stock §9 event ids 4, 60, 61), path /cars/{slug}. */
export const recordCarEvent = (
  eventId: AnalyticsEventId,
  site: { id: Id; tenantId: Id },
  car: { id: Id; slug: string },
) =>
  recordEvent({
    eventId,
    site: { id: site.id, tenantId: site.tenantId },
    path: `/cars/${car.slug}`,
    data: { car_id: car.id, car_slug: car.slug },
  })
