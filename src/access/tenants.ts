import { relationId } from '@/domain/ids'

import { isSuperAdminUser, roleOf } from './roles'

type TenantRef = number | string | { id: number | string } | null | undefined
type WithTenants = { tenants?: { tenant?: TenantRef }[] | null } | null | undefined

/** The tenant ids of a user (or of user data), as strings: ids are numbers on SQL and strings on MongoDB. */
export function tenantIdsOf(user: WithTenants): string[] {
  const ids: string[] = []
  // A staff client's body may hold anything here: only a list names tenants.
  for (const row of Array.isArray(user?.tenants) ? user.tenants : []) {
    const tenant = row?.tenant
    const id = relationId(tenant)
    if (id !== null && id !== '') ids.push(String(id))
  }
  return ids
}

/** True when every tenant of `inner` is one of `outer`'s (an empty `inner` is not inside anything). */
export function tenantsWithin(inner: WithTenants, outer: WithTenants): boolean {
  const mine = new Set(tenantIdsOf(outer))
  const theirs = tenantIdsOf(inner)
  return theirs.length > 0 && theirs.every((id) => mine.has(id))
}

/**
 * True when a staff member (a `users` account, never a shopper) may act for tenant `tenant` (import into it, export from it, invite to it):
 * a super-admin for any tenant, anyone else only for one of their own.
 */
export function actsForTenant(user: unknown, tenant: number | string | null | undefined): boolean {
  if (tenant == null || tenant === '' || !roleOf(user as never)) return false
  return isSuperAdminUser(user as never) || tenantIdsOf(user as WithTenants).includes(String(tenant))
}
