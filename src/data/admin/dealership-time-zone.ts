import type { Payload } from 'payload'

import { recentRead } from '@/cache/recent-reads'
import type { Id } from '@/domain/ids'
import { type AuTimeZone, DEFAULT_TIME_ZONE, locationTimeZone } from '@/domain/locations/time-zones'

/**
 * A dealership's own time zone: its primary location's (else its first location's), so staff read a
 * lead's time on their own clock, not Brisbane's. Read once every couple of seconds per dealership.
 */
export function dealershipTimeZone(payload: Payload, dealership: Id | null | undefined): Promise<AuTimeZone> {
  if (dealership == null) return Promise.resolve(DEFAULT_TIME_ZONE)
  return recentRead(`time-zone:dealership:${dealership}`, async () => {
    const { docs } = await payload.find({
      collection: 'locations',
      where: { dealership: { equals: dealership } },
      sort: '-primary',
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { time_zone: true, address: true },
    })
    const place = docs[0] as { time_zone?: string | null; address?: { state?: string | null } | null } | undefined
    return place ? locationTimeZone({ time_zone: place.time_zone, state: place.address?.state }) : DEFAULT_TIME_ZONE
  })
}
