import { z } from 'zod'

import { getsOnlineEstimate } from '@/domain/trade-in/eligibility'
import { NO_ONLINE_ESTIMATE_NOTE, PROVIDER_NO_ESTIMATE_NOTE, VALUATION_NOTE } from '@/domain/trade-in/valuation'

import { type TradeInValuer, TradeInValuerError } from './types'

export type HttpTradeInValuerOptions = {
  /** e.g. https://valuations.example.com (the path /v1/valuations is appended) */
  baseUrl: string
  apiKey: string
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => Date
}

/** The provider's answer: a range in whole dollars, or nulls when it has no estimate for the car. */
const Answer = z.union([
  z
    .object({ low: z.number().nonnegative().finite(), high: z.number().nonnegative().finite() })
    .refine((a) => a.low <= a.high, 'low above high'),
  z.object({ low: z.null(), high: z.null() }),
])

/**
 * A valuation provider over HTTP: POST {baseUrl}/v1/valuations {make, model, year, km, country: 'AU'}
 * with `Authorization: Bearer {apiKey}`, answering {low, high} in dollars or {low: null, high: null}
 * when it cannot value the car. A car finance §9 says gets no online estimate is not sent at all.
 * Any failure (timeout, network, 4xx/5xx, an unreadable answer) is a TradeInValuerError: the
 * valuation route answers 503 and a trade-in lead is stored without a valuation.
 */
export function httpTradeInValuer({
  baseUrl,
  apiKey,
  timeoutMs = 5000,
  fetch: fetchImpl = fetch,
  now = () => new Date(),
}: HttpTradeInValuerOptions): TradeInValuer {
  return {
    name: 'http',
    async value(vehicle) {
      // spec: finance §9 "vehicles over 7 years old or 100,000 km generally get no online estimate"
      if (!getsOnlineEstimate(vehicle, now()))
        return { status: 'no_online_estimate', low: null, high: null, comparables: 0, note: NO_ONLINE_ESTIMATE_NOTE }
      let res: Response
      try {
        res = await fetchImpl(new URL('/v1/valuations', baseUrl), {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${apiKey}`,
          },
          body: JSON.stringify({
            make: vehicle.make,
            model: vehicle.model,
            year: vehicle.year,
            km: vehicle.km,
            country: 'AU',
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (err) {
        const name = (err as Error)?.name
        throw new TradeInValuerError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network')
      }
      if (res.status === 401 || res.status === 403) throw new TradeInValuerError('unauthorised')
      if (!res.ok) throw new TradeInValuerError(`http ${res.status}`)
      const parsed = Answer.safeParse(await res.json().catch(() => null))
      if (!parsed.success) throw new TradeInValuerError('unexpected answer')
      const { low, high } = parsed.data
      if (low === null || high === null)
        return { status: 'no_online_estimate', low: null, high: null, comparables: 0, note: PROVIDER_NO_ESTIMATE_NOTE }
      return { status: 'estimate', low, high, comparables: 0, note: VALUATION_NOTE }
    },
  }
}
