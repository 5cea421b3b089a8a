import type { LatLng } from '@/domain/locations/distance'

import { type Geocoder, GeocoderUnavailableError, InvalidPostcodeError, isPostcodeShape } from './types'

export type HttpGeocoderOptions = {
  /** e.g. https://maps.googleapis.com (the path /maps/api/geocode/json is appended) */
  baseUrl: string
  apiKey: string
  timeoutMs?: number
  fetch?: typeof fetch
}

type GeocodeAnswer = {
  status?: unknown
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[]
  error_message?: unknown
}

/** spec: finance §7 "GET maps geocoding by postal code, country AU … location, or 'Invalid postcode' if nothing". */
export function httpGeocoder({
  baseUrl,
  apiKey,
  timeoutMs = 3000,
  fetch: fetchImpl = fetch,
}: HttpGeocoderOptions): Geocoder {
  return {
    async geocodePostcode(postcode) {
      const code = postcode.trim()
      if (!isPostcodeShape(code)) throw new InvalidPostcodeError()
      const url = new URL('/maps/api/geocode/json', baseUrl)
      url.searchParams.set('components', `postal_code:${code}|country:AU`)
      url.searchParams.set('key', apiKey)
      let res: Response
      try {
        res = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
      } catch (err) {
        const name = (err as Error)?.name
        throw new GeocoderUnavailableError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network')
      }
      if (!res.ok) throw new GeocoderUnavailableError(`http ${res.status}`)
      const body = (await res.json().catch(() => null)) as GeocodeAnswer | null
      if (!body || typeof body !== 'object') throw new GeocoderUnavailableError('bad json')
      if (body.status === 'ZERO_RESULTS') throw new InvalidPostcodeError()
      if (body.status !== 'OK') throw new GeocoderUnavailableError(`status ${String(body.status)}`)
      const location = body.results?.[0]?.geometry?.location
      const lat = Number(location?.lat)
      const lng = Number(location?.lng)
      if (!location || !Number.isFinite(lat) || !Number.isFinite(lng)) throw new InvalidPostcodeError()
      return { lat, lng } satisfies LatLng
    },
  }
}
