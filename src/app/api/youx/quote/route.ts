import { NextResponse } from 'next/server'

import { carForFinance, dealershipForFinance } from '@/data/cars/finance'
import { FINANCE_MESSAGES } from '@/forms/finance-messages'
import { QuoteBody } from '@/forms/finance-schema'
import { apiError } from '@/http/api-error'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'
import { getFinanceProvider } from '@/integrations/finance-provider'

const MAX_BODY_BYTES = 2048

/**
 * POST /api/youx/quote (finance §7) {selfAssessedCreditScore, purchasePrice, loanTerm, year, vin,
 * nvic, whoIsHelping, car_id?} — the instant quote of the site's lender for the car (or the site's
 * dealership). The price is clamped to 10,000–200,000 and the term to 1–7 years (finance §5).
 *   200 {weeklyRepaymentAmount, advertisedRate, comparisonRate} · 400 invalid_body · 404 unknown_site
 *   · 413 too_large · 429 rate_limited · 502 quote_failed 'Failed to get YouX quick quote'
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: QuoteBody,
      messages: 'Send a JSON body with the purchase price, term and credit rating.',
    })
    if (!body.ok) return body.response
    const { car_id, ...input } = body.data
    try {
      const car = await carForFinance(site, car_id)
      const dealership = await dealershipForFinance(site, car)
      const quote = await getFinanceProvider().quote(
        {
          ...input,
          year: input.year ?? car?.year ?? null,
          vin: input.vin ?? car?.vin ?? null,
          nvic: input.nvic ?? null,
        },
        dealership ?? {},
      )
      return NextResponse.json(quote, { headers: { 'cache-control': 'no-store' } })
    } catch (err) {
      console.error(`${FINANCE_MESSAGES.quoteFailed} (site ${site.slug})`, err)
      return apiError(502, 'quote_failed', FINANCE_MESSAGES.quoteFailed)
    }
  },
  { limit: { perIp: 'quotePerIp', perSite: 'quotePerSite' } },
)
