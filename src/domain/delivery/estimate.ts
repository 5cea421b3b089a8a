import { type Id, relationId } from '@/domain/ids'
import { isAustralianPostcode } from '@/domain/locations/postcode'

import { DELIVERY_MESSAGES } from './messages'

/** A delivery estimate as stored (stock §7 "Delivery estimate: name (region), price"). */
export type DeliveryRange = {
  name: string
  price: number
  postcode_from: number
  postcode_to: number
  dealership?: Id | { id: Id } | null
}

export type DeliveryEstimate = {
  name: string
  price: number
  /** how far the postcode is from the dealership's nearest location, by the site's geocoder (ours) */
  distance?: { km: number; from: string } | null
}

export type PostcodeCheck =
  { ok: true; postcode: number } | { ok: false; code: 'postcode_required' | 'invalid_postcode'; message: string }

/** Stock §5 "Delivery calculator: postcode required"; Australian postcodes have four digits. */
export function checkPostcode(raw: string | null | undefined): PostcodeCheck {
  const value = (raw ?? '').trim()
  if (!value) return { ok: false, code: 'postcode_required', message: DELIVERY_MESSAGES.postcodeRequired }
  if (!isAustralianPostcode(value))
    return { ok: false, code: 'invalid_postcode', message: DELIVERY_MESSAGES.postcodeInvalid }
  return { ok: true, postcode: Number(value) }
}

const dealershipOf = (r: DeliveryRange): Id | null => relationId(r.dealership)

/**
 * The estimate for a postcode: among ranges that contain it (for the dealership, or for every
 * dealership), one limited to the dealership wins, then the narrowest range. Null: no estimate.
 */
export function pickDeliveryEstimate(
  ranges: DeliveryRange[],
  postcode: number,
  dealershipId?: Id | null,
): DeliveryEstimate | null {
  const fits = ranges.filter((r) => {
    const d = dealershipOf(r)
    const forDealership = d === null || (dealershipId != null && String(d) === String(dealershipId))
    return forDealership && r.postcode_from <= postcode && postcode <= r.postcode_to
  })
  const rank = (r: DeliveryRange) => [dealershipOf(r) === null ? 1 : 0, r.postcode_to - r.postcode_from] as const
  fits.sort((a, b) => {
    const [sa, wa] = rank(a)
    const [sb, wb] = rank(b)
    return sa - sb || wa - wb
  })
  const best = fits[0]
  return best ? { name: best.name, price: best.price } : null
}
