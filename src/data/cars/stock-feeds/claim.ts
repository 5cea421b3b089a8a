import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'
import { FEED_RUN_LEASE_MS, type FeedRunTrigger } from '@/domain/stock-feeds/runs'
import type { StockFeedRun } from '@/payload-types'

/**
 * Starts a run of a dealership's feed, or answers null when one is already going. The run's
 * `run_lock` is the dealership's id and unique, so of two workers racing for the same feed the
 * database lets one insert it (tests/integration/stock-feeds.test.ts races two). A run whose worker
 * died keeps its lock only for the lease; after that it is marked failed and the lock is freed.
 */
export async function startFeedRun(
  payload: Payload,
  feed: { dealership: Id; tenant: Id },
  trigger: FeedRunTrigger,
  now = new Date(),
): Promise<StockFeedRun | null> {
  const lock = String(feed.dealership)
  await payload.update({
    collection: 'stock-feed-runs',
    where: {
      and: [
        { run_lock: { equals: lock } },
        { createdAt: { less_than: new Date(now.getTime() - FEED_RUN_LEASE_MS).toISOString() } },
      ],
    },
    data: { run_lock: null, status: 'failed', message: 'The run stopped without finishing (its worker ended).' },
    overrideAccess: true,
    depth: 0,
  })
  try {
    return await payload.create({
      collection: 'stock-feed-runs',
      data: {
        tenant: feed.tenant as number,
        dealership: feed.dealership as number,
        status: 'running',
        trigger,
        summary: 'Running…',
        run_lock: lock,
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (err) {
    if (
      await payload
        .count({ collection: 'stock-feed-runs', where: { run_lock: { equals: lock } } })
        .then((c) => c.totalDocs > 0)
    )
      return null
    throw err
  }
}

/** Ends a run: its outcome written and its lock freed in one update. */
export function finishFeedRun(payload: Payload, run: StockFeedRun, data: Partial<StockFeedRun>, started: number) {
  return payload.update({
    collection: 'stock-feed-runs',
    id: run.id,
    data: {
      ...data,
      run_lock: null,
      finished_at: new Date().toISOString(),
      seconds: Math.round(performance.now() - started) / 1000,
    },
    overrideAccess: true,
    depth: 0,
  })
}
