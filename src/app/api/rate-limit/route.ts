import { NextResponse } from 'next/server'

import { sendCode } from '@/data/customers/phone-verification'
import { VERIFICATION_MESSAGES } from '@/domain/verification'
import { sendCodeBody } from '@/forms/verification-schema'
import { apiError, unavailable } from '@/http/api-error'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { limitCodeSend } from '@/http/verification-limits'
import { SmsConfigError } from '@/integrations/sms'
import { siteFeature } from '@tenants/flags'

const MAX_BODY_BYTES = 1024

/**
 * POST /api/rate-limit {phone, purpose?, dealership_slug?} — sends a phone code (finance §4 "Code
 * sending", §7 "POST /api/rate-limit … non-ok reply means too many attempts").
 *   200 {ok: true, expires_at} · 400 invalid_body {fields} · 404 unknown_site · 413 too_large
 *   429 rate_limited 'Too many verification attempts. Please try again later.' (Retry-After) |
 *   challenge_required (past a few sends an hour from one address, or the site's normal rate)
 *   502 sms_failed (the gateway refused or timed out) · 503 sms_unconfigured | unavailable
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: sendCodeBody(siteFeature(site, 'sms_landlines')),
      messages: 'Send a JSON body with the phone to send a code to.',
    })
    if (!body.ok) return body.response
    const limited = await limitCodeSend(request, site, body.data.phone)
    if (limited) return limited
    const dealershipSlug = site.dealerships.find((d) => d.slug === body.data.dealership_slug)?.slug ?? null
    try {
      const sent = await sendCode({ site, phone: body.data.phone, purpose: body.data.purpose, dealershipSlug })
      if (!sent.ok)
        return apiError(
          sent.reason === 'invalid_phone' ? 400 : 502,
          sent.reason === 'invalid_phone' ? 'invalid_body' : 'sms_failed',
          sent.message,
          sent.reason === 'invalid_phone' ? { phone: sent.message } : undefined,
        )
      return NextResponse.json(
        { ok: true, expires_at: new Date(sent.expiresAt).toISOString() },
        { headers: { 'cache-control': 'no-store' } },
      )
    } catch (err) {
      if (err instanceof SmsConfigError) {
        console.error(`verification: ${err.message}`)
        return unavailable(
          'sms_unconfigured',
          'Phone verification is not available right now. Please call the dealership.',
        )
      }
      console.error(`verification: sending a code on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not send the code just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'codeSendPerIp', perSite: 'codeSendPerSite', message: VERIFICATION_MESSAGES.tooMany } },
)
