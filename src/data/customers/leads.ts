import type { Where } from 'payload'

import { type Id, relationId } from '@/domain/ids'
import { normalisePhone } from '@/domain/verification'

import { payloadClient } from '../runtime/payload'

/** One enquiry or finance application as My Garage lists it (plain data; no staff notes, no delivery state). */
export type GarageLead = {
  id: Id
  type: string
  status: string
  received: string
  car: { name: string; slug: string } | null
}

/** Lead kinds My Garage does not list with the enquiries: finance has its own list, reservations their own section. */
const NOT_ENQUIRIES = ['finance', 'reserve']
const LIMIT = 50

/**
 * The signed-in shopper's leads on this tenant: their enquiries and finance applications (docs/features/accounts.md
 * "Shopper accounts and gating", "My Garage"). A lead is theirs when its phone is the customer's
 * verified phone (leads store the phone normalised, as customers do). The wall: the site's tenant
 * only, so the same phone's leads with another dealer group never show. Newest first, at most 50 of
 * each. Reads only.
 */
export async function customerLeads(
  site: { tenantId: Id | null | undefined },
  customer: { phone: string },
): Promise<{ enquiries: GarageLead[]; finance: GarageLead[] }> {
  if (site.tenantId == null || !customer.phone) return { enquiries: [], finance: [] }
  const payload = await payloadClient()
  const mine: Where[] = [{ tenant: { equals: site.tenantId } }, { phone: { equals: normalisePhone(customer.phone) } }]
  const find = (kind: Where) =>
    payload.find({
      collection: 'leads',
      where: { and: [...mine, kind] },
      sort: '-createdAt',
      depth: 1,
      limit: LIMIT,
      overrideAccess: true,
      select: { type: true, status: true, createdAt: true, car: true, tenant: true },
      populate: { cars: { name: true, slug: true, tenant: true } },
    })
  const [enquiries, finance] = await Promise.all([
    find({ type: { not_in: NOT_ENQUIRIES } }),
    find({ type: { equals: 'finance' } }),
  ])
  const view = (d: (typeof enquiries.docs)[number]): GarageLead => {
    const car = d.car && typeof d.car === 'object' ? d.car : null
    const carTenant = car && relationId(car.tenant)
    return {
      id: d.id,
      type: d.type,
      status: d.status ?? 'new',
      received: d.createdAt,
      // A car is named only if it is this tenant's (a lead's car always is; this is the wall, twice).
      car: car && String(carTenant) === String(site.tenantId) ? { name: car.name, slug: car.slug } : null,
    }
  }
  return { enquiries: enquiries.docs.map(view), finance: finance.docs.map(view) }
}
