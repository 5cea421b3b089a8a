import type { TaskConfig } from 'payload'

import { runStockFeed } from '@/data/cars/stock-feeds/run-feed'
import { RUN_FEED_TASK, scheduleFeeds } from '@/data/cars/stock-feeds/schedule'
import { FEED_QUEUE, FEED_RUN_TRIGGERS, type FeedRunTrigger } from '@/domain/stock-feeds/runs'

/** One run of one dealership's feed (docs/features/stock-feeds.md); a busy feed makes it a no-op. */
export const runStockFeedTask: TaskConfig<{
  input: { dealership: string; trigger: string }
  output: { outcome: string }
}> = {
  slug: RUN_FEED_TASK,
  label: 'Run a dealership’s stock feed',
  inputSchema: [
    { name: 'dealership', type: 'text', required: true },
    { name: 'trigger', type: 'text' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  // A failed fetch is an outcome the run records itself; a retry would only fetch again.
  retries: 0,
  handler: async ({ input, req }) => {
    const id = /^\d+$/.test(input.dealership) ? Number(input.dealership) : input.dealership
    const trigger = (FEED_RUN_TRIGGERS as readonly string[]).includes(input.trigger)
      ? (input.trigger as FeedRunTrigger)
      : 'schedule'
    const { outcome } = await runStockFeed(req.payload, id, trigger)
    return { output: { outcome } }
  },
}

/** Every minute: queue the feeds that are due, and raise stale alerts (src/data/cars/stock-feeds/schedule.ts). */
export const scheduleStockFeedsTask: TaskConfig<{ input: object; output: { queued: number; stale: number } }> = {
  slug: 'scheduleStockFeeds',
  label: 'Queue the stock feeds that are due',
  schedule: [{ cron: '5 * * * * *', queue: FEED_QUEUE }],
  outputSchema: [
    { name: 'queued', type: 'number' },
    { name: 'stale', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await scheduleFeeds(req.payload) }),
}
