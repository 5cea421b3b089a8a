import { NextResponse } from 'next/server'

import { carForFinance, dealershipForFinance, intakeFinanceEnquiry } from '@/data/cars/finance'
import { isVerified } from '@/data/customers/phone-verification'
import { normalisePhone } from '@/domain/leads/phone'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import { FinanceLeadBody } from '@/forms/finance-schema'
import { apiError, unavailable } from '@/http/api-error'
import { leadAnswerHeaders } from '@/http/lead-answer'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { siteFeature } from '@tenants/flags'

const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/finance/lead — the finance enquiry's lead (finance §4 "send the lead and create the
 * finance customer in parallel"; category 'Finance Enquiry', tags YouX), stored in the site's tenant
 * with its delivery job by the intake like every lead. The phone must have passed the code check.
 * The enquiry is one lead: its key is the verification proof, which POST /api/youx/create-customer
 * carries too, so whichever of the two arrives first stores it and the other (or a retry) finds it.
 *   201 {lead_id} (Idempotent-Replayed: true when it was stored already) · 400 invalid_body {fields}
 *   · 403 not_verified · 404 unknown_site | car_not_found
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
      const enquiry = {
        car,
        dealership,
        contact: {
          name: v.name,
          last_name: v.last_name,
          email: v.email,
          phone,
          postcode: v.postcode,
          opt_in: v.subscribe,
        },
        amount: v.amount,
        term: v.term,
        selfAssessedCreditScore: v.selfAssessedCreditScore,
        whoIsHelping: v.whoIsHelping || null,
        lead_attributes: v.lead_attributes,
      }
      const lead = await intakeFinanceEnquiry(site, enquiry, v.verification)
      return NextResponse.json({ lead_id: lead.id }, { status: 201, headers: leadAnswerHeaders(lead.replayed) })
    } catch (err) {
      console.error(`finance: lead on site ${site.slug} not saved`, err)
      return unavailable('lead_not_saved', FINANCE_MESSAGES.leadFailed)
    }
  },
  { limit: { perIp: 'leadPerIp', perSite: 'leadPerSite', hold: true } },
)
