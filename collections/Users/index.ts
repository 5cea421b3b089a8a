import type { CollectionConfig, FieldAccess } from 'payload'

import { isSuperAdminUser, isTenantAdminUser, roleOf, STAFF_ROLES } from '@/access/roles'
import { isStaff, isTenantAdmin } from '@/access/staff'

import { firstUserIsSuperAdmin } from './hooks/firstUserIsSuperAdmin'

/** Only super-admins may grant super-admin; tenant admins may grant the tenant roles. */
const canSetRole: FieldAccess = ({ req, data }) =>
  isSuperAdminUser(req.user) || (isTenantAdminUser(req.user) && data?.role !== 'super-admin')

/** Dealer staff. The plugin adds the `tenants` array and limits each user to those tenants. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // The staff session cookie travels over HTTPS only in production (issue 8, defect 7).
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', group: 'Platform', defaultColumns: ['email', 'name', 'role'] },
  access: {
    read: isStaff,
    create: isTenantAdmin,
    update: ({ req, id }) => isTenantAdminUser(req.user) || (Boolean(req.user) && req.user?.id === id),
    delete: isTenantAdmin,
    admin: ({ req }) => Boolean(roleOf(req.user)),
  },
  hooks: { beforeChange: [firstUserIsSuperAdmin] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: STAFF_ROLES.map((r) => ({ label: r, value: r })),
      access: { create: canSetRole, update: canSetRole },
      admin: { position: 'sidebar', description: 'super-admin: all tenants. tenant-admin: its tenants, users and sites. editor: content and stock.' },
    },
  ],
}
