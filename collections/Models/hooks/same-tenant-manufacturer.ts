import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { relationId } from '@/domain/ids'

/** A model's make is one of its own tenant's manufacturers, whoever saves it (the tenant wall). */
export const sameTenantManufacturer: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const manufacturerId = relationId(data.manufacturer ?? originalDoc?.manufacturer)
  const tenant = relationId(data.tenant ?? originalDoc?.tenant)
  if (manufacturerId == null) return data
  const manufacturer = await req.payload.findByID({
    collection: 'manufacturers',
    id: manufacturerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!manufacturer || (tenant != null && String(tenantIdOf(manufacturer)) !== String(tenant))) {
    throw new APIError('The make must be one of this dealer’s own manufacturers.', 400, undefined, true)
  }
  return data
}
