import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { roleOf } from '@/access/roles'
import { runStockImport } from '@/data/cars/stock-import/run'
import { payloadRouteError } from '@/http/payload-routes'
import { rateLimited } from '@/http/rate-limited'
import { rateLimits } from '@/limits/rate-limit'
import type { User } from '@/payload-types'

const Options = z.object({
  dealership: z.union([z.number().int().positive(), z.string().regex(/^[0-9a-f]{1,24}$/i)]),
  format: z.enum(['csv', 'json']).optional(),
  full: z.boolean().default(false),
  dryRun: z.boolean().default(true),
  saveMapping: z.boolean().default(false),
  mapping: z.record(z.string(), z.string().max(100)).optional(),
})

/**
 * POST /api/cars/import (multipart: `file` and `_payload` = JSON options; docs/features/stock-import.md "Stock import").
 * Staff only; the file is at most Payload's upload limit (20 MB, refused before it is read past
 * that), one import per user at a time is enough, so imports are rate limited per user.
 */
export const importStock: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!roleOf(req.user)) return payloadRouteError(401, 'unauthorised', 'Sign in as staff to import stock.')
    try {
      await addDataAndFileToRequest(req)
    } catch {
      // A malformed multipart body or _payload JSON is the sender's mistake: a 400, never a 500.
      return payloadRouteError(400, 'bad_request', 'Send the file as multipart form data with _payload as JSON.')
    }
    const options = Options.safeParse(req.data ?? {})
    if (!options.success)
      return payloadRouteError(
        400,
        'bad_options',
        `Choose a dealership and the import options (${options.error.issues[0]?.path.join('.')}).`,
      )
    const file = req.file
    if (!file?.data?.length) return payloadRouteError(400, 'no_file', 'Choose a CSV or JSON file of cars to import.')
    const verdict = await rateLimits().consume('stockImportPerUser', String(req.user!.id))
    if (!verdict.ok) return rateLimited(verdict.retryAfterS)
    const format =
      options.data.format ?? (/\.json$/i.test(file.name) || file.mimetype === 'application/json' ? 'json' : 'csv')
    const result = await runStockImport(req.payload, req.user as User, {
      ...options.data,
      format,
      content: file.data.toString('utf8'),
    })
    if ('error' in result) return payloadRouteError(result.error.status, result.error.code, result.error.message)
    return Response.json(result, { headers: { 'cache-control': 'no-store' } })
  },
}
