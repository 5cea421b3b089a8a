import { rateCardProvider } from './rate-card'
import { type FinanceProvider, FinanceProviderError } from './types'

export type YouxOptions = {
  /** e.g. https://api.youx.example/v1 ({url}/quote and {url}/customers) */
  url: string
  /** Sent as `Authorization: Bearer {apiKey}`. */
  apiKey: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/** A lender call takes at most this long before the shopper is told it failed (ours). */
export const YOUX_TIMEOUT_MS = 10_000

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/**
 * A hosted lender with YouX-shaped calls (finance §7): POST {url}/quote with the quote payload →
 * {weeklyRepaymentAmount, advertisedRate, comparisonRate}; POST {url}/customers with {data,
 * additionalData} → {redirectUrl}. 4xx → rejected, 5xx, network or a malformed answer →
 * unavailable, no answer in time → timeout. The vehicle page's estimate stays the rate card's.
 */
export function youxProvider({
  url,
  apiKey,
  timeoutMs = YOUX_TIMEOUT_MS,
  fetch: fetchImpl = fetch,
}: YouxOptions): FinanceProvider {
  async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response
    try {
      res = await fetchImpl(`${url.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (err) {
      const name = (err as Error)?.name
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new FinanceProviderError('timeout', `${path}: no answer in ${timeoutMs} ms`)
      throw new FinanceProviderError('unavailable', `${path}: ${(err as Error)?.message ?? 'network error'}`)
    }
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null
    if (res.status >= 400 && res.status < 500)
      throw new FinanceProviderError(
        'rejected',
        `${path}: http ${res.status}${json?.error ? ` ${String(json.error)}` : ''}`,
      )
    if (!res.ok || !json || typeof json !== 'object')
      throw new FinanceProviderError('unavailable', `${path}: http ${res.status}`)
    return json
  }
  return {
    kind: 'youx',
    estimate: rateCardProvider.estimate,
    async quote(input) {
      const json = await call('/quote', input)
      const weekly = num(json.weeklyRepaymentAmount)
      const advertised = num(json.advertisedRate)
      const comparison = num(json.comparisonRate)
      if (weekly == null || advertised == null || comparison == null)
        throw new FinanceProviderError('unavailable', '/quote: answer without a quote')
      return { weeklyRepaymentAmount: weekly, advertisedRate: advertised, comparisonRate: comparison }
    },
    async createCustomer(customer) {
      const json = await call('/customers', customer)
      if (typeof json.redirectUrl !== 'string' || !/^https:\/\//.test(json.redirectUrl))
        throw new FinanceProviderError('unavailable', '/customers: answer without an https redirectUrl')
      return { redirectUrl: json.redirectUrl }
    },
  }
}
