import type { Endpoint, PayloadRequest } from 'payload'

import { roleOf } from '@/access/roles'
import { queueFeedRun } from '@/data/cars/stock-feeds/schedule'
import { payloadRouteError } from '@/http/payload-routes'

const ACTIONS = ['run', 'confirm', 'pause', 'resume'] as const
type Action = (typeof ACTIONS)[number]

/**
 * POST /api/dealerships/:id/stock-feed/:action (docs/features/stock-feeds.md "Run now, pause,
 * confirm"): `run` queues a run now, `confirm` queues a run that applies a held file as the full
 * stock list, `pause` and `resume` switch the schedule. The dealership is read and written with the
 * staff member's access: another tenant's is not found.
 */
export const stockFeedActions: Endpoint = {
  path: '/:id/stock-feed/:action',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!roleOf(req.user)) return payloadRouteError(401, 'unauthorised', 'Sign in as staff.')
    const action = String(req.routeParams?.action ?? '') as Action
    if (!ACTIONS.includes(action)) return payloadRouteError(404, 'not_found', 'No such stock feed action.')
    const dealership = await req.payload
      .findByID({
        collection: 'dealerships',
        id: String(req.routeParams?.id ?? ''),
        user: req.user,
        overrideAccess: false,
        depth: 0,
      })
      .catch(() => null)
    if (!dealership) return payloadRouteError(404, 'not_found', 'No such dealership.')
    if (action === 'pause' || action === 'resume') {
      await req.payload.update({
        collection: 'dealerships',
        id: dealership.id,
        data: { stock_feed: { ...dealership.stock_feed, enabled: action === 'resume' } },
        user: req.user,
        overrideAccess: false,
        depth: 0,
      })
      return Response.json({ enabled: action === 'resume' })
    }
    await queueFeedRun(req.payload, dealership.id, action === 'confirm' ? 'confirm' : 'manual')
    return Response.json({ queued: true }, { status: 202 })
  },
}
