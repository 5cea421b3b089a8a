import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import { ROUTE_GROUPS, type RouteGroup, routeGroup } from './route-group'

/**
 * Every Prometheus metric of the process (docs/deploy.md "Operations"), in one registry that
 * GET /api/metrics answers. Next builds the proxy, the route handlers, Payload's hooks and the
 * instrumentation hook into separate bundles, each with its own copy of this module: the registry
 * and its metrics live on globalThis, so whichever bundle comes first makes them and every other
 * counts into the same ones. The production server (scripts/server.mjs) reports each request
 * through `observeRequest`, which src/instrumentation.ts installs for it.
 *
 * Labels take values from small fixed sets (route groups, rate-limit policy names, delivery
 * outcomes, queue names): never a path, a host or an id.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** A lead's delivery state as the backlog gauge names it; `retrying` is the stored `failed`. */
export const UNDELIVERED = { pending: 'pending', retrying: 'failed', dead: 'dead', held: 'held' } as const
export type DeliveryEvent = 'sent' | 'retrying' | 'dead'

function defineMetrics(registers: Registry[]) {
  return {
    httpRequests: new Counter({
      name: 'forecourt_http_requests_total',
      help: 'Requests answered by the production server, by route group and status class (aborted: the client left first).',
      labelNames: ['group', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'forecourt_http_request_duration_seconds',
      help: 'Time from a request reaching the production server to its last byte, by route group.',
      labelNames: ['group'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    leadsAccepted: new Counter({
      name: 'forecourt_leads_accepted_total',
      help: 'Leads stored by this process; held="true": suspected, held until a person releases it.',
      labelNames: ['held'] as const,
      registers,
    }),
    leadDeliveries: new Counter({
      name: 'forecourt_lead_deliveries_total',
      help: 'Delivery tries run by this process, by outcome: sent, retrying (failed, tried again later) or dead (given up).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    leadsUndelivered: new Gauge({
      name: 'forecourt_leads_undelivered',
      help: 'Leads not yet delivered, by delivery state, counted in the database at scrape time (every instance sees the same).',
      labelNames: ['state'] as const,
      registers,
    }),
    jobsPending: new Gauge({
      name: 'forecourt_jobs_pending',
      help: 'Jobs of the Jobs Queue not yet completed nor failed for good, by queue, counted in the database at scrape time.',
      labelNames: ['queue'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'forecourt_rate_limit_refusals_total',
      help: 'Requests a rate-limit policy had no points left for, by policy (a *PerSite policy asks for a challenge instead of refusing).',
      labelNames: ['policy'] as const,
      registers,
    }),
    challenges: new Counter({
      name: 'forecourt_challenges_total',
      help: 'Proof-of-work challenges: issued (429 challenge_required), held (a lead stored held with it) and solved.',
      labelNames: ['event'] as const,
      registers,
    }),
    pageCache: new Counter({
      name: 'forecourt_page_cache_requests_total',
      help: 'Shared-page lookups answered from the cache (hit) or rendered for it (miss).',
      labelNames: ['result'] as const,
      registers,
    }),
    searchDuration: new Histogram({
      name: 'forecourt_search_duration_seconds',
      help: 'Stock searches (one query or one multi-search), by engine.',
      labelNames: ['engine'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    searchErrors: new Counter({
      name: 'forecourt_search_errors_total',
      help: 'Stock searches that failed, by engine.',
      labelNames: ['engine'] as const,
      registers,
    }),
  }
}

export type Metrics = { registry: Registry } & ReturnType<typeof defineMetrics>

function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const made = { registry, ...defineMetrics([registry]) }
  zeroSeries(made)
  return made
}

const KEY = Symbol.for('forecourt.metrics')
const holder = globalThis as unknown as { [KEY]?: Metrics }

/** The process's metrics (one set, whatever bundle asks). */
export const metrics = (): Metrics => (holder[KEY] ??= createMetrics())

/** The status class a request is counted under. */
export const statusClass = (status: number, finished: boolean) =>
  finished ? `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx` : 'aborted'

/** One request the production server answered (src/ops/request-observer.ts passes it on). */
export function observeRequest(target: string, status: number, finished: boolean, seconds: number) {
  const group: RouteGroup = routeGroup(target)
  const m = metrics()
  m.httpRequests.inc({ group, status: statusClass(status, finished) })
  m.httpDuration.observe({ group }, seconds)
}

/** Every series a dashboard expects exists from the first scrape, at 0. */
function zeroSeries(m: Metrics) {
  for (const group of ROUTE_GROUPS) m.httpDuration.zero({ group })
  for (const held of ['true', 'false']) m.leadsAccepted.inc({ held }, 0)
  for (const outcome of ['sent', 'retrying', 'dead'] satisfies DeliveryEvent[]) m.leadDeliveries.inc({ outcome }, 0)
  for (const result of ['hit', 'miss']) m.pageCache.inc({ result }, 0)
  for (const event of ['issued', 'held', 'solved']) m.challenges.inc({ event }, 0)
}
