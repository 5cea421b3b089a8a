import type { Id } from '@/domain/ids'
import type { User } from '@/payload-types'

/**
 * Who a feed run acts as: a tenant admin of the feed's tenant and of nothing else, so the importer's
 * walls (every read and write with `overrideAccess: false`, the multi-tenant plugin's scope) hold
 * for a feed exactly as for a staff member's upload. It has no id: history records "Last changed
 * by" as empty, as for other imports by the system (docs/staff-guide.md "History").
 */
export const feedUser = (tenant: Id): User =>
  ({
    id: null,
    collection: 'users',
    email: 'stock-feed@system',
    role: 'tenant-admin',
    tenants: [{ tenant }],
  }) as unknown as User
