import { COMPARABLE_YEAR_SPAN } from '@/domain/trade-in/constants'
import { indicativeValuation } from '@/domain/trade-in/valuation'

import type { ComparableSource, RegoLookup, TradeInValuer } from './types'

export type { ComparableSource, RegoLookup, RegoVehicle, TradeInValuer } from './types'

/**
 * The default valuer: honest and offline. An indicative range from comparable cars in the platform's
 * own stock and sales (same make and model, nearby years, adjusted for km), "indicative, subject to
 * inspection", and no range with too few comparables or for a car finance §9 says gets none.
 */
export function comparableStockValuer(source: ComparableSource, now: () => Date = () => new Date()): TradeInValuer {
  return {
    name: 'comparable-stock',
    async value(vehicle) {
      const comparables = await source({
        make: vehicle.make,
        model: vehicle.model,
        yearFrom: vehicle.year - COMPARABLE_YEAR_SPAN,
        yearTo: vehicle.year + COMPARABLE_YEAR_SPAN,
      })
      return indicativeValuation(vehicle, comparables, now())
    },
  }
}

/**
 * The rego lookup of this deployment, or null: no provider is configured by default (none runs
 * offline), so the shopper enters make, model, year and km by hand.
 */
export function regoLookup(): RegoLookup | null {
  return null
}
