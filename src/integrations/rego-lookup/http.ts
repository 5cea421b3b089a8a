import { z } from 'zod'

import { plateKey } from './fake'
import { type RegoLookup, RegoLookupError } from './types'

export type HttpRegoLookupOptions = {
  /** e.g. https://rego.example.com (the path /v1/registrations is appended) */
  baseUrl: string
  apiKey: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const Answer = z.object({
  make: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(60),
  year: z.number().int().min(1900).max(2100),
  badge: z.string().trim().max(60).nullish(),
})

/**
 * A rego lookup provider over HTTP: GET {baseUrl}/v1/registrations?plate=&state= with
 * `Authorization: Bearer {apiKey}`, answering {make, model, year, badge} or 404 when the plate is not
 * registered. Any other failure (timeout, network, 401/403, 5xx, an unreadable answer) is a
 * RegoLookupError: the route answers 503 and the shopper types the car in.
 */
export function httpRegoLookup({
  baseUrl,
  apiKey,
  timeoutMs = 5000,
  fetch: fetchImpl = fetch,
}: HttpRegoLookupOptions): RegoLookup {
  return {
    name: 'http',
    async lookup({ rego, state }) {
      const url = new URL('/v1/registrations', baseUrl)
      url.searchParams.set('plate', plateKey(rego))
      url.searchParams.set('state', state.toUpperCase())
      let res: Response
      try {
        res = await fetchImpl(url, {
          headers: { accept: 'application/json', authorization: `Bearer ${apiKey}` },
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (err) {
        const name = (err as Error)?.name
        throw new RegoLookupError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network')
      }
      if (res.status === 404) return null
      if (res.status === 401 || res.status === 403) throw new RegoLookupError('unauthorised')
      if (!res.ok) throw new RegoLookupError(`http ${res.status}`)
      const parsed = Answer.safeParse(await res.json().catch(() => null))
      if (!parsed.success) throw new RegoLookupError('unexpected answer')
      return { ...parsed.data, badge: parsed.data.badge ?? null }
    },
  }
}
