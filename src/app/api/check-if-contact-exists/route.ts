import { NextResponse } from 'next/server'

import { contactExists } from '@/data/leads/contacts'
import { normalisePhone } from '@/domain/leads/phone'
import { apiError, unavailable } from '@/http/api-error'
import { ContactPhoneQuery } from '@/http/contracts/leads'
import { rateLimited } from '@/http/rate-limited'
import { withSite } from '@/http/site-route'
import { rateLimits } from '@/limits/rate-limit'

const PhoneNumber = ContactPhoneQuery.shape.phone_number

/**
 * GET /api/check-if-contact-exists?phone_number= (finance §7) — whether the site's tenant already
 * has a contact with this number: {exists: boolean} and nothing about them. Rate-limited per
 * address and per site, and per number of the tenant (docs/features/security.md "Rate limits and bodies"): asking
 * about one number from many addresses is enumeration, never a shopper. Never cached.
 *   200 {exists} · 400 invalid_query {fields} · 404 unknown_site · 429 rate_limited · 503 unavailable
 */
export const GET = withSite(
  async (request, site) => {
    const parsed = PhoneNumber.safeParse(new URL(request.url).searchParams.get('phone_number') ?? '')
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'That is not a phone number.'
      return apiError(400, 'invalid_query', message, { phone_number: message })
    }
    const perPhone = await rateLimits().consume(
      'contactLookupPerPhone',
      `${site.tenantId}:${normalisePhone(parsed.data)}`,
    )
    if (!perPhone.ok) return rateLimited(perPhone.retryAfterS)
    try {
      const exists = await contactExists(site, parsed.data)
      return NextResponse.json({ exists }, { headers: { 'cache-control': 'private, no-store' } })
    } catch (err) {
      console.error(`contact lookup on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not check that number just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'contactLookupPerIp', perSite: 'contactLookupPerSite' } },
)
