import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { Id } from '@/domain/ids'
import { RELEASED_FOR_DELIVERY } from '@/domain/leads/delivery/status'

import { queueLeadDeliveryJob } from './lead-delivery'
import { payloadClient } from './payload'

/**
 * Releases held leads for delivery (README "Security"): the shopper's browser solved the challenge
 * on its retry of the same submission, so the leads its first, unchecked try stored are theirs. A
 * lead is released once: one that is no longer held (a person released it) is left alone. The
 * update and the delivery job are one transaction where the database has them.
 */
export async function releaseHeldLeads(ids: readonly Id[]): Promise<void> {
  const payload = await payloadClient()
  for (const id of ids) {
    const req = await createLocalReq({}, payload)
    const own = await initTransaction(req)
    try {
      const { docs } = await payload.update({
        collection: 'leads',
        where: { and: [{ id: { equals: id } }, { delivery_status: { equals: 'held' } }] },
        data: RELEASED_FOR_DELIVERY,
        overrideAccess: true,
        depth: 0,
        select: { type: true },
        req,
      })
      if (docs.length) await queueLeadDeliveryJob(payload, id, { req })
      if (own) await commitTransaction(req)
    } catch (err) {
      if (own) await killTransaction(req)
      throw err
    }
  }
}
