import type { PayloadRequest } from 'payload'

/** Staff roles. Super-admins span all tenants; the others are limited to their tenants by the multi-tenant plugin. */
export const STAFF_ROLES = ['super-admin', 'tenant-admin', 'editor'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** The roles as staff read them in the admin (the values stay as stored). */
export const STAFF_ROLE_WORDS: Readonly<Record<StaffRole, string>> = {
  'super-admin': 'Platform admin',
  'tenant-admin': 'Group admin',
  editor: 'Editor',
}

type MaybeUser = PayloadRequest['user'] | null | undefined

export const roleOf = (user: MaybeUser): StaffRole | undefined =>
  user && user.collection === 'users' ? ((user as { role?: StaffRole }).role ?? 'editor') : undefined

export const isSuperAdminUser = (user: MaybeUser) => roleOf(user) === 'super-admin'
export const isTenantAdminUser = (user: MaybeUser) => {
  const role = roleOf(user)
  return role === 'super-admin' || role === 'tenant-admin'
}
