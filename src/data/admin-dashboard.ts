import type { Payload, Where } from 'payload'

import { dayAndWeekStart, type LeadLike, OLD_STOCK_DAYS, summariseLeads } from '@/domain/admin/dashboard'
import { AVAILABLE_STATUSES } from '@/domain/availability/is-available'
import type { User } from '@/payload-types'

/** A week of leads is read at most this far (ours: a busy group takes a few hundred). */
const WEEK_LEADS_MAX = 5000

export type StockHealth = {
  inStock: number
  noPhotos: number
  noPrice: number
  old: number
  hidden: number
  withdrawn: number
}

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
  const available: Where = { status: { in: [...AVAILABLE_STATUSES] } }
  const oldSince = new Date(now.getTime() - OLD_STOCK_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const [inStock, noPhotos, noPrice, old, hidden, withdrawn] = await Promise.all([
    count(available),
    count({ and: [available, { images: { exists: false } }] }),
    count({ and: [available, { or: [{ price: { exists: false } }, { price: { equals: 0 } }] }] }),
    count({ and: [available, { createdAt: { less_than: oldSince } }] }),
    count({ and: [available, { show_on_dealer_website: { equals: false } }] }),
    count({ status: { equals: 'withdrawn' } }),
  ])
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
    stock: { inStock, noPhotos, noPrice, old, hidden, withdrawn } satisfies StockHealth,
    sites: sites.docs.map((s) => ({ id: s.id, name: s.name, host: s.domains?.[0]?.domain ?? null })),
  }
}
