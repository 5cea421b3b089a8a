import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'
import { FEED_QUEUE, type FeedRunTrigger } from '@/domain/stock-feeds/runs'
import { isFeedDue, isFeedStale } from '@/domain/stock-feeds/schedule'

import { sendFeedAlert } from './alerts'
import { feedConfigOf } from './config'
import { feedHistory } from './history'

export const RUN_FEED_TASK = 'runStockFeed'

/** Queue one run of a dealership's feed on the feeds queue (`npm run jobs` runs it). */
export function queueFeedRun(payload: Payload, dealership: Id, trigger: FeedRunTrigger) {
  return payload.jobs.queue({
    task: RUN_FEED_TASK,
    queue: FEED_QUEUE,
    input: { dealership: String(dealership), trigger },
  } as never)
}

/** Dealerships that already have a run waiting on the queue: not queued twice. */
async function waitingDealerships(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    depth: 0,
    pagination: false,
    where: {
      and: [
        { taskSlug: { equals: RUN_FEED_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  return new Set(docs.map((j) => String((j.input as { dealership?: string } | null)?.dealership ?? '')))
}

/**
 * The feeds' clock (docs/features/stock-feeds.md "Operators"): each minute, every switched-on feed
 * that is due gets a run queued, and a feed whose file has not changed for longer than its stale
 * setting raises one alert (recorded as a `stale` run) until it changes again.
 */
export async function scheduleFeeds(payload: Payload, now = new Date()): Promise<{ queued: number; stale: number }> {
  const { docs } = await payload.find({
    collection: 'dealerships',
    depth: 0,
    pagination: false,
    where: { 'stock_feed.enabled': { equals: true } },
    overrideAccess: true,
  })
  const waiting = await waitingDealerships(payload)
  let queued = 0
  let stale = 0
  for (const d of docs) {
    const feed = feedConfigOf(d)
    const history = await feedHistory(payload, d.id)
    const lastStarted = history.lastRun ? new Date(history.lastRun.createdAt) : null
    if (!waiting.has(String(d.id)) && isFeedDue(lastStarted, feed.schedule, now)) {
      await queueFeedRun(payload, d.id, 'schedule')
      queued++
    }
    if (isFeedStale(history.lastChangedAt, feed.staleHours, now) && !history.staleSinceChange) {
      const message = `The feed file has not changed since ${history.lastChangedAt!.toISOString().slice(0, 16).replace('T', ' ')} UTC (over ${feed.staleHours ?? 48} hours). Check that your DMS still exports it.`
      const alerted = await sendFeedAlert(payload, feed, 'stale', message)
      await payload.create({
        collection: 'stock-feed-runs',
        data: {
          tenant: feed.tenant as number,
          dealership: d.id,
          status: 'stale',
          trigger: 'schedule',
          summary: 'Stale',
          message,
          alerted,
          finished_at: now.toISOString(),
        },
        overrideAccess: true,
        depth: 0,
      })
      stale++
    }
  }
  return { queued, stale }
}
