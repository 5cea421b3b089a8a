import { normalisePhone, VERIFICATION_MESSAGES } from '@/domain/verification'

import { clientIp } from './client-ip'
import { rateLimited, type RateLimits, rateLimits } from './rate-limit'

/**
 * The limits on sending a code (finance §7 "POST /api/rate-limit … non-ok reply means too many
 * attempts"): per client address, per phone number (whatever site asks: the number is the victim
 * of a flood) and per site. The 429 carries the spec's message (finance §8). Null to go on.
 */
export async function limitCodeSend(
  headers: Headers,
  siteId: number | string,
  phone: string,
  limits: RateLimits = rateLimits(),
): Promise<Response | null> {
  const checks = [
    limits.consume.bind(null, 'codeSendPerIp', clientIp(headers).ip),
    limits.consume.bind(null, 'codeSendPerPhone', normalisePhone(phone)),
    limits.consume.bind(null, 'codeSendPerSite', String(siteId)),
  ]
  for (const check of checks) {
    const verdict = await check()
    if (!verdict.ok) return rateLimited(verdict.retryAfterS, VERIFICATION_MESSAGES.tooMany)
  }
  return null
}

/** The limits on checking a code: per client address and per site (a code also dies after 5 wrong tries). */
export async function limitCodeCheck(
  headers: Headers,
  siteId: number | string,
  limits: RateLimits = rateLimits(),
): Promise<Response | null> {
  const byIp = await limits.consume('codeCheckPerIp', clientIp(headers).ip)
  if (!byIp.ok) return rateLimited(byIp.retryAfterS, VERIFICATION_MESSAGES.tooMany)
  const bySite = await limits.consume('codeCheckPerSite', String(siteId))
  if (!bySite.ok) return rateLimited(bySite.retryAfterS, VERIFICATION_MESSAGES.tooMany)
  return null
}
