import { NextResponse } from 'next/server'

import { checkCode } from '@/data/customers/phone-verification'
import { VERIFICATION_MESSAGES } from '@/domain/verification'
import { checkCodeBody } from '@/forms/verification-schema'
import { apiError, unavailable } from '@/http/api-error'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { siteFeature } from '@tenants/flags'

const MAX_BODY_BYTES = 1024

/**
 * POST /api/verify-code {phone, code} — checks a phone code (finance §4 "Final submit order (1)
 * verify the code"). A code verifies once, expires after 10 minutes and dies after 5 wrong tries.
 *   200 {ok: true, verification} (a proof the finance submit carries) · 400 invalid_body {fields}
 *   · 404 unknown_site · 413 too_large · 422 invalid_code 'The verification code is invalid. Please
 *   try again.' · 429 rate_limited · 503 unavailable
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: checkCodeBody(siteFeature(site, 'sms_landlines')),
      messages: 'Send a JSON body with the phone and the 6-digit code.',
    })
    if (!body.ok) return body.response
    const dealershipSlug = site.dealerships.find((d) => d.slug === body.data.dealership_slug)?.slug ?? null
    try {
      const checked = await checkCode({ site, ...body.data, dealershipSlug })
      if (!checked.ok) return apiError(422, 'invalid_code', checked.message, { code: checked.message })
      return NextResponse.json({ ok: true, verification: checked.proof }, { headers: { 'cache-control': 'no-store' } })
    } catch (err) {
      console.error(`verification: checking a code on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not check the code just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'codeCheckPerIp', perSite: 'codeCheckPerSite', message: VERIFICATION_MESSAGES.tooMany } },
)
