import { NextResponse } from 'next/server'

import { carForFinance, dealershipForFinance, FINANCE_APPLICATION_SUBCATEGORY, storeFinanceLead } from '@/data/finance'
import { isVerified } from '@/data/phone-verification'
import { CREDIT_RATING_LABELS } from '@/domain/finance/quote'
import { formatPrice } from '@/domain/pricing/format'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import { CreateCustomerBody } from '@/forms/finance-schema'
import { apiError } from '@/http/api-error'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { FinanceProviderError, getFinanceProvider } from '@/integrations/finance-provider'

const MAX_BODY_BYTES = 16 * 1024

/**
 * POST /api/youx/create-customer (finance §7) {data, additionalData, verification} — creates the
 * finance customer with the site's lender, once the phone passed the code check (`verification` is
 * the proof POST /api/verify-code answered). The local lender stores the application in the site's
 * tenant and delivers it like a lead; a hosted lender answers its own address.
 *   200 {redirectUrl} · 400 invalid_body · 403 not_verified · 404 unknown_site | car_not_found
 *   · 413 too_large · 429 rate_limited · 502 customer_failed 'Failed to create customer with YouX'
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
      const customer = {
        data,
        additionalData: { ...additionalData, car_type: car?.car_type ?? additionalData.car_type },
      }
      const { redirectUrl } = await getFinanceProvider().createCustomer(customer, {
        storeApplication: (c) =>
          storeFinanceLead({
            site,
            car,
            dealership,
            subcategory: FINANCE_APPLICATION_SUBCATEGORY,
            contact: {
              name: c.data.firstName,
              last_name: c.data.lastName,
              email: c.data.email,
              phone: c.data.phoneNumber,
              postcode: c.data.postCode,
              opt_in: c.data.subscribe,
            },
            message: `Finance application: ${formatPrice(c.data.purchasePrice)} over ${c.data.loanTerm} years, credit ${CREDIT_RATING_LABELS[c.data.selfAssessedCreditScore].toLowerCase()}.`,
            payload: { finance_application: c.data, additionalData: c.additionalData },
          }),
        receivedUrl: (id) => `/finance/application-received?ref=${encodeURIComponent(String(id))}`,
      })
      return NextResponse.json({ redirectUrl }, { headers: { 'cache-control': 'no-store' } })
    } catch (err) {
      console.error(`finance: create customer on site ${site.slug} failed`, err)
      const message =
        err instanceof FinanceProviderError ? FINANCE_MESSAGES.customerRejected : FINANCE_MESSAGES.customerNotOk
      return apiError(502, 'customer_failed', message)
    }
  },
  { limit: { perIp: 'leadPerIp', perSite: 'leadPerSite', hold: true } },
)
