import type { Access } from 'payload'

import { isSuperAdminUser } from './roles'

export const isSuperAdmin: Access = ({ req }) => isSuperAdminUser(req.user)
