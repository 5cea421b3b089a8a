import { createCustomer, customerByPhone } from '@/data/customers'
import { startSession } from '@/data/customer-session'
import { isVerified } from '@/data/phone-verification'
import { siteFromRequest } from '@/data/site-from-request'
import { RegisterBody } from '@/forms/account-schema'
import { apiError, unavailable, unknownSite } from '@/http/api-error'
import { withSession } from '@/http/customer-cookie'
import { limitRequest } from '@/http/rate-limit'
import { smallJsonBody } from '@/http/small-json-body'

const MAX_BODY_BYTES = 2048

/**
 * POST /api/account/register {phone, verification, name, last_name, email} — the first sign-in of a
 * phone on this tenant (finance §7 "send a text-message code: name, last_name, email"): the proof
 * from /api/account/sign-in shows the phone was verified on this site in the last 30 minutes.
 *   200 {ok, signed_in: true} + the session cookie · 400 invalid_body · 403 not_verified · 404 · 413 · 429 · 503
 */
export async function POST(request: Request) {
  const site = await siteFromRequest(request)
  if (!site) return unknownSite()
  const limited = await limitRequest(request.headers, site.id, { perIp: 'accountPerIp', perSite: 'accountPerSite' })
  if (limited) return limited
  const body = await smallJsonBody(request, MAX_BODY_BYTES, RegisterBody, 'Please check the highlighted fields.')
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
}
