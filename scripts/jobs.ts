/**
 * `npm run jobs`: a worker process that runs the lead-delivery queue (Payload's Jobs Queue) beside
 * the web servers, for scale. Safe to run beside the servers' own autoRun and beside other workers:
 * a lead is claimed before it is sent (src/data/leads/delivery.ts). Stops on SIGINT/SIGTERM after
 * the batch in hand. JOBS_INTERVAL_MS (default 1000) is the pause when the queue is empty; JOBS_NICE
 * (default 10) its CPU priority below the web servers'.
 */
import os from 'node:os'

import { getPayload } from 'payload'

import config from '@payload-config'

import { joinDeployment } from '../src/cache/generation'
import { claimDueJobs } from '../src/data/leads/job-claims'
import { feedSecretKey } from '../src/db/secret'
import { LEAD_DELIVERY_QUEUE } from '../src/domain/leads/delivery/status'
import { FEED_QUEUE } from '../src/domain/stock-feeds/runs'

// Delivery is background work: on a machine it shares with web servers, it yields the CPU to their
// answers, so a flood of leads is taken at the servers' pace and delivered as CPU allows (JOBS_NICE,
// default 10; 0 keeps the normal priority). Where it may not lower itself it runs as it is.
const nice = Number(process.env.JOBS_NICE ?? 10)
if (nice > 0) {
  try {
    os.setPriority(0, Math.min(19, nice))
  } catch {
    // not permitted here: the normal priority
  }
}

// A production worker refuses to start without the key that opens stock-feed credentials.
feedSecretKey()
const payload = await getPayload({ config })
// A job that changes stock or content (a reservation released) tells the web servers: their page
// caches and embedded search engines (docs/deploy.md "Running several instances").
joinDeployment()
const idleMs = Number(process.env.JOBS_INTERVAL_MS ?? 1000)
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stopping = true))
// Leads first; the stock feeds (docs/features/stock-feeds.md) run only here, never on a web server.
const QUEUES = [LEAD_DELIVERY_QUEUE, FEED_QUEUE]
payload.logger.info(`jobs worker: running the "${QUEUES.join('" and "')}" queues (pid ${process.pid})`)

const BATCH = 25
const silent = { info: true } as const

/** One batch of due jobs, taken by this worker alone where the database allows it; answers how many ran. */
async function runBatch(queue: string, limit: number): Promise<number> {
  const ids = await claimDueJobs(payload, queue, limit)
  if (ids) {
    await Promise.all(ids.map((id) => payload.jobs.runByID({ id, silent })))
    return ids.length
  }
  const result = await payload.jobs.run({ queue, limit, silent })
  return Object.keys(result.jobStatus ?? {}).length
}

let lastSchedule = 0
while (!stopping) {
  try {
    if (Date.now() - lastSchedule > 30_000) {
      lastSchedule = Date.now()
      for (const queue of QUEUES) await payload.jobs.handleSchedules({ queue })
    }
    // One feed at a time per worker: an import is long and heavy, and leads must not wait behind many.
    const ran = (await runBatch(LEAD_DELIVERY_QUEUE, BATCH)) + (await runBatch(FEED_QUEUE, 1))
    // One line per batch: what this worker did (tests/integration/lead-delivery-worker.test.ts reads it).
    if (ran) payload.logger.info(`jobs worker: ran ${ran} job(s)`)
    else await new Promise((r) => setTimeout(r, idleMs))
  } catch (err) {
    payload.logger.error({ err, msg: 'jobs worker: run failed' })
    await new Promise((r) => setTimeout(r, idleMs))
  }
}
await payload.destroy()
process.exit(0)
