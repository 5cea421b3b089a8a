import { Redis } from 'ioredis'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { metrics } from '@/ops/metrics'

import { type RatePolicyName, resolvePolicy } from './rate-limit-policies'

/**
 * A refusal from rate-limiter-flexible (it rejects with a RateLimiterRes, not an Error). Checked by
 * shape too: the production build can hold two copies of the library's class, and then a plain
 * instanceof missed every refusal on the sign-in route, so no attempt was ever throttled.
 */
export function isRateLimiterRes(err: unknown): err is RateLimiterRes {
  return (
    err instanceof RateLimiterRes ||
    (typeof err === 'object' && err !== null && typeof (err as { msBeforeNext?: unknown }).msBeforeNext === 'number')
  )
}

export type Verdict = { ok: true } | { ok: false; retryAfterS: number }

/**
 * The counters behind every rate limit: in Redis when `REDIS_URL` is set (shared by all instances),
 * else in this process's memory. When Redis is down each Redis limiter falls back to an in-memory
 * insurance limiter with the same numbers, so a shopper's lead is never refused or turned into a
 * 500 by a Redis outage: limits then hold per instance instead of per fleet, and one line per
 * minute says so in the log.
 */
export function createRateLimits({
  redisUrl,
  prefix,
  env = process.env,
}: {
  redisUrl?: string
  prefix: string
  env?: Record<string, string | undefined>
}) {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : null
  let lastWarned = 0
  const warn = (err: unknown) => {
    if (Date.now() - lastWarned < 60_000) return
    lastWarned = Date.now()
    console.warn(
      `rate limits: Redis unavailable (${err instanceof Error ? err.message : String(err)}); counting in memory on this instance`,
    )
  }
  redis?.on('error', warn)
  // The first requests wait (at most a second) for the first connection, so a fresh instance does not
  // split its first counts between memory and Redis; after that an outage falls to memory at once.
  const connected: Promise<unknown> = redis
    ? Promise.race([
        new Promise((r) => redis.once('ready', r)),
        new Promise((r) => redis.once('error', r)),
        new Promise((r) => setTimeout(r, 1000).unref()),
      ])
    : Promise.resolve()

  const limiters = new Map<string, RateLimiterAbstract>()
  /** One limiter per name and numbers; keys live under `${prefix}:${name}:`. */
  function limiter(name: string, points: number, durationS: number): RateLimiterAbstract {
    const id = `${name}:${points}:${durationS}`
    let found = limiters.get(id)
    if (!found) {
      const keyPrefix = `${prefix}:${name}`
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationS })
      found = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix,
            points,
            duration: durationS,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory
      limiters.set(id, found)
    }
    return found
  }

  /** Takes one point from `key` under the named policy. Fails open (with a log line) only if even memory fails. */
  async function consume(name: RatePolicyName, key: string, points = 1): Promise<Verdict> {
    const policy = resolvePolicy(name, env)
    await connected
    try {
      await limiter(name, policy.points, policy.durationS).consume(key, points)
      return { ok: true }
    } catch (err) {
      if (isRateLimiterRes(err)) {
        metrics().rateLimitRefusals.inc({ policy: name })
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) }
      }
      console.error(`rate limits: ${name} could not be checked; the request is let through`, err)
      return { ok: true }
    }
  }

  /** True the first time `key` is seen in `windowS` seconds (a view counted once per visitor per day). */
  async function firstTime(name: string, key: string, windowS: number): Promise<boolean> {
    await connected
    try {
      const res = await limiter(name, 1, windowS).consume(key)
      return res.consumedPoints <= 1
    } catch (err) {
      if (isRateLimiterRes(err)) return false
      console.error(`rate limits: ${name} could not be checked; counting the event`, err)
      return true
    }
  }

  /**
   * Whether `key` has used up the named policy's points, without spending one (a site past its
   * normal rate asks for challenges: src/http/admission.ts). False when it cannot be told.
   */
  async function spent(name: RatePolicyName, key: string): Promise<boolean> {
    const policy = resolvePolicy(name, env)
    await connected
    try {
      const res = await limiter(name, policy.points, policy.durationS).get(key)
      return res !== null && res.consumedPoints >= policy.points
    } catch (err) {
      console.error(`rate limits: ${name} could not be read; treating the budget as open`, err)
      return false
    }
  }

  // A few minutes' memory of small JSON values, shared by every instance through Redis when there is
  // one: what a suspected submission answered, for its challenged retry (src/http/admission.ts).
  const notes = new Map<string, { value: string; until: number }>()
  const NOTES_MAX = 10_000
  async function keep(key: string, value: unknown, ttlS: number): Promise<void> {
    const text = JSON.stringify(value)
    const name = `${prefix}:note:${key}`
    if (redis?.status === 'ready') {
      try {
        await redis.set(name, text, 'EX', ttlS)
        return
      } catch (err) {
        warn(err)
      }
    }
    if (notes.size >= NOTES_MAX) notes.delete(notes.keys().next().value!)
    notes.set(name, { value: text, until: Date.now() + ttlS * 1000 })
  }
  /** The value kept under `key`, removed as it is read (so it is used once), or null. */
  async function take<T>(key: string): Promise<T | null> {
    const name = `${prefix}:note:${key}`
    const local = notes.get(name)
    if (local) {
      notes.delete(name)
      if (local.until > Date.now()) return JSON.parse(local.value) as T
    }
    if (redis?.status !== 'ready') return null
    try {
      const text = await redis.getdel(name)
      return text === null ? null : (JSON.parse(text) as T)
    } catch (err) {
      warn(err)
      return null
    }
  }

  /** Resolves once Redis is connected (true), or at once without Redis (false). Until then, memory counts. */
  const ready = (): Promise<boolean> =>
    !redis
      ? Promise.resolve(false)
      : redis.status === 'ready'
        ? Promise.resolve(true)
        : new Promise((r) => redis.once('ready', () => r(true)))

  return {
    consume,
    spent,
    keep,
    take,
    firstTime,
    limiter,
    settled: () => connected,
    redis,
    ready,
    close: async () => void (await redis?.quit().catch(() => undefined)),
  }
}

export type RateLimits = ReturnType<typeof createRateLimits>

const holder = globalThis as unknown as { forecourtRateLimits?: RateLimits }

/** The process's limits, from REDIS_URL and RATE_LIMIT_PREFIX (one set per process, whatever bundles import it). */
export function rateLimits(): RateLimits {
  holder.forecourtRateLimits ??= createRateLimits({
    redisUrl: process.env.REDIS_URL || undefined,
    prefix: process.env.RATE_LIMIT_PREFIX || 'forecourt:rl',
  })
  return holder.forecourtRateLimits
}
