import { NextResponse } from 'next/server'

import {
  attachLenderReply,
  carForFinance,
  dealershipForFinance,
  intakeFinanceEnquiry,
  lenderReplyOf,
} from '@/data/cars/finance'
import { isVerified } from '@/data/customers/phone-verification'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import { CreateCustomerBody } from '@/forms/finance-schema'
import { apiError } from '@/http/api-error'
import { leadAnswerHeaders } from '@/http/lead-answer'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { FinanceProviderError, getFinanceProvider } from '@/integrations/finance-provider'

const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/youx/create-customer (finance §7) {data, additionalData, verification} — creates the
 * finance customer with the site's lender, once the phone passed the code check (`verification` is
 * the proof POST /api/verify-code answered). It runs beside POST /api/finance/lead (finance §4
 * "Final submit order" (3)), and the enquiry is one lead: stored first, by whichever of the two
 * arrives first (both carry the proof that keys it, src/data/cars/finance.ts), then the lender is asked,
 * and its reply is kept on that lead. The local lender's answer is the "application received" page
 * of that lead; a hosted lender answers its own address. A retry (the same proof) gets the kept
 * reply without asking the lender again.
 *   200 {redirectUrl} · 400 invalid_body · 403 not_verified · 404 unknown_site | car_not_found
 *   · 413 too_large · 429 rate_limited | challenge_required with received: true (the lead kept, held
 *   as suspected; src/http/admission.ts) · 502 customer_failed 'Failed to create customer with YouX'
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: CreateCustomerBody,
      messages: 'Send the finance application as JSON.',
    })
    if (!body.ok) return body.response
    const { data, additionalData, verification } = body.data
    if (!isVerified({ site, phone: data.phoneNumber, proof: verification }))
      return apiError(403, 'not_verified', FINANCE_MESSAGES.notVerified, { code: FINANCE_MESSAGES.notVerified })
    try {
      const car = await carForFinance(site, additionalData.car_id)
      if (additionalData.car_id && !car)
        return apiError(404, 'car_not_found', 'We could not find that car on this site.')
      const dealership = await dealershipForFinance(site, car, additionalData.dealership_slug)
      const lead = await intakeFinanceEnquiry(
        site,
        {
          car,
          dealership,
          contact: {
            name: data.firstName,
            last_name: data.lastName,
            email: data.email,
            phone: data.phoneNumber,
            postcode: data.postCode,
            opt_in: data.subscribe,
          },
          amount: data.purchasePrice,
          term: data.loanTerm,
          selfAssessedCreditScore: data.selfAssessedCreditScore,
          whoIsHelping: additionalData.whoIsHelping || null,
          lead_attributes: additionalData.lead_attributes,
        },
        verification,
      )
      const answer = (redirectUrl: string, replayed: boolean) =>
        NextResponse.json({ redirectUrl }, { headers: leadAnswerHeaders(replayed) })
      const kept = lead.replayed ? await lenderReplyOf(lead.id) : null
      if (kept) return answer(kept.redirectUrl, true)

      const customer = {
        data,
        additionalData: { ...additionalData, car_type: car?.car_type ?? additionalData.car_type },
      }
      const provider = getFinanceProvider()
      const { redirectUrl } = await provider.createCustomer(customer, {
        enquiryLead: async () => ({ id: lead.id }),
        receivedUrl: (id) => `/finance/application-received?ref=${encodeURIComponent(String(id))}`,
      })
      // The shopper's customer exists: a reply that could not be kept is logged, not refused.
      await attachLenderReply(site, lead.id, {
        provider: provider.kind,
        redirectUrl,
        application: customer.data,
        additionalData: customer.additionalData,
      }).catch((err) => console.error(`finance: the lender's reply to lead ${lead.id} was not kept`, err))
      return answer(redirectUrl, false)
    } catch (err) {
      console.error(`finance: create customer on site ${site.slug} failed`, err)
      const message =
        err instanceof FinanceProviderError ? FINANCE_MESSAGES.customerRejected : FINANCE_MESSAGES.customerNotOk
      return apiError(502, 'customer_failed', message)
    }
  },
  { limit: { perIp: 'leadPerIp', perSite: 'leadPerSite', hold: true } },
)
