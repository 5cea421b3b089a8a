import { z } from 'zod'

import type { BulkAction } from '@/domain/bulk-cars'
import type { StockImportReport } from '@/domain/stock-import/report'

import { contract } from './define'

/**
 * The admin's own calls: Payload endpoints of the collections (collections/<name>/endpoints),
 * reached with the staff cookie. They are staff-only, so /api/openapi.json leaves them out
 * (docs/features/public-api.md "What the document leaves out"); the typed client still types them.
 */
type ReviewsImportAnswer = {
  created?: number
  unchanged?: number
  errors?: { line?: number; location?: string; message: string }[]
}

export const staffContracts = {
  'cars-bulk': contract({
    method: 'POST',
    path: '/api/cars/bulk',
    summary: 'Changes many cars at once (the cars list bulk actions)',
    audience: 'staff',
    request: z.custom<{ ids: (number | string)[]; action: BulkAction } & Record<string, unknown>>(),
    response: z.custom<{ changed: number; notFound: number }>(),
    status: 200,
    errors: [400, 403],
  }),
  'cars-import': contract({
    method: 'POST',
    path: '/api/cars/import',
    summary: 'Imports a stock file (multipart; sent with upload progress by the import form)',
    audience: 'staff',
    response: z.custom<StockImportReport>(),
    status: 200,
    errors: [400, 403],
  }),
  'lead-retry-delivery': contract({
    method: 'POST',
    path: '/api/leads/{id}/retry-delivery',
    summary: "Queues a lead's delivery again",
    audience: 'staff',
    params: z.object({ id: z.string() }),
    response: z.custom<{ lead_id: number | string; delivery_status: 'pending' }>(),
    status: 200,
    errors: [403, 404],
  }),
  'reviews-import-csv': contract({
    method: 'POST',
    path: '/api/reviews/import-csv',
    summary: 'Imports reviews from a CSV file into one tenant',
    audience: 'staff',
    request: z.object({ csv: z.string() }),
    response: z.custom<ReviewsImportAnswer>(),
    status: 201,
    errors: [400, 403],
  }),
  'reviews-import-hosted': contract({
    method: 'POST',
    path: '/api/reviews/import-hosted',
    summary: 'Imports reviews from the hosted reviews service into one tenant',
    audience: 'staff',
    request: z.object({}),
    response: z.custom<ReviewsImportAnswer>(),
    status: 200,
    errors: [400, 403],
  }),
  'stock-feed-runs': contract({
    method: 'GET',
    path: '/api/stock-feed-runs',
    summary: 'A dealership\'s stock feed run history (Payload REST; docs/features/stock-feeds.md "Run history")',
    audience: 'staff',
    request: z.custom<Record<string, string | number>>(),
    response: z.custom<{ docs?: Record<string, unknown>[] }>(),
    status: 200,
    errors: [403],
  }),
  'stock-feed-action': contract({
    method: 'POST',
    path: '/api/dealerships/{id}/stock-feed/{action}',
    summary: "Runs, confirms, pauses or resumes a dealership's stock feed",
    audience: 'staff',
    params: z.object({ id: z.string(), action: z.enum(['run', 'confirm', 'pause', 'resume']) }),
    request: z.object({}),
    response: z.custom<Record<string, unknown>>(),
    status: 200,
    errors: [400, 403, 404, 409],
  }),
  tenants: contract({
    method: 'GET',
    path: '/api/tenants',
    summary: "The staff member's tenants (Payload REST)",
    audience: 'staff',
    request: z.object({ limit: z.number(), depth: z.number(), sort: z.string() }),
    response: z.custom<{ docs?: { id: number | string; name: string }[] }>(),
    status: 200,
    errors: [403],
  }),
  'users-invite': contract({
    method: 'POST',
    path: '/api/users/invite',
    summary: 'Invites a staff member by e-mail',
    audience: 'staff',
    request: z.custom<{ name: string; email: string; role?: string; tenant?: number | string }>(),
    response: z.custom<{ user: { id: number | string; email: string }; message: string }>(),
    status: 201,
    errors: [400, 403],
  }),
} as const
