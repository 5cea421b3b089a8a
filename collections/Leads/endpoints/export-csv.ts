import type { Endpoint, PayloadRequest } from 'payload'

import { roleOf } from '@/access/roles'
import { actsForTenant } from '@/access/tenants'
import { leadsCsv } from '@/data/leads/export'
import { payloadRouteError } from '@/http/payload-routes'
import { rateLimited } from '@/http/rate-limited'
import { rateLimits } from '@/limits/rate-limit'
import type { User } from '@/payload-types'

/**
 * GET /api/leads/export-csv[?tenant={id}] (docs/staff-guide.md "Export and bulk work"):
 * the leads of the staff member's own tenants, read with their access, as a CSV download.
 */
export const exportLeadsCsv: Endpoint = {
  path: '/export-csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!roleOf(req.user)) return payloadRouteError(401, 'unauthorised', 'Sign in as staff to export leads.')
    const tenant = new URL(req.url ?? '', 'http://x').searchParams.get('tenant') ?? undefined
    if (tenant && !actsForTenant(req.user, tenant))
      return payloadRouteError(403, 'forbidden_tenant', 'Choose one of your own dealers (tenant) to export.')
    const verdict = await rateLimits().consume('staffExportPerUser', String(req.user!.id))
    if (!verdict.ok) return rateLimited(verdict.retryAfterS)
    const csv = await leadsCsv(req.payload, req.user as User, { tenant })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
