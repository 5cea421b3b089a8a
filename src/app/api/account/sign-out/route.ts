import { endSession } from '@/data/customers/session'
import { unavailable } from '@/http/api-error'
import { clearSession, customerOfRequest } from '@/http/customer-cookie'
import { withSite } from '@/http/site-route'

/**
 * POST /api/account/sign-out — ends this browser's session (the sid leaves the customer's record,
 * so a copied cookie is dead too) and clears the cookie (finance §7 "Sign out … page refreshes").
 *   200 {ok} · 404 · 429 · 503
 */
export const POST = withSite(
  async (request, site) => {
    try {
      const customer = await customerOfRequest(site, request)
      if (customer) await endSession(customer)
      return clearSession({ ok: true })
    } catch (err) {
      console.error(`account: sign-out on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not sign you out just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'accountPerIp', perSite: 'accountPerSite' } },
)
