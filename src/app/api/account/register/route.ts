import { createCustomer, customerByPhone } from '@/data/customers/customers'
import { isVerified } from '@/data/customers/phone-verification'
import { startSession } from '@/data/customers/session'
import { registerBody } from '@/forms/account-schema'
import { apiError, unavailable } from '@/http/api-error'
import { withSession } from '@/http/customer-cookie'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { siteFeature } from '@tenants/flags'

const MAX_BODY_BYTES = 2048

/**
 * POST /api/account/register {phone, verification, name, last_name, email} — the first sign-in of a
 * phone on this tenant (finance §7 "send a text-message code: name, last_name, email"): the proof
 * from /api/account/sign-in shows the phone was verified on this site in the last 30 minutes.
 *   200 {ok, signed_in: true} + the session cookie · 400 invalid_body · 403 not_verified · 404 · 413 · 429 · 503
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: registerBody(siteFeature(site, 'sms_landlines')),
      messages: 'Please check the highlighted fields.',
    })
    if (!body.ok) return body.response
    const { verification, ...details } = body.data
    if (!isVerified({ site, phone: details.phone, proof: verification }))
      return apiError(403, 'not_verified', 'Your code has expired. Please ask for a new code and try again.')
    try {
      const customer = (await customerByPhone(site, details.phone)) ?? (await createCustomer(site, details))
      return withSession({ ok: true, signed_in: true }, await startSession(site, customer.id))
    } catch (err) {
      console.error(`account: registering on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not sign you in just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'accountPerIp', perSite: 'accountPerSite' } },
)
