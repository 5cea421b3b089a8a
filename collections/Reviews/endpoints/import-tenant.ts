import type { PayloadRequest } from 'payload'

import { roleOf } from '@/access/roles'
import { actsForTenant } from '@/access/tenants'
import { payloadRouteError } from '@/http/payload-routes'

/**
 * The tenant a reviews import writes into (`?tenant={id}`), or the answer that refuses it: 401 for
 * anyone but staff, 403 for a tenant that is not the staff member's own (a super-admin may choose any).
 */
export function importTenant(req: PayloadRequest): { tenant: string } | { refused: Response } {
  if (!roleOf(req.user))
    return { refused: payloadRouteError(401, 'unauthorised', 'Sign in as staff to import reviews.') }
  const tenant = new URL(req.url ?? '', 'http://x').searchParams.get('tenant') ?? ''
  if (!actsForTenant(req.user, tenant))
    return {
      refused: payloadRouteError(403, 'forbidden_tenant', 'Choose one of your own dealers (tenant) to import into.'),
    }
  return { tenant }
}
