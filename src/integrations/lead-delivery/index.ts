/**
 * Delivery of stored leads to the dealer's CRM — the seam, not the transport (a later issue).
 * ARCHITECTURE "Lead durability": validate, store the lead, answer the shopper, then deliver it
 * through an outbox with retries. Every lead is stored with `payload.delivery.status = 'pending'`
 * before this is called, so the outbox worker can find what was never delivered; a queue here
 * must never throw at the shopper.
 */
export type LeadForDelivery = {
  id: number | string
  tenant: number | string
  site: number | string
  type: string
  event_id: number
}

/** A delivery transport. The default only records that the lead is waiting. */
export interface LeadDeliveryQueue {
  enqueue(lead: LeadForDelivery): Promise<void>
}

/** Ids recorded as pending by the default queue in this process (for tests and diagnostics). */
const pending: (number | string)[] = []
const MAX_REMEMBERED = 1000

const recordPendingOnly: LeadDeliveryQueue = {
  async enqueue(lead) {
    pending.push(lead.id)
    if (pending.length > MAX_REMEMBERED) pending.shift()
    console.info(`[lead-delivery] lead ${lead.id} (event ${lead.event_id}) stored; delivery pending: no CRM transport configured`)
  },
}

let queue: LeadDeliveryQueue = recordPendingOnly

export const setLeadDeliveryQueue = (next: LeadDeliveryQueue) => (queue = next)
export const pendingLeadDeliveries = (): readonly (number | string)[] => pending

/** The delivery status a new lead is stored with. */
export const PENDING_DELIVERY = { status: 'pending' } as const

/** Hand a stored lead to delivery. Failures are logged: the lead is already safe in the database. */
export async function queueLeadDelivery(lead: LeadForDelivery): Promise<void> {
  try {
    await queue.enqueue(lead)
  } catch (err) {
    console.error(`[lead-delivery] could not queue lead ${lead.id}; it stays pending`, err)
  }
}
