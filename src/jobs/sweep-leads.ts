import type { Payload, TaskConfig } from 'payload'

import { LEAD_QUEUE, queueLeadDeliveryJob, strandedLeadIds } from '@/data/leads/delivery'

import { deliveryRuntime } from './clock'

/** A lead untouched this long while owed a try has lost its job (the job's runner died, or a crash came between store and queue). */
export const STRANDED_AFTER_MS = 10 * 60_000

/**
 * The outbox's safety net: every minute, leads still pending or failed whose try is long overdue get
 * a new job. A duplicate job is harmless (the claim, and "not due yet", make it a no-op).
 */
export const sweepLeadsTask: TaskConfig<{ input: object; output: { queued: number } }> = {
  slug: 'sweepLeadDeliveries',
  label: 'Re-queue leads whose delivery job was lost',
  schedule: [{ cron: '0 * * * * *', queue: LEAD_QUEUE }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => ({ output: { queued: await sweepStrandedLeads(req.payload) } }),
}

/** Completed delivery jobs are kept this long (the lead itself records every attempt). */
export const KEEP_COMPLETED_JOBS_MS = 24 * 3_600_000

/** Queue a job for each stranded lead, and prune old completed jobs; answers how many were queued. */
export async function sweepStrandedLeads(payload: Payload): Promise<number> {
  const now = deliveryRuntime.now().getTime()
  const ids = await strandedLeadIds(payload, new Date(now - STRANDED_AFTER_MS))
  for (const id of ids) await queueLeadDeliveryJob(payload, id)
  await payload.db.deleteMany({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'deliverLead' } },
        { completedAt: { less_than: new Date(now - KEEP_COMPLETED_JOBS_MS).toISOString() } },
      ],
    },
  })
  return ids.length
}
