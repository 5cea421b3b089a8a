import { customerByPhone } from '@/data/customers/customers'
import { checkCode } from '@/data/customers/phone-verification'
import { startSession } from '@/data/customers/session'
import { signInBody } from '@/forms/account-schema'
import { apiError, unavailable } from '@/http/api-error'
import { withSession } from '@/http/customer-cookie'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { limitCodeCheck } from '@/http/verification-limits'
import { siteFeature } from '@tenants/flags'

const MAX_BODY_BYTES = 1024

/**
 * POST /api/account/sign-in {phone, code} — a shopper signs in with the code texted by
 * POST /api/rate-limit {phone, purpose: 'sign-in'} (finance §7 "verify phone and token with type sms").
 *   200 {ok, signed_in: true} + the session cookie · 200 {ok, signed_in: false, verification}: a
 *   first sign-in on this tenant, finish with POST /api/account/register · 400 · 404 · 413
 *   · 422 invalid_code · 429 · 503
 */
export const POST = withSite(
  async (request, site) => {
    const limited = await limitCodeCheck(request.headers)
    if (limited) return limited
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: signInBody(siteFeature(site, 'sms_landlines')),
      messages: 'Send a JSON body with the phone and the 6-digit code.',
    })
    if (!body.ok) return body.response
    try {
      const checked = await checkCode({ site, ...body.data, purpose: 'sign-in' })
      if (!checked.ok) return apiError(422, 'invalid_code', checked.message, { code: checked.message })
      const customer = await customerByPhone(site, checked.phone)
      if (!customer) return withSession({ ok: true, signed_in: false, verification: checked.proof }, null)
      return withSession({ ok: true, signed_in: true }, await startSession(site, customer.id))
    } catch (err) {
      console.error(`account: sign-in on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not sign you in just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'accountPerIp', perSite: 'accountPerSite' } },
)
