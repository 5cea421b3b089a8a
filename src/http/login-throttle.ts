import { pbkdf2, randomBytes } from 'node:crypto'

import { isRateLimiterRes, type RateLimits } from '@/limits/rate-limit'
import { metrics } from '@/ops/metrics'

import { clientIp } from './client-ip'

/**
 * docs/features/security.md "Rate limits and bodies", "Sign-in": sign-in is throttled by progressive delay instead of
 * Payload's account lock (which any stranger could trigger for any address). Each key below allows
 * `free` attempts an hour; past that, one attempt per cooldown that doubles with every further
 * attempt (1 s, 2 s, 4 s … at most 60 s), and early tries get 429 with Retry-After. The owner of an
 * account therefore waits at most a minute, and a guesser gets about one try a minute per key.
 */
export const LOGIN_THROTTLE = {
  /** One address, whatever accounts it tries: a shared office address signs in many staff. */
  ip: { free: 50, why: 'An office behind one address signs in all its staff each morning.' },
  /** One account from one address: a person mistyping their password. */
  accountFromIp: { free: 5, why: 'Five typos before the first pause.' },
  /** One account from anywhere: a guesser spread over many addresses. */
  account: {
    free: 100,
    why: 'Only a distributed guesser reaches this; the owner, on their own address, is still let in after a pause.',
  },
  windowS: 60 * 60,
  maxCooldownS: 60,
} as const

/** Seconds to wait before the attempt after `attempts` earlier ones (0 while within `free`). */
export function loginCooldownS(attempts: number, free: number): number {
  if (attempts < free) return 0
  return Math.min(2 ** (attempts - free), LOGIN_THROTTLE.maxCooldownS)
}

/** One message for every refusal, whether the account exists or not. */
export const LOGIN_THROTTLED_MESSAGE = (s: number) =>
  `Too many sign-in attempts. Please wait ${s} seconds and try again.`

type Key = { name: 'ip' | 'accountFromIp' | 'account'; id: string }

/**
 * The throttle, over the process's rate-limit store. `begin` answers `{ retryAfterS }` when the
 * attempt must wait, else `done`, to call with the outcome. A cooldown runs from the end of the
 * failed attempt (a slow password check does not eat it up). Past its free attempts a key admits
 * one attempt at a time: the attempt holds the key until its outcome sets the next cooldown.
 */
export function loginThrottle(limits: RateLimits) {
  const attempts = (name: Key['name']) => limits.limiter(`login-attempts-${name}`, 1_000_000, LOGIN_THROTTLE.windowS)
  const cooldown = (name: Key['name']) => limits.limiter(`login-cooldown-${name}`, 1, 1)
  const seenOf = async (key: Key) => (await attempts(key.name).get(key.id))?.consumedPoints ?? 0

  /** Takes the key's slot if it is past its free attempts: 0, or the seconds to wait. */
  async function hold(key: Key): Promise<{ waitS: number; held: boolean }> {
    if ((await seenOf(key)) < LOGIN_THROTTLE[key.name].free) return { waitS: 0, held: false }
    try {
      // Atomic: of the attempts that arrive together, only one takes the slot.
      await cooldown(key.name).consume(key.id)
      await cooldown(key.name).block(key.id, LOGIN_THROTTLE.maxCooldownS)
      return { waitS: 0, held: true }
    } catch (err) {
      if (isRateLimiterRes(err)) return { waitS: Math.max(1, Math.ceil(err.msBeforeNext / 1000)), held: false }
      throw err
    }
  }

  /** Sets the key's cooldown from its count now (none within the free attempts). */
  async function settle(key: Key) {
    const waitS = loginCooldownS(await seenOf(key), LOGIN_THROTTLE[key.name].free)
    if (waitS > 0) await cooldown(key.name).block(key.id, waitS)
    else await cooldown(key.name).delete(key.id)
  }

  return {
    async begin(
      headers: Headers,
      email: string | null,
    ): Promise<{ retryAfterS: number } | { done: (succeeded: boolean) => Promise<void> }> {
      await limits.settled()
      const ip = clientIp(headers).ip
      const keys: Key[] = [{ name: 'ip', id: ip }]
      if (email) keys.push({ name: 'accountFromIp', id: `${email}|${ip}` }, { name: 'account', id: email })
      const held: Key[] = []
      try {
        for (const key of keys) {
          const { waitS, held: took } = await hold(key)
          if (took) held.push(key)
          if (waitS) {
            metrics().rateLimitRefusals.inc({ policy: 'login' })
            await Promise.all(held.map(settle)) // give back the slots taken for this refused attempt
            return { retryAfterS: waitS }
          }
        }
        await Promise.all(keys.map((k) => attempts(k.name).consume(k.id)))
      } catch (err) {
        // Fail open: memory insurance already covers a Redis outage; this is a fault beyond it.
        console.error('login throttle could not be checked; the attempt is let through', err)
      }
      return {
        done: async (succeeded) => {
          try {
            if (succeeded) {
              // The owner proved who they are: their account starts afresh; the address gets this try back.
              await Promise.all([
                ...keys.filter((k) => k.name !== 'ip').map((k) => attempts(k.name).delete(k.id)),
                attempts('ip').reward(ip, 1),
              ])
            }
            await Promise.all(keys.map(settle))
          } catch (err) {
            console.error('login throttle: could not record the outcome of a sign-in', err)
          }
        },
      }
    },
  }
}

/** Payload's current password hash (pbkdf2-sha256, 600,000 rounds, 32 bytes): the cost of a real check. */
export function equalCostHash(password: string): Promise<void> {
  return new Promise((resolve) =>
    pbkdf2(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256', () => resolve()),
  )
}
