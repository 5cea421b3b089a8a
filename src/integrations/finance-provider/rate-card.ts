import { isAvailable } from '@/domain/availability/is-available'
import { financeAmount } from '@/domain/finance/amount'
import { vehiclePageEstimate } from '@/domain/finance/estimate'
import { quotingLender } from '@/domain/finance/lender'
import { rateCardQuote } from '@/domain/finance/quote'

import type { FinanceProvider } from './types'

/**
 * The default provider: computed here, no network. Rates from the car's lender data (finance §3),
 * else the dealership's rate card; the display rules are finance §5's (vehiclePageEstimate). The
 * instant quote reads the rate card by credit rating; an application is the enquiry's lead, which the
 * dealership gets like any lead, and the shopper lands on "application received" with its reference.
 */
export const rateCardProvider: FinanceProvider = {
  kind: 'rate-card',
  async estimate(car, dealership, options = {}) {
    return vehiclePageEstimate({
      ...options,
      year: car.year ?? null,
      price: financeAmount(car),
      available: isAvailable(car),
      lender: quotingLender(car.finance_lenders),
      rateCard: dealership.rate_card ?? null,
      provider: dealership.finance_provider ?? null,
    })
  },
  async quote(input, dealership) {
    return rateCardQuote(input, dealership.rate_card)
  },
  async createCustomer(_customer, context) {
    const application = await context.enquiryLead()
    return { redirectUrl: context.receivedUrl(application.id) }
  },
}
