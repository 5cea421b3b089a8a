import type { Access } from 'payload'

import { isTenantAdminUser, roleOf } from './roles'

/**
 * Any signed-in staff member. Anonymous requests are denied: shoppers never read Payload's REST or
 * GraphQL API; public pages read through src/data, scoped to the site resolved from the host.
 * The multi-tenant plugin then narrows every staff query to the user's own tenants.
 */
export const isStaff: Access = ({ req }) => Boolean(roleOf(req.user))

/** Staff content (cars, menus, offers…): every staff member reads and edits it, in their own tenants. A fresh object per collection: plugins may wrap a collection's access in place. */
export const staffAccess = () => ({ read: isStaff, create: isStaff, update: isStaff, delete: isStaff })

/** Tenant admins and super-admins: site settings, dealerships, users, deletes. */
export const isTenantAdmin: Access = ({ req }) => isTenantAdminUser(req.user)

/**
 * Upload collections: anyone may fetch a file (`/api/{collection}/file/*`: dealer sites show them),
 * but only staff may list or read the documents (media is not a listable collection: docs/features/security.md
 * "Walls", "Media are files, not a list").
 */
export const isStaffOrFileRead: Access = ({ req, isReadingStaticFile }) =>
  Boolean(isReadingStaticFile) || Boolean(roleOf(req.user))
