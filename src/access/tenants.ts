import { relationId } from '@/db/relation-id'

type TenantRef = number | string | { id: number | string } | null | undefined
type WithTenants = { tenants?: { tenant?: TenantRef }[] | null } | null | undefined

/** The tenant ids of a user (or of user data), as strings: ids are numbers on SQL and strings on MongoDB. */
export function tenantIdsOf(user: WithTenants): string[] {
  const ids: string[] = []
  for (const row of user?.tenants ?? []) {
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
