import {
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  Forbidden,
  ValidationError,
} from 'payload'

import { isSuperAdminUser, STAFF_ROLES } from '@/access/roles'
import { tenantIdsOf } from '@/access/tenants'

const sameEmail = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase()

/**
 * The account holder alone changes its email or password (docs/features/security.md "Walls", "Accounts"): a
 * tenant-admin who could set another user's password could sign in as that user. Checked for
 * signed-in callers; scripts and Payload's own forgot/reset flow run without one.
 */
export const guardAccountChanges: CollectionBeforeValidateHook = ({ data, originalDoc, operation, req }) => {
  const caller = req.user
  if (!caller || !data) return data
  if (operation === 'update' && originalDoc && String(originalDoc.id) !== String(caller.id)) {
    if (data.password) throw new Forbidden(req.t)
    if (data.email !== undefined && !sameEmail(data.email, originalDoc.email)) throw new Forbidden(req.t)
  }
  return data
}

/**
 * Checks on the raw request data, before field access quietly drops what a caller may not set
 * (docs/features/security.md "Walls", "Accounts"): `role` must be one staff role as a string
 * (`{"role":["super-admin"]}` slipped past the role check and only SQLite's driver refused it), and
 * anyone but a super-admin may give an account, its own included, only tenants it holds itself.
 */
export const guardAccountData: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const data = (args as { data?: Record<string, unknown> }).data
  if ((operation !== 'create' && operation !== 'update') || !data || !req.user) return args
  if (data.role !== undefined && !(STAFF_ROLES as readonly unknown[]).includes(data.role)) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'role', message: `Choose one of: ${STAFF_ROLES.join(', ')}.` }],
    })
  }
  if (!isSuperAdminUser(req.user) && data.tenants !== undefined) {
    const mine = new Set(tenantIdsOf(req.user))
    if (!tenantIdsOf(data as Parameters<typeof tenantIdsOf>[0]).every((id) => mine.has(id))) throw new Forbidden(req.t)
  }
  return args
}
