import type { Payload, Where } from 'payload'

import { dayAndWeekStart, type LeadLike, summariseLeads } from '@/domain/admin/dashboard'
import { hourIn, type StockHealthKey, stockHealthRows } from '@/domain/admin/stock-health'
import { locationTimeZone } from '@/domain/locations/time-zones'
import type { User } from '@/payload-types'

/** A week of leads is read at most this far (ours: a busy group takes a few hundred). */
const WEEK_LEADS_MAX = 5000

export type StockHealth = Record<StockHealthKey, number>

/**
 * What the dashboard shows a staff member, read with their access (the multi-tenant plugin keeps
 * them to their tenants): this week's leads, stock health counts and their sites.
 */
export async function loadDashboard(payload: Payload, user: User, now = new Date()) {
  const as = { user, overrideAccess: false } as const
  const { week } = dayAndWeekStart(now)
  const leads = await payload.find({
    collection: 'leads',
    ...as,
    depth: 0,
    limit: WEEK_LEADS_MAX,
    select: { type: true, delivery_status: true, createdAt: true },
    where: { createdAt: { greater_than_equal: week.toISOString() } },
  })
  const count = async (where: Where) => (await payload.count({ collection: 'cars', ...as, where })).totalDocs
  // Each row's where clause is the one its link opens the Cars list with (stockHealthRows).
  const rows = stockHealthRows(now)
  const counts = await Promise.all(rows.map((r) => count(r.where as Where)))
  const stock = Object.fromEntries(rows.map((r, i) => [r.key, counts[i]!])) as StockHealth
  // The staff member's day is their dealership's: the zone of the first location they can see.
  const { docs: places } = await payload.find({
    collection: 'locations',
    ...as,
    depth: 0,
    limit: 1,
    sort: 'id',
    select: { time_zone: true },
  })
  const timeZone = locationTimeZone({ time_zone: places[0]?.time_zone })
  const sites = await payload.find({
    collection: 'sites',
    ...as,
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true, slug: true, domains: true },
  })
  return {
    leads: summariseLeads(leads.docs as LeadLike[], now),
    hour: hourIn(now, timeZone),
    stock,
    stockRows: rows.map((r, i) => ({ ...r, count: counts[i]! })),
    sites: sites.docs.map((s) => ({ id: s.id, name: s.name, host: s.domains?.[0]?.domain ?? null })),
  }
}
