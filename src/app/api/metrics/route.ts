import { deliveryBacklog } from '@/data/leads/delivery-backlog'
import { apiError } from '@/http/api-error'
import { collectBacklog } from '@/ops/backlog-gauges'
import { metrics } from '@/ops/metrics'
import { metricsAccess } from '@/ops/metrics-token'

/**
 * GET /api/metrics: the process's metrics in Prometheus' text format (docs/deploy.md "Operations"), for a
 * scraper holding METRICS_TOKEN as a bearer token. Without METRICS_TOKEN it does not exist (404).
 * The backlog gauges are counted in the database as the scrape asks (bounded by a timeout).
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const access = metricsAccess(request.headers.get('authorization'), process.env.METRICS_TOKEN)
  if (access === 'disabled') return apiError(404, 'not_found', 'Not found.')
  if (access === 'denied') {
    const res = apiError(401, 'unauthorized', 'Send the metrics token as a bearer token.')
    res.headers.set('www-authenticate', 'Bearer realm="metrics"')
    return res
  }
  const m = metrics()
  await collectBacklog(m, () => deliveryBacklog())
  return new Response(await m.registry.metrics(), {
    headers: { 'content-type': m.registry.contentType, 'cache-control': 'no-store' },
  })
}
