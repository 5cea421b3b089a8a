import type { Access, FieldAccess } from 'payload'

import { isSuperAdminUser } from './roles'

export const isSuperAdmin: Access = ({ req }) => isSuperAdminUser(req.user)
export const isSuperAdminField: FieldAccess = ({ req }) => isSuperAdminUser(req.user)
