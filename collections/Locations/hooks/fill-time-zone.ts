import type { CollectionBeforeValidateHook } from 'payload'

import { isAuTimeZone, timeZoneForState } from '@/domain/locations/time-zones'

/**
 * A location saved without a time zone takes its state's (docs/features/locations.md "Locations, hours, service and
 * reviews", "Hours and time zones").
 */
export const fillTimeZone: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data || isAuTimeZone(data.time_zone)) return data
  const state = data.address?.state ?? originalDoc?.address?.state
  const zone = timeZoneForState(state)
  return zone ? { ...data, time_zone: zone } : data
}
