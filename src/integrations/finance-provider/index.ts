import { rateCardProvider } from './rate-card'
import type { FinanceProvider } from './types'
import { youxProvider } from './youx'

export type { EstimateCar, EstimateDealership, FinanceProvider, VehicleEstimate } from './types'
export { FinanceProviderError } from './types'

/**
 * The finance provider of this deployment: the hosted lender when YOUX_API_URL and YOUX_API_KEY are
 * set (YOUX_TIMEOUT_MS optional), else the local rate-card lender, which is complete on its own.
 */
export function getFinanceProvider(env: Record<string, string | undefined> = process.env): FinanceProvider {
  const url = env.YOUX_API_URL?.trim()
  const apiKey = env.YOUX_API_KEY?.trim()
  if (!url || !apiKey) return rateCardProvider
  const timeoutMs = Number(env.YOUX_TIMEOUT_MS) > 0 ? Number(env.YOUX_TIMEOUT_MS) : undefined
  return youxProvider({ url, apiKey, timeoutMs })
}
