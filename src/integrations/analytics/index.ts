import type { AnalyticsEventId } from '@/domain/analytics/events'

export type AnalyticsEvent = {
  eventId: AnalyticsEventId
  site: { id: number | string; tenantId: number | string }
  path?: string
  data?: Record<string, unknown>
}

/**
 * Where events go, a batch at a time. src/data/analytics/events.ts hands in the one that stores them in the
 * analytics-events collection: this module never reaches for Payload itself.
 */
export interface AnalyticsSink {
  recordMany(events: AnalyticsEvent[]): Promise<void>
}

/** Events written per insert. */
export const BATCH_SIZE = 200

/** At most this many events wait to be written; beyond it the oldest are dropped with a warning. */
export const MAX_QUEUED_EVENTS = 1000

let sink: AnalyticsSink | null = null
const queue: AnalyticsEvent[] = []
let dropped = 0
let draining: Promise<void> | null = null

export const setAnalyticsSink = (next: AnalyticsSink) => (sink = next)

/** Installs `fallback` unless a sink is already set (a test's, say). */
export const setAnalyticsSinkUnlessSet = (fallback: AnalyticsSink) => (sink ??= fallback)

/** Writes queued events in batches, one write at a time, so page views never pile up database writes. */
async function drain() {
  while (queue.length) {
    const batch = queue.splice(0, BATCH_SIZE)
    try {
      if (!sink) throw new Error('no analytics sink is set')
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
export function queueEvent(event: AnalyticsEvent): Promise<void> {
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
