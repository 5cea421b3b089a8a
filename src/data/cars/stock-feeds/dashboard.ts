import type { Payload } from 'payload'

import { relationId } from '@/domain/ids'
import type { User } from '@/payload-types'

/** Runs looked at for the tile: a week's worth (a 15-minute feed runs about 700 times a week). */
const RECENT_RUNS = 2000
const WEEK_MS = 7 * 24 * 3_600_000

export type FeedAttention = {
  dealership: string | number
  name: string
  status: 'failed' | 'held' | 'stale'
  message: string
  at: string
}

/**
 * The dashboard's stock-feed tile (docs/features/stock-feeds.md "Alerts"): each of the staff
 * member's dealerships whose feed last failed, is held for confirmation, or went stale since it
 * last changed. Read with the staff member's access: another tenant's feeds never show.
 */
export async function loadFeedAttention(payload: Payload, user: User, now = new Date()): Promise<FeedAttention[]> {
  const as = { user, overrideAccess: false } as const
  const { docs } = await payload.find({
    collection: 'stock-feed-runs',
    ...as,
    depth: 0,
    limit: RECENT_RUNS,
    sort: '-createdAt',
    select: { dealership: true, status: true, message: true, createdAt: true },
    where: { createdAt: { greater_than: new Date(now.getTime() - WEEK_MS).toISOString() } },
  })
  const seen = new Map<string, FeedAttention | null>()
  const staleSeen = new Map<string, (typeof docs)[number]>()
  for (const run of docs) {
    const key = String(relationId(run.dealership))
    if (seen.has(key) || run.status === 'running') continue
    if (run.status === 'stale') {
      if (!staleSeen.has(key)) staleSeen.set(key, run)
      continue
    }
    if (run.status === 'unchanged') {
      const stale = staleSeen.get(key)
      seen.set(key, stale ? attention(key, 'stale', stale) : null)
      continue
    }
    seen.set(key, run.status === 'failed' || run.status === 'held' ? attention(key, run.status, run) : null)
  }
  for (const [key, stale] of staleSeen) if (!seen.has(key)) seen.set(key, attention(key, 'stale', stale))
  const wanting = [...seen.values()].filter((a): a is FeedAttention => a !== null)
  if (!wanting.length) return []
  const { docs: dealerships } = await payload.find({
    collection: 'dealerships',
    ...as,
    depth: 0,
    pagination: false,
    select: { name: true },
    where: { id: { in: wanting.map((a) => a.dealership) } },
  })
  const names = new Map(dealerships.map((d) => [String(d.id), d.name]))
  return wanting
    .filter((a) => names.has(String(a.dealership)))
    .map((a) => ({ ...a, name: names.get(String(a.dealership))! }))
}

const attention = (
  dealership: string,
  status: FeedAttention['status'],
  run: { message?: string | null; createdAt: string },
): FeedAttention => ({
  dealership: /^\d+$/.test(dealership) ? Number(dealership) : dealership,
  name: '',
  status,
  message: run.message ?? '',
  at: run.createdAt,
})
