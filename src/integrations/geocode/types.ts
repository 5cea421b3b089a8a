import type { LatLng } from '@/domain/locations/distance'

/** The geocoder of this deployment (ARCHITECTURE "Geocoding"): an Australian postcode to a point. */
export interface Geocoder {
  /** The postcode's centre. Throws InvalidPostcodeError when nothing is found, GeocoderUnavailableError on a service fault. */
  geocodePostcode(postcode: string): Promise<LatLng>
}

/** spec: finance §5 "A geocoding helper for Australian postcodes throws 'Invalid postcode' if nothing is found"; §8 the same text. */
export const INVALID_POSTCODE = 'Invalid postcode'

export class InvalidPostcodeError extends Error {
  readonly code = 'invalid_postcode'
  constructor() {
    super(INVALID_POSTCODE)
    this.name = 'InvalidPostcodeError'
  }
}

/** A maps service that failed, timed out or refused us; the shopper is told to try again (our wording). */
export class GeocoderUnavailableError extends Error {
  readonly code = 'geocoder_unavailable'
  constructor(readonly reason: string) {
    super('We could not look up that postcode just now. Please try again.')
    this.name = 'GeocoderUnavailableError'
  }
}

/** Four digits, the only shape an Australian postcode has. */
export const isPostcodeShape = (postcode: string) => /^\d{4}$/.test(postcode)
