import { fakeRegoLookup } from './fake'
import { httpRegoLookup } from './http'
import { type RegoLookup, RegoLookupConfigError } from './types'

export { type RegoLookup, RegoLookupConfigError, RegoLookupError } from './types'

type Env = Record<string, string | undefined>

/**
 * The rego lookup of this deployment (finance §4 "rego plus regoState lookup"), chosen as the SMS
 * gateway is (src/integrations/sms/index.ts):
 * - `REGO_LOOKUP_URL` + `REGO_LOOKUP_API_KEY` (and optional `REGO_LOOKUP_TIMEOUT_MS`): the HTTP provider;
 * - `REGO_LOOKUP=fake`: the fake's few made-up plates, on purpose (a test server);
 * - nothing set: the fake in development and tests; in production no lookup at all (null), so a live
 *   site never answers shoppers from made-up plates: the form keeps manual entry.
 * `REGO_LOOKUP=http` without a URL and key, or a URL without a key, throws.
 */
export function regoLookupFor(env: Env = process.env): RegoLookup | null {
  const mode = env.REGO_LOOKUP?.trim().toLowerCase()
  const url = env.REGO_LOOKUP_URL?.trim()
  const key = env.REGO_LOOKUP_API_KEY?.trim()
  if (mode === 'fake') return fakeRegoLookup
  if (mode && mode !== 'http')
    throw new RegoLookupConfigError(`REGO_LOOKUP="${env.REGO_LOOKUP}": expected http or fake`)
  if (mode === 'http' || url) {
    if (!url || !key || !/^https?:\/\/[^/]/i.test(url))
      throw new RegoLookupConfigError(
        'The HTTP rego lookup needs REGO_LOOKUP_URL (http or https) and REGO_LOOKUP_API_KEY.',
      )
    const timeoutMs = Number(env.REGO_LOOKUP_TIMEOUT_MS) > 0 ? Number(env.REGO_LOOKUP_TIMEOUT_MS) : undefined
    return httpRegoLookup({ baseUrl: url, apiKey: key, timeoutMs })
  }
  return env.NODE_ENV === 'production' ? null : fakeRegoLookup
}
