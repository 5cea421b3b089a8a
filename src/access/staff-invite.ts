import type { PayloadRequest } from 'payload'

import { isSuperAdminUser, isTenantAdminUser, type StaffRole } from './roles'
import { actsForTenant } from './tenants'

type Inviter = PayloadRequest['user']
export type InviteRefusal = { status: 401 | 403; code: string; message: string }

/** The roles a staff member may give someone they invite: a tenant-admin never makes a super-admin. */
export const invitableRoles = (user: Inviter): StaffRole[] =>
  isSuperAdminUser(user)
    ? ['tenant-admin', 'editor', 'super-admin']
    : isTenantAdminUser(user)
      ? ['tenant-admin', 'editor']
      : []

/**
 * Who may invite whom, where (docs/staff-guide.md "Branding, staff invitations and password reset"), as the
 * users collection's own walls have it (collections/Users): tenant-admins and super-admins invite;
 * a tenant-admin only into its own tenants and never as super-admin. Null when the invitation may
 * go ahead.
 */
export function inviteRefusal(
  user: Inviter | null | undefined,
  invite: { role: StaffRole; tenant: number | string },
): InviteRefusal | null {
  if (!user) return { status: 401, code: 'unauthorised', message: 'Sign in as staff to invite someone.' }
  if (!isTenantAdminUser(user))
    return {
      status: 403,
      code: 'forbidden',
      message: 'Only tenant admins can invite staff. Ask yours to send the invitation.',
    }
  if (!invitableRoles(user).includes(invite.role))
    return { status: 403, code: 'forbidden_role', message: 'Only a super-admin can invite a super-admin.' }
  if (!actsForTenant(user, invite.tenant))
    return { status: 403, code: 'forbidden_tenant', message: 'You can invite staff only to your own dealer (tenant).' }
  return null
}
