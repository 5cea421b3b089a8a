import type { RateLimits } from '@/limits/rate-limit'

import type { Probe } from './readiness'

/**
 * A PING on the Redis connection the rate limits and the shared caches use (REDIS_URL). Its offline
 * queue is off, so a connection that is down fails at once instead of waiting. Null when no
 * REDIS_URL is set: the instance then keeps those in its own memory and has no Redis to probe.
 */
export const redisProbe = (limits: RateLimits): Probe | null => {
  const redis = limits.redis
  if (!redis) return null
  return {
    name: 'redis',
    async check() {
      await limits.settled() // a fresh instance's first connection (at most a second)
      if (redis.status !== 'ready') throw new Error(`not connected (${redis.status})`)
      await redis.ping()
    },
  }
}
