import { rateCardProvider } from './rate-card'
import type { FinanceProvider } from './types'

export type { EstimateCar, EstimateDealership, FinanceProvider, VehicleEstimate } from './types'

/**
 * The finance provider of this deployment. Only the rate-card provider exists; a lender HTTP adapter
 * (YouX-shaped, finance §7) would be chosen here by environment variable.
 */
export function getFinanceProvider(): FinanceProvider {
  return rateCardProvider
}
