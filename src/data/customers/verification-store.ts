import type { Redis } from 'ioredis'

import { rateLimits } from '@/limits/rate-limit'

/** A sent code as stored: its keyed hash (never the code), its expiry (epoch ms). */
export type StoredCode = { hash: string; expiresAt: number }

/** One try at a code: the stored code and which try this is (counted before any comparison). */
export type CodeTry = { exists: false } | ({ exists: true; attempt: number } & StoredCode)

/**
 * Where sent codes wait for their check: Redis when `REDIS_URL` is set (every instance sees the same
 * code and the same try count), else this process's memory (one instance; development and tests).
 */
export interface CodeStore {
  /** Stores a new code for `key`, replacing any earlier one and its tries. */
  put(key: string, code: StoredCode): Promise<void>
  /** Counts one try at `key` and answers the stored code with that try's number. */
  attempt(key: string): Promise<CodeTry>
  remove(key: string): Promise<void>
}

export function memoryCodeStore(now: () => number = Date.now): CodeStore {
  const codes = new Map<string, StoredCode & { tries: number }>()
  return {
    async put(key, code) {
      codes.set(key, { ...code, tries: 0 })
      // Expired entries go as new ones arrive, so the map cannot grow without bound.
      for (const [k, v] of codes) if (v.expiresAt <= now()) codes.delete(k)
    },
    async attempt(key) {
      const found = codes.get(key)
      if (!found) return { exists: false }
      found.tries += 1
      return { exists: true, hash: found.hash, expiresAt: found.expiresAt, attempt: found.tries }
    },
    async remove(key) {
      codes.delete(key)
    },
  }
}

/** Redis hashes {hash, exp, tries} that expire with the code; HINCRBY counts each try atomically. */
export function redisCodeStore(
  redis: Redis,
  prefix: string,
  connected: () => Promise<unknown> = async () => undefined,
): CodeStore {
  const k = (key: string) => `${prefix}:${key}`
  return {
    async put(key, code) {
      await connected()
      const ttl = Math.max(1, code.expiresAt - Date.now())
      await redis
        .multi()
        .del(k(key))
        .hset(k(key), { hash: code.hash, exp: String(code.expiresAt), tries: '0' })
        .pexpire(k(key), ttl)
        .exec()
    },
    async attempt(key) {
      await connected()
      const result = await redis.multi().hincrby(k(key), 'tries', 1).hgetall(k(key)).exec()
      if (!result) throw new Error('verification store: Redis transaction aborted')
      for (const [err] of result) if (err) throw err
      const [incremented, read] = result
      if (!incremented || !read) throw new Error('verification store: Redis transaction gave too few replies')
      const tries = Number(incremented[1])
      const row = read[1] as Record<string, string>
      if (!row.hash) {
        await redis.del(k(key)) // HINCRBY made a key for a code that does not exist (or just expired)
        return { exists: false }
      }
      return { exists: true, hash: row.hash, expiresAt: Number(row.exp), attempt: tries }
    },
    async remove(key) {
      await connected()
      await redis.del(k(key))
    },
  }
}

const holder = globalThis as unknown as { forecourtCodeStore?: CodeStore }

/** The process's code store: on the rate limits' Redis connection when there is one. */
export function codeStore(): CodeStore {
  if (!holder.forecourtCodeStore) {
    const limits = rateLimits()
    holder.forecourtCodeStore = limits.redis
      ? redisCodeStore(limits.redis, `${process.env.RATE_LIMIT_PREFIX || 'forecourt:rl'}:vcode`, limits.settled)
      : memoryCodeStore()
  }
  return holder.forecourtCodeStore
}
