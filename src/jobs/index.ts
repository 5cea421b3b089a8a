import type { JobsConfig } from 'payload'

import { isSuperAdminUser } from '@/access/roles'
import { LEAD_QUEUE } from '@/data/leads/delivery'

import { deliverLeadTask } from './deliver-lead'
import { releaseReservationsTask } from './release-reservations'
import { savedSearchAlertsTask } from './saved-search-alerts'
import { runStockFeedTask, scheduleStockFeedsTask } from './stock-feeds'
import { sweepLeadsTask } from './sweep-leads'

/** Whether this process runs the queues itself (docs/features/leads.md "Lead delivery" step 2). */
const autoRuns = () => (process.env.JOBS_AUTORUN ?? (process.env.NODE_ENV === 'test' ? 'false' : 'true')) === 'true'

const superAdmin = ({ req }: { req: { user?: unknown } }) => isSuperAdminUser(req.user as never)

/**
 * Payload's Jobs Queue, the leads' outbox (docs/features/leads.md "Lead delivery"): the server runs the `leads`
 * queue every few seconds (autoRun; started by src/instrumentation.ts), and `npm run jobs` runs it
 * in a worker process too. Both at once are safe: a lead is claimed before it is sent
 * (src/data/leads/delivery.ts). JOBS_AUTORUN=false leaves the running to workers; tests run jobs
 * themselves.
 */
export const jobs: JobsConfig = {
  tasks: [
    deliverLeadTask,
    sweepLeadsTask,
    releaseReservationsTask,
    savedSearchAlertsTask,
    runStockFeedTask,
    scheduleStockFeedsTask,
  ] as JobsConfig['tasks'],
  // Off (JOBS_AUTORUN=false), no crons at all: Payload's cron would still run the schedules every
  // 2 s (reads and writes that cost a lead intake server CPU for jobs it never runs); the workers
  // (scripts/jobs.ts) and any server that runs the queue schedule them.
  autoRun: () =>
    autoRuns()
      ? [
          { cron: '*/2 * * * * *', queue: LEAD_QUEUE, limit: 25 },
          // Pages' scheduled publish and unpublish (collections/Pages), queued by the admin on 'default',
          // and the saved-search alerts (src/jobs/saved-search-alerts.ts).
          { cron: '*/10 * * * * *', queue: 'default', limit: 10 },
        ]
      : [],
  shouldAutoRun: autoRuns,
  // Completed jobs are kept (two runners finishing one job would race a delete); the sweep prunes them.
  deleteJobOnComplete: false,
  // Jobs name leads of every tenant: only platform staff see or run them.
  access: { run: superAdmin, queue: superAdmin, cancel: superAdmin },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    // Like every collection (collections/index.ts): with one lockable collection Payload brings
    // back its platform-wide payload-locked-documents collection, which Forecourt turns off (docs/features/security.md
    // "Walls", "Document locking is off").
    lockDocuments: false,
    access: {
      ...defaultJobsCollection.access,
      read: superAdmin,
      create: () => false,
      update: superAdmin,
      delete: superAdmin,
    },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Platform',
      hidden: ({ user }) => !isSuperAdminUser(user as never),
    },
  }),
}
