import type { LatLng } from '@/domain/locations/distance'

import { AU_POSTCODE_CENTROIDS } from './au-postcodes.generated'
import { parseCompactPostcodes } from './compact'
import { type Geocoder, InvalidPostcodeError, isPostcodeShape } from './types'

let lookup: Map<string, LatLng> | undefined

/**
 * The default geocoder: no network, from the generated postcode table (about 3,200 postcodes, parsed
 * once per process on first use).
 */
export const offlineGeocoder: Geocoder = {
  async geocodePostcode(postcode) {
    const code = postcode.trim()
    lookup ??= parseCompactPostcodes(AU_POSTCODE_CENTROIDS)
    const point = isPostcodeShape(code) ? lookup.get(code) : undefined
    if (!point) throw new InvalidPostcodeError()
    return point
  },
}
