import type { Payload, PayloadRequest } from 'payload'

import { inviteOptions } from '@/data/admin/staff-invite'

import { InviteStaffForm } from './InviteStaffForm.client'

/**
 * Above the users list (docs/staff-guide.md "Branding, staff invitations and password reset"): tenant-admins and
 * super-admins invite someone; editors see nothing. The form offers only the roles and tenants they
 * may give.
 */
export async function InviteStaff({ payload, user }: { payload: Payload; user?: PayloadRequest['user'] }) {
  const options = user ? await inviteOptions(payload, user) : null
  if (!options?.tenants.length) return null
  return <InviteStaffForm roles={options.roles} tenants={options.tenants} />
}
