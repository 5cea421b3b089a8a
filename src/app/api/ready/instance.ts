import { payloadClient } from '@/data/runtime/payload'
import { searchEngine } from '@/data/search/engine'
import { rateLimits } from '@/limits/rate-limit'
import { databaseProbe } from '@/ops/ready/database'
import { checkReadiness, optionalParts, type Probe, type Readiness, READY_TIMEOUT_MS } from '@/ops/ready/readiness'
import { redisProbe } from '@/ops/ready/redis'
import { searchProbe } from '@/ops/ready/search'
import { storageProbe } from '@/ops/ready/storage'

/** This instance's parts, as its environment configures them (docs/deploy.md "Operations"). */
export function instanceProbes(env: Record<string, string | undefined> = process.env): Probe[] {
  const redis = env.REDIS_URL ? redisProbe(rateLimits()) : null
  return [databaseProbe(payloadClient), ...(redis ? [redis] : []), searchProbe(searchEngine, env), storageProbe(env)]
}

/** The last state logged per part: a change is logged once, not every probe of a load balancer. */
const lastStates = new Map<string, 'up' | 'down'>()
let running: Promise<Readiness> | null = null

async function probeNow(env: Record<string, string | undefined>): Promise<Readiness> {
  const timeoutMs = Number(env.READY_TIMEOUT_MS) > 0 ? Number(env.READY_TIMEOUT_MS) : READY_TIMEOUT_MS
  const { readiness, failures } = await checkReadiness(instanceProbes(env), {
    timeoutMs,
    optional: optionalParts(env.READY_OPTIONAL),
  })
  for (const [part, report] of Object.entries(readiness.parts)) {
    const before = lastStates.get(part)
    lastStates.set(part, report.state)
    if (report.state === 'down' && before !== 'down') {
      const reason = failures.find((f) => f.part === part)?.reason
      console.warn(`ready: ${part} is down (${reason}); ${report.required ? 'not ready' : 'optional, still ready'}`)
    } else if (report.state === 'up' && before === 'down') console.info(`ready: ${part} is up again`)
  }
  return readiness
}

/**
 * This instance's readiness. Probes that arrive while one runs share it, so a flood of
 * GET /api/ready costs the database, Redis and storage one round of probes at a time.
 */
export function instanceReadiness(env: Record<string, string | undefined> = process.env): Promise<Readiness> {
  running ??= probeNow(env).finally(() => (running = null))
  return running
}
