import type { AnalyticsEventId } from '@/domain/analytics/events'

export type AnalyticsEvent = {
  eventId: AnalyticsEventId
  site: { id: number | string; tenantId: number | string }
  path?: string
  data?: Record<string, unknown>
}

/** Where events go. The default stores them in the analytics-events collection; swap for a vendor later. */
export interface AnalyticsSink {
  record(event: AnalyticsEvent): Promise<void>
}

const payloadSink: AnalyticsSink = {
  async record(event) {
    const { payloadClient } = await import('@/data/payload')
    const payload = await payloadClient()
    await payload.create({
      collection: 'analytics-events',
      data: { tenant: event.site.tenantId as number, site: event.site.id as number, event_id: event.eventId, path: event.path, data: event.data },
      context: { disableRevalidate: true },
    })
  },
}

let sink: AnalyticsSink = payloadSink
export const setAnalyticsSink = (next: AnalyticsSink) => (sink = next)

/**
 * Records an event without holding up the page. spec: stock §7 "Analytics events … Failure logged
 * as a warning only."
 */
export function recordEvent(event: AnalyticsEvent): void {
  sink.record(event).catch((err) => console.warn(`analytics: event ${event.eventId} not recorded`, err))
}
