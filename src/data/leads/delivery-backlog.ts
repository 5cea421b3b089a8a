import type { Payload } from 'payload'

import { LEAD_DELIVERY_QUEUE } from '@/domain/leads/delivery/status'

import { payloadClient } from '../runtime/payload'

/** The queues the Jobs Queue runs (src/jobs/index.ts): lead deliveries and the rest. */
export const JOB_QUEUES = [LEAD_DELIVERY_QUEUE, 'default'] as const

/** Stored delivery statuses of leads that have not reached the dealer (src/domain/leads/delivery/status.ts). */
const UNDELIVERED_STATUSES = ['pending', 'failed', 'dead', 'held'] as const
export type UndeliveredStatus = (typeof UNDELIVERED_STATUSES)[number]

export type DeliveryBacklog = {
  leads: Record<UndeliveredStatus, number>
  jobs: Record<(typeof JOB_QUEUES)[number], number>
}

/**
 * What is waiting, counted in the database (so every instance, and a `npm run jobs` worker's
 * progress, agree): leads by undelivered status (an indexed column), and jobs per queue that are
 * neither completed nor failed for good (a retry waiting for its time included). Read by
 * GET /api/metrics at scrape time, six small counts.
 */
export async function deliveryBacklog(payload?: Payload): Promise<DeliveryBacklog> {
  const client = payload ?? (await payloadClient())
  const countLeads = async (status: UndeliveredStatus) =>
    [
      status,
      (
        await client.count({
          collection: 'leads',
          overrideAccess: true,
          where: { delivery_status: { equals: status } },
        })
      ).totalDocs,
    ] as const
  const countJobs = async (queue: (typeof JOB_QUEUES)[number]) =>
    [
      queue,
      (
        await client.count({
          collection: 'payload-jobs',
          overrideAccess: true,
          where: {
            and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
          },
        })
      ).totalDocs,
    ] as const
  const [leads, jobs] = await Promise.all([
    Promise.all(UNDELIVERED_STATUSES.map(countLeads)),
    Promise.all(JOB_QUEUES.map(countJobs)),
  ])
  return {
    leads: Object.fromEntries(leads) as DeliveryBacklog['leads'],
    jobs: Object.fromEntries(jobs) as DeliveryBacklog['jobs'],
  }
}
