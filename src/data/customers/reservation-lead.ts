import type { Id } from '@/domain/ids'
import { relationId } from '@/domain/ids'
import { leadEventId } from '@/domain/leads/event-id'
import { LEAD_SOURCE } from '@/domain/leads/extras'
import { depositStateWords, type ReservationStatus, RESERVE_LINK_TEXT } from '@/domain/reservations'
import type { Car, Customer } from '@/payload-types'

import { intakeLead, type IntakeSite, type LeadDraft } from '../leads/intake'
import { payloadClient } from '../runtime/payload'

/**
 * A reservation is a lead (docs/features/reservations.md "Reserve and online purchase, and payments"): the dealership is
 * told through the one intake and its delivery job, like any other lead, with the car and the
 * deposit's state. Sent when the reservation is asked at the dealership, and when an online deposit
 * is paid; the reservation's id and state key it, so a webhook retried by the provider is one lead.
 */
export async function reportReservation(site: IntakeSite, reservationId: Id): Promise<void> {
  const payload = await payloadClient()
  const r = await payload.findByID({
    collection: 'reservations',
    id: reservationId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!r) return
  const car = typeof r.car === 'object' ? (r.car as Car) : null
  const customer = typeof r.customer === 'object' ? (r.customer as Customer) : null
  const status = r.status as ReservationStatus
  const deposit = depositStateWords(r.deposit, r.provider as 'dealership' | 'stripe', status)
  const carName = car?.name ?? r.car_name ?? 'a car'
  const draft: LeadDraft = {
    type: 'reserve',
    car: car?.id ?? relationId(r.car),
    dealership: relationId(car?.dealership),
    event_id: leadEventId({ kind: 'reserve', car_type: car?.car_type ?? null, tag: car?.tag ?? null }),
    category: RESERVE_LINK_TEXT.bar,
    subcategory: deposit,
    source: LEAD_SOURCE,
    contact: {
      name: customer?.name ?? null,
      last_name: customer?.last_name ?? null,
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      opt_in: false,
    },
    message: `Reserved ${carName}. ${deposit}.`,
    payload: {
      reservation: { id: r.id, status, deposit: r.deposit, provider: r.provider, deposit_state: deposit },
    },
  }
  const key = `reservation-${r.id}-${status}`
  await intakeLead(site, draft, { idempotency: { key, fingerprint: key } })
}
