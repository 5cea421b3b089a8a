import { httpGeocoder } from './http'
import { offlineGeocoder } from './offline'
import type { Geocoder } from './types'

export { type Geocoder, GeocoderUnavailableError, INVALID_POSTCODE, InvalidPostcodeError } from './types'

/**
 * The geocoder of this deployment: a maps geocoding API when GEOCODER_API_KEY is set (GEOCODER_URL,
 * default https://maps.googleapis.com; GEOCODER_TIMEOUT_MS, default 3000), else the offline table.
 */
export function getGeocoder(env: Record<string, string | undefined> = process.env): Geocoder {
  const apiKey = env.GEOCODER_API_KEY?.trim()
  if (!apiKey) return offlineGeocoder
  const timeoutMs = Number(env.GEOCODER_TIMEOUT_MS) > 0 ? Number(env.GEOCODER_TIMEOUT_MS) : undefined
  return httpGeocoder({ baseUrl: env.GEOCODER_URL?.trim() || 'https://maps.googleapis.com', apiKey, timeoutMs })
}
