import type { CollectionConfig, FieldAccess } from 'payload'

import { isSuperAdminUser, isTenantAdminUser, roleOf, STAFF_ROLE_WORDS, STAFF_ROLES } from '@/access/roles'
import { isStaff, isTenantAdmin } from '@/access/staff'
import { wordOptions } from '@/domain/admin/words'
import { validateEmailAddress } from '@/fields/email'

import { canDeleteUser, canUpdateUser } from './access/manageable-users'
import { inviteStaffEndpoint } from './endpoints/invite'
import { firstUserIsSuperAdmin } from './hooks/first-user-is-super-admin'
import { guardAccountChanges, guardAccountData } from './hooks/guard-account-changes'
import { staffForgotPassword } from './reset-email'

/**
 * Only super-admins may grant or take away super-admin: a tenant-admin may set a tenant role, as a
 * string, on an account that is not a super-admin now (`doc` is the stored account on update).
 */
const canSetRole: FieldAccess = ({ req, data, doc }) =>
  isSuperAdminUser(req.user) ||
  (isTenantAdminUser(req.user) &&
    typeof data?.role === 'string' &&
    data.role !== 'super-admin' &&
    doc?.role !== 'super-admin')

/** Dealer staff. The plugin adds the `tenants` array and limits each user to those tenants. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No account lock: any stranger could trigger it, and its message confirmed that the account
    // exists. Sign-in is throttled by progressive delay instead (src/http/login-throttle.ts).
    maxLoginAttempts: 0,
    // The staff session cookie travels over HTTPS only in production (docs/features/security.md "Headers, CSP and CSRF").
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
    // /admin/forgot sends Forecourt's reset e-mail through the configured transport (docs/staff-guide.md
    // "Branding, staff invitations and password reset").
    forgotPassword: staffForgotPassword,
  },
  admin: {
    useAsTitle: 'email',
    group: 'Platform',
    defaultColumns: ['email', 'name', 'role'],
    // Tenant-admins invite staff by e-mail above the list (docs/staff-guide.md "Branding, staff invitations and
    // password reset").
    components: { beforeListTable: ['/src/components/admin/invite/InviteStaff#InviteStaff'] },
  },
  endpoints: [inviteStaffEndpoint],
  access: {
    read: isStaff,
    create: isTenantAdmin,
    update: canUpdateUser,
    delete: canDeleteUser,
    admin: ({ req }) => Boolean(roleOf(req.user)),
  },
  hooks: {
    beforeOperation: [guardAccountData],
    beforeValidate: [guardAccountChanges],
    beforeChange: [firstUserIsSuperAdmin],
  },
  fields: [
    // Payload's own e-mail field (merged with this one), capped at RFC 5321's length.
    { name: 'email', label: 'Email', type: 'email', required: true, unique: true, validate: validateEmailAddress },
    { name: 'name', label: 'Name', type: 'text' },
    {
      name: 'role',
      label: 'Role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: wordOptions(STAFF_ROLES, STAFF_ROLE_WORDS),
      access: { create: canSetRole, update: canSetRole },
      admin: {
        position: 'sidebar',
        description:
          'Platform admin: every dealer group. Group admin: its dealer groups, users and sites. Editor: content and stock.',
      },
    },
  ],
}
