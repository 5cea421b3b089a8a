import { type AnalyticsEventRow, insertAnalyticsEvents } from '@/db/analytics-sql'
import type { AnalyticsEventId } from '@/domain/analytics/events'
import type { Id } from '@/domain/ids'
import { carPath } from '@/domain/links/car-path'
import {
  type AnalyticsEvent,
  type AnalyticsSink,
  queueEvent,
  setAnalyticsSinkUnlessSet,
} from '@/integrations/analytics'

import { payloadClient } from '../runtime/payload'

const rowOf = (e: AnalyticsEvent): AnalyticsEventRow => ({
  tenant: e.site.tenantId,
  site: e.site.id,
  event_id: e.eventId,
  path: e.path ?? null,
  data: e.data ?? null,
})

/**
 * One multi-row insert per batch through the adapter (src/db/analytics-sql.ts on SQL; insertMany on
 * MongoDB). Shopper events have no hooks to run; staff read them in the admin.
 */
const payloadSink: AnalyticsSink = {
  async recordMany(events) {
    const payload = await payloadClient()
    if (await insertAnalyticsEvents(payload, events.map(rowOf))) return
    const db = payload.db as unknown as {
      collections?: Record<string, { insertMany: (docs: unknown[]) => Promise<unknown> }>
    }
    if (db.collections?.['analytics-events']) {
      const now = new Date()
      await db.collections['analytics-events'].insertMany(
        events.map((e) => ({ ...rowOf(e), createdAt: now, updatedAt: now })),
      )
    } else {
      for (const e of events) await payload.create({ collection: 'analytics-events', data: rowOf(e) as never })
    }
  },
}

/** Records a shopper event in this server's database, without holding up the caller (stock §7). */
export function recordSiteEvent(event: AnalyticsEvent): Promise<void> {
  setAnalyticsSinkUnlessSet(payloadSink)
  return queueEvent(event)
}

/** Records a shopper event about one car of a site (stock §9 event ids 4, 60, 61), path /cars/{slug}. */
export const recordCarEvent = (
  eventId: AnalyticsEventId,
  site: { id: Id; tenantId: Id },
  car: { id: Id; slug: string },
) =>
  recordSiteEvent({
    eventId,
    site: { id: site.id, tenantId: site.tenantId },
    path: carPath(car.slug),
    data: { car_id: car.id, car_slug: car.slug },
  })
