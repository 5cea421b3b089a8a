import type { AnalyticsEventId } from '@/domain/analytics/events'

export type AnalyticsEvent = {
  eventId: AnalyticsEventId
  site: { id: number | string; tenantId: number | string }
  path?: string
  data?: Record<string, unknown>
}

/** Where events go, a batch at a time. The default stores them in the analytics-events collection. */
export interface AnalyticsSink {
  recordMany(events: AnalyticsEvent[]): Promise<void>
}

const rowOf = (e: AnalyticsEvent) => ({
  tenant: e.site.tenantId,
  site: e.site.id,
  event_id: e.eventId,
  path: e.path ?? null,
  data: e.data ?? null,
})

/**
 * One multi-row insert per batch through the adapter (a Payload create per event cost more CPU than
 * the page it recorded). Shopper events have no hooks to run; staff read them in the admin.
 */
const payloadSink: AnalyticsSink = {
  async recordMany(events) {
    const { payloadClient } = await import('@/data/payload')
    const payload = await payloadClient()
    const db = payload.db as unknown as {
      name: string
      drizzle?: { insert: (t: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
      tables?: Record<string, unknown>
      collections?: Record<string, { insertMany: (docs: unknown[]) => Promise<unknown> }>
    }
    if (db.drizzle && db.tables?.analytics_events) {
      await db.drizzle.insert(db.tables.analytics_events).values(events.map(rowOf))
    } else if (db.collections?.['analytics-events']) {
      const now = new Date()
      await db.collections['analytics-events'].insertMany(
        events.map((e) => ({ ...rowOf(e), createdAt: now, updatedAt: now })),
      )
    } else {
      for (const e of events) await payload.create({ collection: 'analytics-events', data: rowOf(e) as never })
    }
  },
}

/** Events written per insert. */
export const BATCH_SIZE = 200

/** At most this many events wait to be written; beyond it the oldest are dropped with a warning. */
export const MAX_QUEUED_EVENTS = 1000

let sink: AnalyticsSink = payloadSink
const queue: AnalyticsEvent[] = []
let dropped = 0
let draining: Promise<void> | null = null

export const setAnalyticsSink = (next: AnalyticsSink) => (sink = next)

/** Writes queued events in batches, one write at a time, so page views never pile up database writes. */
async function drain() {
  while (queue.length) {
    const batch = queue.splice(0, BATCH_SIZE)
    try {
      await sink.recordMany(batch)
    } catch (err) {
      console.warn(
        `analytics: ${batch.length} events (ids ${[...new Set(batch.map((e) => e.eventId))].join(', ')}) not recorded`,
        err,
      )
    }
  }
  if (dropped) {
    console.warn(`analytics: ${dropped} events dropped while the queue was full`)
    dropped = 0
  }
}

/**
 * Records an event without holding up the page. spec: stock §7 "Analytics events … Failure logged
 * as a warning only."
 */
export function recordEvent(event: AnalyticsEvent): Promise<void> {
  if (queue.length >= MAX_QUEUED_EVENTS) {
    queue.shift()
    dropped++
  }
  queue.push(event)
  // Start on the next tick so the events of a burst of requests share one insert.
  draining ??= new Promise<void>((r) => setTimeout(r, 0)).then(drain).finally(() => (draining = null))
  return draining
}

/**
 * Resolves once every event recorded so far is written (or dropped with its warning), so a test can
 * check what a request recorded, and what it did not, without sleeping.
 */
export const eventsWritten = (): Promise<void> => draining ?? Promise.resolve()
