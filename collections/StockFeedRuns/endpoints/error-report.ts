import type { Endpoint, PayloadRequest } from 'payload'

import { roleOf } from '@/access/roles'
import { toCsv } from '@/domain/stock-import/csv-out'
import { payloadRouteError } from '@/http/payload-routes'

type ErrorRow = { line?: number; stocknum?: string; field?: string; message?: string }

/**
 * GET /api/stock-feed-runs/:id/errors.csv: a run's error report, read with the staff member's
 * access (another tenant's run is simply not found).
 */
export const errorReport: Endpoint = {
  path: '/:id/errors.csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!roleOf(req.user)) return payloadRouteError(401, 'unauthorised', 'Sign in as staff.')
    const run = await req.payload
      .findByID({
        collection: 'stock-feed-runs',
        id: String(req.routeParams?.id ?? ''),
        user: req.user,
        overrideAccess: false,
        depth: 0,
      })
      .catch(() => null)
    if (!run) return payloadRouteError(404, 'not_found', 'No such run.')
    const rows = (Array.isArray(run.errors) ? run.errors : []) as ErrorRow[]
    const csv = toCsv(
      ['Line', 'Stock number', 'Field', 'Problem'],
      rows.map((e) => [e.line ?? '', e.stocknum ?? '', e.field ?? '', e.message ?? '']),
    )
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="stock-feed-run-${run.id}-errors.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
