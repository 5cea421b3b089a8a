import type { TaskConfig } from 'payload'

import { releaseExpiredReservations } from '@/data/customers/reservation-release'
import { LEAD_QUEUE } from '@/data/leads/delivery'

import { deliveryRuntime } from './clock'

/**
 * A reservation that is not paid within 30 minutes is released (docs/features/reservations.md "Reserve and online purchase,
 * and payments"): every minute, online reservations still awaiting payment past their hold are
 * released, so the car can be reserved again. (Stripe's own `checkout.session.expired` webhook
 * releases them too; whichever comes first.)
 */
export const releaseReservationsTask: TaskConfig<{ input: object; output: { released: number } }> = {
  slug: 'releaseReservations',
  label: 'Release unpaid reservations after 30 minutes',
  schedule: [{ cron: '30 * * * * *', queue: LEAD_QUEUE }],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => ({
    output: { released: await releaseExpiredReservations(req.payload, deliveryRuntime.now().getTime()) },
  }),
}
