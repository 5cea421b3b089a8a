import { NextResponse } from 'next/server'

import { carForFinance, dealershipForFinance, storeFinanceLead } from '@/data/finance'
import { isVerified } from '@/data/phone-verification'
import { CREDIT_RATING_LABELS } from '@/domain/finance/quote'
import { normalisePhone } from '@/domain/leads/phone'
import { formatPrice } from '@/domain/pricing/format'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import { FinanceLeadBody } from '@/forms/finance-schema'
import { apiError, unavailable } from '@/http/api-error'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { siteFeature } from '@tenants/flags'

const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/finance/lead — the finance enquiry's lead (finance §4 "send the lead and create the
 * finance customer in parallel"; category 'Finance Enquiry', tags YouX), stored in the site's tenant
 * with its delivery job like every lead. The phone must have passed the code check.
 *   201 {lead_id} · 400 invalid_body {fields} · 403 not_verified · 404 unknown_site | car_not_found
 *   · 413 too_large · 429 rate_limited | challenge_required with received: true (the lead kept, held as suspected;
 *   src/http/admission.ts) · 503 lead_not_saved
 */
export const POST = withSite(
  async (request, site) => {
    const schema = FinanceLeadBody(siteFeature(site, 'finance_postcode_required'), siteFeature(site, 'sms_landlines'))
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: schema,
      messages: FINANCE_MESSAGES.leadFailed,
    })
    if (!body.ok) return body.response
    const v = body.data
    const phone = normalisePhone(v.phone)
    if (!isVerified({ site, phone, proof: v.verification }))
      return apiError(403, 'not_verified', FINANCE_MESSAGES.notVerified, { code: FINANCE_MESSAGES.notVerified })
    const car = await carForFinance(site, v.car_id)
    if (v.car_id && !car) return apiError(404, 'car_not_found', 'We could not find that car on this site.')
    try {
      const dealership = await dealershipForFinance(site, car, v.dealership_slug)
      const lead = await storeFinanceLead({
        site,
        car,
        dealership,
        subcategory: null,
        contact: {
          name: v.name,
          last_name: v.last_name,
          email: v.email,
          phone,
          postcode: v.postcode || null,
          opt_in: v.subscribe,
        },
        message: `Finance enquiry: ${formatPrice(v.amount)} over ${v.term} years, credit ${CREDIT_RATING_LABELS[v.selfAssessedCreditScore].toLowerCase()}${v.whoIsHelping ? `, helped by ${v.whoIsHelping}` : ''}.`,
        payload: {
          amount: v.amount,
          term: v.term,
          selfAssessedCreditScore: v.selfAssessedCreditScore,
          whoIsHelping: v.whoIsHelping || null,
          subscribe: v.subscribe,
          car_year: car?.year ?? null,
          car_description: car?.name ?? null,
          car_type: car?.car_type ?? null,
          lead_attributes: v.lead_attributes,
        },
      })
      return NextResponse.json({ lead_id: lead.id }, { status: 201, headers: { 'cache-control': 'no-store' } })
    } catch (err) {
      console.error(`finance: lead on site ${site.slug} not saved`, err)
      return unavailable('lead_not_saved', FINANCE_MESSAGES.leadFailed)
    }
  },
  { limit: { perIp: 'leadPerIp', perSite: 'leadPerSite', hold: true } },
)
