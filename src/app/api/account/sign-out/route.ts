import { endSession } from '@/data/customer-session'
import { siteFromRequest } from '@/data/site-from-request'
import { unavailable, unknownSite } from '@/http/api-error'
import { clearSession, customerOfRequest } from '@/http/customer-cookie'
import { limitRequest } from '@/http/rate-limit'

/**
 * POST /api/account/sign-out — ends this browser's session (the sid leaves the customer's record,
 * so a copied cookie is dead too) and clears the cookie (finance §7 "Sign out … page refreshes").
 *   200 {ok} · 404 · 429 · 503
 */
export async function POST(request: Request) {
  const site = await siteFromRequest(request)
  if (!site) return unknownSite()
  const limited = await limitRequest(request.headers, site.id, { perIp: 'accountPerIp', perSite: 'accountPerSite' })
  if (limited) return limited
  try {
    const customer = await customerOfRequest(site, request)
    if (customer) await endSession(customer)
    return clearSession({ ok: true })
  } catch (err) {
    console.error(`account: sign-out on site ${site.slug} failed`, err)
    return unavailable('unavailable', 'We could not sign you out just now. Please try again in a moment.')
  }
}
