import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { roleOf } from '@/access/roles'
import { refreshAfterBatch } from '@/data/cars/stock-import/refresh'
import { BATCH_CONTEXT } from '@/data/cars/stock-import/write'
import { BULK_MAX_CARS, priceChange } from '@/domain/bulk-cars'
import { CAR_ADMIN_STATUSES } from '@/domain/cars/vocabulary'
import { relationId } from '@/domain/ids'
import { payloadRouteError, readPayloadJson } from '@/http/payload-routes'
import { rateLimited } from '@/http/rate-limited'
import { rateLimits } from '@/limits/rate-limit'
import type { Car } from '@/payload-types'

/** BULK_MAX_CARS ids of up to 24 characters, quoted, and one change: well under 32 KB. */
const MAX_BODY_BYTES = 32 * 1024

const Id = z.union([z.number().int().positive(), z.string().regex(/^[0-9a-f]{1,24}$/i)])
const Body = z.discriminatedUnion('action', [
  z.object({ action: z.literal('mark_sold'), ids: z.array(Id).min(1).max(BULK_MAX_CARS) }),
  z.object({ action: z.literal('hide'), ids: z.array(Id).min(1).max(BULK_MAX_CARS) }),
  z.object({ action: z.literal('show'), ids: z.array(Id).min(1).max(BULK_MAX_CARS) }),
  z.object({
    action: z.literal('set_status'),
    ids: z.array(Id).min(1).max(BULK_MAX_CARS),
    status: z.enum(CAR_ADMIN_STATUSES),
  }),
  z.object({
    action: z.literal('adjust_price'),
    ids: z.array(Id).min(1).max(BULK_MAX_CARS),
    change: z.discriminatedUnion('by', [
      z.object({ by: z.literal('amount'), amount: z.number().finite().min(-1_000_000).max(1_000_000) }),
      z.object({ by: z.literal('percent'), percent: z.number().finite().min(-90).max(100) }),
    ]),
    keepWasPrice: z.boolean().default(false),
  }),
])

/**
 * POST /api/cars/bulk (docs/staff-guide.md "Export and bulk work"): mark sold, change status, hide or show, or adjust
 * prices by an amount or a percentage, for the selected cars. Each car is read and saved with the
 * staff member's access (another tenant's car id is simply not found), its own hooks skip the
 * index and cache, and both are refreshed once per tenant for the batch.
 */
export const bulkEditCars: Endpoint = {
  path: '/bulk',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!roleOf(req.user)) return payloadRouteError(401, 'unauthorised', 'Sign in as staff to change cars.')
    const body = await readPayloadJson(req, {
      maxBytes: MAX_BODY_BYTES,
      schema: Body,
      messages: `Choose up to ${BULK_MAX_CARS} cars and one change to make.`,
    })
    if (!body.ok) return body.response
    const input = body.data
    const verdict = await rateLimits().consume('bulkEditPerUser', String(req.user!.id))
    if (!verdict.ok) return rateLimited(verdict.retryAfterS)
    const { docs } = await req.payload.find({
      collection: 'cars',
      req,
      user: req.user,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { price: true, tenant: true },
      where: { id: { in: input.ids } },
    })
    const tenants = new Set<number | string>()
    let changed = 0
    for (const car of docs as Pick<Car, 'id' | 'price' | 'tenant'>[]) {
      const data =
        input.action === 'mark_sold'
          ? { status: 'sold' as const }
          : input.action === 'set_status'
            ? { status: input.status }
            : input.action === 'hide' || input.action === 'show'
              ? { show_on_dealer_website: input.action === 'show' }
              : priceChange(car.price, input.change, input.keepWasPrice)
      if (!data) continue
      await req.payload.update({
        collection: 'cars',
        id: car.id,
        data,
        req,
        user: req.user,
        overrideAccess: false,
        context: BATCH_CONTEXT,
      })
      tenants.add(relationId(car.tenant) as number)
      changed++
    }
    for (const tenant of tenants) await refreshAfterBatch(req, tenant)
    return Response.json(
      { changed, notFound: input.ids.length - docs.length },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
