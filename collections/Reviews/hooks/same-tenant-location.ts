import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { relationId } from '@/domain/ids'

/**
 * A review belongs to a location of its own tenant: the wall holds even for a super-admin's typo or an
 * import, not only for the admin's filtered picker.
 */
export const sameTenantLocation: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const locationId = relationId(data.location ?? originalDoc?.location)
  const tenant = relationId(data.tenant ?? originalDoc?.tenant)
  if (locationId == null) return data
  const location = await req.payload.findByID({
    collection: 'locations',
    id: locationId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!location || (tenant != null && String(tenantIdOf(location)) !== String(tenant))) {
    throw new APIError('The location must be one of this dealer’s own locations.', 400, undefined, true)
  }
  return data
}
