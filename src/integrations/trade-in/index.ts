import { COMPARABLE_YEAR_SPAN, indicativeValuation } from '@/domain/trade-in/valuation'

import { httpTradeInValuer } from './http'
import type { ComparableSource, TradeInValuer } from './types'

export { type ComparableSource, type TradeInValuer, TradeInValuerError } from './types'

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
 * The valuer of this deployment: a valuation provider over HTTP only when both TRADE_IN_VALUER_URL
 * (an http(s) address) and TRADE_IN_VALUER_API_KEY are set (TRADE_IN_VALUER_TIMEOUT_MS, default
 * 5000), so half a configuration never sends shoppers' cars elsewhere; else the default, comparable
 * cars from `source` (the site's own tenant).
 */
export function getTradeInValuer(
  source: ComparableSource,
  env: Record<string, string | undefined> = process.env,
): TradeInValuer {
  const baseUrl = env.TRADE_IN_VALUER_URL?.trim()
  const apiKey = env.TRADE_IN_VALUER_API_KEY?.trim()
  if (!baseUrl || !apiKey || !/^https?:\/\/[^/]/i.test(baseUrl)) return comparableStockValuer(source)
  const timeoutMs = Number(env.TRADE_IN_VALUER_TIMEOUT_MS) > 0 ? Number(env.TRADE_IN_VALUER_TIMEOUT_MS) : undefined
  return httpTradeInValuer({ baseUrl, apiKey, timeoutMs })
}
