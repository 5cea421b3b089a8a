import { commitTransaction, type Endpoint, initTransaction, killTransaction } from 'payload'

import { LEAD_DELIVERY_QUEUE, RELEASED_FOR_DELIVERY } from '@/domain/leads/delivery/status'
import { payloadRouteError } from '@/http/payload-routes'

/**
 * POST /api/leads/{id}/retry-delivery — staff press "Retry delivery" (docs/features/leads.md "Lead delivery"), or
 * "Release and deliver" on a suspected lead that is held (docs/features/security.md "Security"). The lead goes back to
 * pending, no longer suspected, with a new 24-hour window, and one job is queued in the same
 * transaction; only the transports not yet sent are tried. A staff member reaches only their own
 * tenant's leads.
 */
export const retryDeliveryEndpoint: Endpoint = {
  path: '/:id/retry-delivery',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return payloadRouteError(401, 'unauthorised', 'Please sign in.')
    const id = String(req.routeParams?.id ?? '')
    const lead = await req.payload
      .findByID({ collection: 'leads', id, depth: 0, overrideAccess: false, user: req.user, req, disableErrors: true })
      .catch(() => null)
    if (!lead) return payloadRouteError(404, 'not_found', 'No such lead.')
    if (lead.delivery_status === 'sent')
      return payloadRouteError(409, 'already_sent', 'This lead was already delivered.')
    const own = await initTransaction(req)
    try {
      await req.payload.update({
        collection: 'leads',
        id: lead.id,
        overrideAccess: true,
        req,
        depth: 0,
        data: RELEASED_FOR_DELIVERY,
      })
      await req.payload.jobs.queue({
        task: 'deliverLead',
        queue: LEAD_DELIVERY_QUEUE,
        input: { lead: String(lead.id) },
        req,
      })
      if (own) await commitTransaction(req)
    } catch (err) {
      if (own) await killTransaction(req)
      throw err
    }
    return Response.json({ lead_id: lead.id, delivery_status: 'pending' })
  },
}
