import { BlockList, isIP } from 'node:net'

import { rateLimits } from '@/limits/rate-limit'
import type { RatePolicyName } from '@/limits/rate-limit-policies'

import { clientIp } from './client-ip'
import { rateLimited } from './rate-limited'

/**
 * Per-address limits of the costly anonymous reads (docs/features/security.md "Rate limits and bodies"): a page the
 * shared cache cannot answer, a vehicle PDF, a sitemap or feed. They refuse only the sender. An
 * address on this machine (a health check, this server's own render for the page cache, a browser
 * on the same host) is never limited: behind a proxy the client's address is the proxy's to tell.
 */
const LOCAL = new BlockList()
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4')
LOCAL.addAddress('::1', 'ipv6')

const isLocal = (ip: string) => isIP(ip) !== 0 && LOCAL.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')

/** Takes a point from the request's address: the retry delay (seconds) when refused, else null. */
export async function readRefused(headers: Headers, policy: RatePolicyName): Promise<number | null> {
  const { ip } = clientIp(headers)
  if (isLocal(ip)) return null
  const verdict = await rateLimits().consume(policy, ip)
  return verdict.ok ? null : verdict.retryAfterS
}

/** The route handlers' form: a 429 with Retry-After and the error shape of every endpoint, or null. */
export async function limitRead(headers: Headers, policy: RatePolicyName): Promise<Response | null> {
  const retryAfterS = await readRefused(headers, policy)
  return retryAfterS === null ? null : rateLimited(retryAfterS)
}
