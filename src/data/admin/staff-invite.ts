import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { isSuperAdminUser, type StaffRole } from '@/access/roles'
import { invitableRoles } from '@/access/staff-invite'
import { tenantIdsOf } from '@/access/tenants'
import { resetPasswordUrl, staffInviteEmail } from '@/email/staff-account'
import { adminOriginOf } from '@tenants/admin-hosts'

/** How long an invitation's link sets a password (a reset link lasts Payload's one hour). */
export const INVITE_VALID_DAYS = 7

export type Invitation = { name: string; email: string; role: StaffRole; tenant: number | string }
export type InviteOutcome =
  | { ok: true; user: { id: number | string; email: string; name: string; role: StaffRole } }
  | { ok: false; status: 400 | 409 | 503; code: string; message: string; field?: string }

/**
 * Makes the invited account and sends the invitation (docs/staff-guide.md "Branding, staff invitations and password
 * reset": staff set their own password from an e-mail sent through the configured transport). The
 * tenant is read with the inviter's access, the account is made with a random password that nobody
 * is told, and a reset token lets the invitee choose their own. If the e-mail cannot be sent the
 * account is removed, so a retry starts clean.
 */
export async function inviteStaff(req: PayloadRequest, invite: Invitation): Promise<InviteOutcome> {
  const { payload } = req
  const tenant = await payload
    .findByID({ collection: 'tenants', id: invite.tenant, depth: 0, req, user: req.user, overrideAccess: false })
    .catch(() => null)
  if (!tenant)
    return { ok: false, status: 400, code: 'unknown_tenant', message: 'Choose one of your dealers.', field: 'tenant' }
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: invite.email } },
    overrideAccess: true,
  })
  if (totalDocs)
    return {
      ok: false,
      status: 409,
      code: 'already_registered',
      message: 'There is already a staff account for that e-mail address.',
      field: 'email',
    }

  const user = await payload.create({
    collection: 'users',
    data: {
      name: invite.name,
      email: invite.email,
      role: invite.role,
      tenants: [{ tenant: tenant.id }],
      password: randomBytes(32).toString('base64url'),
    },
    // The plugin's field access lets only super-admins write `tenants`; the invite's rules (src/access/
    // staff-invite.ts) were checked, and the collection's guardAccountData hook checks the role and
    // that the tenant is the inviter's own again, because it runs with the inviter as `user`.
    req,
    user: req.user,
    overrideAccess: true,
  })
  try {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: invite.email },
      disableEmail: true,
      expiration: INVITE_VALID_DAYS * 24 * 60 * 60 * 1000,
      req,
    })
    const inviter = req.user as { name?: string | null; email?: string } | null
    await payload.sendEmail({
      to: invite.email,
      ...staffInviteEmail({
        name: invite.name,
        tenantName: tenant.name,
        inviterName: inviter?.name || inviter?.email || 'Your dealership',
        link: resetPasswordUrl(adminOriginOf(req.headers?.get('host')), String(token)),
        validDays: INVITE_VALID_DAYS,
      }),
    })
  } catch (err) {
    payload.logger.error({ err, msg: `staff invite: the invitation to user ${user.id} was not sent; account removed` })
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true, req })
    return {
      ok: false,
      status: 503,
      code: 'email_failed',
      message: 'The invitation e-mail could not be sent, so no account was made. Please try again.',
    }
  }
  return { ok: true, user: { id: user.id, email: user.email, name: invite.name, role: invite.role } }
}

export type InviteOptions = { roles: StaffRole[]; tenants: { id: number | string; name: string }[] }

/**
 * What the invite form offers a staff member: the roles they may give and their own tenants (all
 * tenants for a super-admin), read with their access. Null for staff who may not invite.
 */
export async function inviteOptions(payload: Payload, user: PayloadRequest['user']): Promise<InviteOptions | null> {
  const roles = invitableRoles(user)
  if (!user || !roles.length) return null
  const { docs } = await payload.find({
    collection: 'tenants',
    user,
    overrideAccess: false,
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true },
  })
  const mine = new Set(tenantIdsOf(user as Parameters<typeof tenantIdsOf>[0]))
  const tenants = docs.filter((t) => isSuperAdminUser(user) || mine.has(String(t.id)))
  return { roles, tenants: tenants.map((t) => ({ id: t.id, name: t.name })) }
}
