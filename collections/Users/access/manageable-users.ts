import type { Access } from 'payload'

import { isSuperAdminUser, isTenantAdminUser } from '@/access/roles'
import { tenantIdsOf, tenantsWithin } from '@/access/tenants'

/**
 * Whom a staff member may update or delete (docs/features/security.md "Walls", "Accounts"). Super-admins: anyone. A
 * tenant-admin: users who are not super-admins and whose tenants all are its own, so sharing one
 * tenant with a group staffer or a super-admin gives no hold over that account. Everyone else: only
 * itself (for update). The candidates are read once per request; a tenant has few staff.
 */
const manageable =
  (self: boolean): Access =>
  async ({ req }) => {
    const user = req.user
    if (!user || user.collection !== 'users') return false
    if (isSuperAdminUser(user)) return true
    const own = self ? [user.id] : []
    const tenants = tenantIdsOf(user)
    if (!isTenantAdminUser(user) || tenants.length === 0) return own.length ? { id: { in: own } } : false
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { 'tenants.tenant': { in: tenants } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const others = docs.filter((doc) => doc.role !== 'super-admin' && tenantsWithin(doc, user)).map((doc) => doc.id)
    const ids = [...new Set([...own, ...others])]
    return ids.length ? { id: { in: ids } } : false
  }

export const canUpdateUser = manageable(true)
export const canDeleteUser = manageable(false)
