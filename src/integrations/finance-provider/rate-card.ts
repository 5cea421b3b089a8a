import { isAvailable } from '@/domain/availability/isAvailable'
import { financeAmount } from '@/domain/finance/amount'
import { vehiclePageEstimate } from '@/domain/finance/estimate'
import { quotingLender } from '@/domain/finance/lender'

import type { FinanceProvider } from './types'

/**
 * The default provider: computed here, no network. Rates from the car's lender data (finance §3),
 * else the dealership's rate card; the display rules are finance §5's (vehiclePageEstimate).
 */
export const rateCardProvider: FinanceProvider = {
  async estimate(car, dealership) {
    return vehiclePageEstimate({
      price: financeAmount(car),
      available: isAvailable(car),
      lender: quotingLender(car.finance_lenders),
      rateCard: dealership.rate_card ?? null,
      provider: dealership.finance_provider ?? null,
    })
  },
}
