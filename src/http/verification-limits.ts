import { alertPlatformStaff } from '@/data/admin/platform-alerts'
import type { Id } from '@/domain/ids'
import { normalisePhone, VERIFICATION_MESSAGES } from '@/domain/verification'
import { type RateLimits, rateLimits } from '@/limits/rate-limit'
import { resolvePolicy } from '@/limits/rate-limit-policies'

import { requireChallenge } from './admission'
import { clientIp } from './client-ip'
import { rateLimited } from './rate-limited'

/**
 * The limits on sending a code (finance §7 "POST /api/rate-limit … non-ok reply means too many
 * attempts"), past the route's own admission (per client address, and the site's normal rate in an
 * hour, past which every send needs a challenge: src/http/admission.ts). Here:
 * - per phone number, whatever site asks (the number is the victim of a flood);
 * - past a few sends an hour from one address, a solved challenge (SMS pumping costs the dealer);
 * - the site's daily budget of texts, past which sends stop and the platform's staff get one alert
 *   a day.
 * The 429 carries the spec's message (finance §8). Null to go on.
 */
export async function limitCodeSend(
  request: Request,
  site: { id: Id; slug: string },
  phone: string,
  limits: RateLimits = rateLimits(),
): Promise<Response | null> {
  const byPhone = await limits.consume('codeSendPerPhone', normalisePhone(phone))
  if (!byPhone.ok) return rateLimited(byPhone.retryAfterS, VERIFICATION_MESSAGES.tooMany)
  const often = await limits.consume('codeSendChallengePerIp', clientIp(request.headers).ip)
  if (!often.ok) {
    const challenge = await requireChallenge(request, site.id, limits)
    if (challenge) return challenge
  }
  const daily = await limits.consume('codeSendPerSiteDaily', String(site.id))
  if (!daily.ok) {
    const day = new Date().toISOString().slice(0, 10)
    if (await limits.firstTime('sms-budget-alert', `${site.id}:${day}`, 86_400))
      void alertPlatformStaff(
        `text-message budget spent on ${site.slug}`,
        `Site ${site.slug} has sent ${resolvePolicy('codeSendPerSiteDaily').points} phone codes today, its daily budget; no more codes are sent until it renews. Raise RATE_LIMIT_CODE_SEND_PER_SITE_DAILY if this is real demand; otherwise someone is spending the dealer's text messages.`,
      )
    return rateLimited(daily.retryAfterS, VERIFICATION_MESSAGES.tooMany)
  }
  return null
}

/**
 * The guessing bound of a sign-in, which checks a code inside its own account limits: per client
 * address only (a code also dies after 5 wrong tries). The site's budget is the route's admission
 * (src/http/admission.ts), so another client's flood never refuses this shopper.
 */
export async function limitCodeCheck(headers: Headers, limits: RateLimits = rateLimits()): Promise<Response | null> {
  const byIp = await limits.consume('codeCheckPerIp', clientIp(headers).ip)
  return byIp.ok ? null : rateLimited(byIp.retryAfterS, VERIFICATION_MESSAGES.tooMany)
}
