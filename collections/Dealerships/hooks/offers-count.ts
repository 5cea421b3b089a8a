import type { FieldHook } from 'payload'

import { isOfferLive } from '@/domain/content/offer-window'
import { relationId } from '@/domain/ids'

/**
 * `offers.count` (finance §3 Dealership configuration): the special offers live now on the sites
 * that list this dealership (an offer with no sites serves every site of its tenant). Computed for
 * staff reading the dealership (the admin, REST); the sites never need it, so a public page's read
 * of a dealership runs no extra query.
 */
export const liveOffersCount: FieldHook = async ({ data, req }) => {
  const id = relationId(data?.id)
  const tenant = relationId(data?.tenant)
  if (!req.user || id == null || tenant == null) return undefined
  const [sites, offers] = await Promise.all([
    req.payload.find({
      collection: 'sites',
      where: { and: [{ tenant: { equals: tenant } }, { dealerships: { in: [id] } }] },
      depth: 0,
      limit: 100,
      overrideAccess: true,
      select: { slug: true },
      req,
    }),
    req.payload.find({
      collection: 'offers',
      where: { tenant: { equals: tenant } },
      depth: 0,
      limit: 500,
      overrideAccess: true,
      select: { sites: true, starts_at: true, expires_at: true },
      req,
    }),
  ])
  const siteIds = new Set(sites.docs.map((s) => String(s.id)))
  const now = new Date()
  return offers.docs.filter(
    (o) => isOfferLive(o, now) && (!o.sites?.length || o.sites.some((s) => siteIds.has(String(relationId(s))))),
  ).length
}
