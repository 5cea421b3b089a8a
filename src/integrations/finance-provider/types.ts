import type { VehicleEstimate } from '@/domain/finance/estimate'
import type { RateCard } from '@/domain/finance/lender'
import type { PricedCar } from '@/domain/pricing/listingPrice'

export type { VehicleEstimate }

/** The car fields a provider reads (collections/Cars). */
export type EstimateCar = PricedCar & {
  status?: string | null
  finance_lenders?: unknown
}

/** The dealership fields a provider reads (collections/Dealerships, Finance tab). */
export type EstimateDealership = {
  finance_provider?: string | null
  rate_card?: RateCard | null
}

/**
 * Where the vehicle page's finance estimate comes from (ARCHITECTURE "Integrations": a rate-card
 * provider by default, a lender HTTP adapter later). Null when no estimate is shown (finance §5).
 */
export interface FinanceProvider {
  estimate(car: EstimateCar, dealership: EstimateDealership): Promise<VehicleEstimate | null>
}
