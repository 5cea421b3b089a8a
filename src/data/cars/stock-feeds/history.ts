import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'
import type { FeedRunStatus } from '@/domain/stock-feeds/runs'
import type { StockFeedRun } from '@/payload-types'

const latest = async (payload: Payload, dealership: Id, statuses: FeedRunStatus[]) =>
  (
    await payload.find({
      collection: 'stock-feed-runs',
      depth: 0,
      limit: 1,
      sort: '-createdAt',
      select: { status: true, hash: true, created: true, updated: true, unchanged: true, createdAt: true, rows: true },
      where: { and: [{ dealership: { equals: dealership } }, { status: { in: statuses } }] },
      overrideAccess: true,
    })
  ).docs[0] as StockFeedRun | undefined

/** What a run compares itself with: the last file seen, the last stock applied, the last outcome. */
export async function feedHistory(payload: Payload, dealership: Id) {
  const [seen, applied, outcome, changed, lastRun, stale] = await Promise.all([
    latest(payload, dealership, ['applied', 'unchanged']),
    latest(payload, dealership, ['applied']),
    latest(payload, dealership, ['applied', 'unchanged', 'held', 'failed']),
    latest(payload, dealership, ['applied', 'held']),
    latest(payload, dealership, ['running', 'applied', 'unchanged', 'held', 'failed']),
    latest(payload, dealership, ['stale']),
  ])
  return {
    lastHash: seen?.hash ?? null,
    /** Cars the last applied run left listed (created, updated or unchanged). */
    lastCars: applied ? (applied.created ?? 0) + (applied.updated ?? 0) + (applied.unchanged ?? 0) : null,
    lastOutcome: outcome ?? null,
    lastChangedAt: changed ? new Date(changed.createdAt) : null,
    lastRun: lastRun ?? null,
    /** A stale alert was already raised since the file last changed. */
    staleSinceChange: Boolean(stale && changed && new Date(stale.createdAt) > new Date(changed.createdAt)),
  }
}
