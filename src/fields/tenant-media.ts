import type { FilterOptions } from 'payload'

import { relationId } from '@/domain/ids'
/**
 * Upload fields of tenant-scoped documents take only the same tenant's media (docs/features/security.md "Walls",
 * "Uploads stay in their tenant"). The multi-tenant plugin filters relationship fields but not
 * upload fields; Payload's upload validation checks the stored ids against `filterOptions`, so this
 * both narrows the admin's picker and rejects another tenant's media id sent to REST or GraphQL.
 */
export const sameTenantMedia: FilterOptions = ({ data }) => {
  const tenant = (data as { tenant?: unknown } | undefined)?.tenant
  const id = relationId(tenant)
  return id === null || id === '' ? false : { tenant: { equals: id } }
}
