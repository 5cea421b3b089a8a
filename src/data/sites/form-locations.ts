import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import { type Id, relationId } from '@/domain/ids'
import type { OpeningHours } from '@/domain/leads/test-drive-slots'

import { cachedLoader } from '../runtime/cached'
import type { SiteContext } from './sites'

/** What a lead form needs of a location: its name, dealership and opening hours (finance §3 Location). */
export type FormLocation = {
  id: string
  name: string
  dealershipId: string
  location_type: string | null
  opening_hours: OpeningHours[]
}

/**
 * The visible locations of the site's dealerships, in its tenant, sorted by name (finance §2
 * "Locations list … sorted by name, hidden ones dropped"): the location select of the lead forms.
 */
export async function loadFormLocations(
  payload: Payload,
  site: { tenantId: Id; dealershipIds: Id[] },
): Promise<FormLocation[]> {
  if (!site.dealershipIds.length) return []
  const { docs } = await payload.find({
    collection: 'locations',
    where: {
      and: [
        { tenant: { equals: site.tenantId } },
        { dealership: { in: site.dealershipIds } },
        { visible: { not_equals: false } },
      ],
    },
    depth: 0,
    limit: 200,
    sort: 'name',
    select: { name: true, dealership: true, location_type: true, contact_detail: true },
    overrideAccess: true,
  })
  return docs.map((l) => ({
    id: String(l.id),
    name: l.name,
    dealershipId: String(relationId(l.dealership)),
    location_type: l.location_type ?? null,
    opening_hours: (l.contact_detail?.opening_hours ?? []).map((h) => ({
      weekday: h.weekday,
      status: h.status,
      open: h.open ?? null,
      close: h.close ?? null,
    })),
  }))
}

const getFormLocationsCached = cachedLoader('form-locations', loadFormLocations, (s) => [
  tags.tenantContent(s.tenantId, 'locations'),
])

/** The site's form locations, cached and expired by location edits. */
export const getFormLocations = (site: Pick<SiteContext, 'tenantId' | 'dealerships'>) =>
  getFormLocationsCached({ tenantId: site.tenantId, dealershipIds: site.dealerships.map((d) => d.id) })
