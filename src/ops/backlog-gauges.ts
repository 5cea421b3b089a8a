import { type Metrics, UNDELIVERED } from './metrics'
import { READY_TIMEOUT_MS, withTimeout } from './ready/readiness'

/** The counts the gauges show, as src/data/leads/delivery-backlog.ts reads them (handed in: ops sits below src/data). */
export type BacklogCounts = {
  leads: Record<(typeof UNDELIVERED)[keyof typeof UNDELIVERED], number>
  jobs: Record<string, number>
}

let warnedAt = 0

/**
 * Sets the backlog gauges from the database at scrape time. A database that does not answer in
 * time leaves them out of this scrape (an alert on their absence fires) rather than stale, and says
 * so in the log at most once a minute.
 */
export async function collectBacklog(
  m: Metrics,
  read: () => Promise<BacklogCounts>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<boolean> {
  try {
    const backlog = await withTimeout(read, timeoutMs)
    for (const [state, status] of Object.entries(UNDELIVERED)) m.leadsUndelivered.set({ state }, backlog.leads[status])
    for (const [queue, n] of Object.entries(backlog.jobs)) m.jobsPending.set({ queue }, n)
    return true
  } catch (err) {
    m.leadsUndelivered.reset()
    m.jobsPending.reset()
    if (Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now()
      console.warn(`metrics: the delivery backlog could not be counted (${(err as Error).message})`)
    }
    return false
  }
}
