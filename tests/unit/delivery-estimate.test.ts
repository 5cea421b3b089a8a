import { describe, expect, it } from 'vitest'

import { checkPostcode, type DeliveryRange, pickDeliveryEstimate } from '@/domain/delivery/estimate'
import { deliveryResultText } from '@/domain/delivery/result-text'

describe('checkPostcode — stock §5 "Delivery calculator: postcode required"', () => {
  it.each([
    ['empty gives the spec message', '', { ok: false, code: 'postcode_required', message: 'Please enter a postcode.' }],
    ['missing', null, { ok: false, code: 'postcode_required', message: 'Please enter a postcode.' }],
    ['blank', '   ', { ok: false, code: 'postcode_required', message: 'Please enter a postcode.' }],
    [
      'not four digits',
      '250',
      { ok: false, code: 'invalid_postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
    ],
    [
      'letters',
      'abcd',
      { ok: false, code: 'invalid_postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
    ],
    ['four digits', ' 2500 ', { ok: true, postcode: 2500 }],
    ['NT leading zero', '0810', { ok: true, postcode: 810 }],
  ])('%s', (_case, raw, expected) => {
    expect(checkPostcode(raw)).toEqual(expected)
  })
})

const ranges: DeliveryRange[] = [
  { name: 'Sydney Metro', price: 0, postcode_from: 2000, postcode_to: 2234 },
  { name: 'NSW', price: 600, postcode_from: 2000, postcode_to: 2999 },
  { name: 'Illawarra (dealer 7)', price: 99, postcode_from: 2500, postcode_to: 2534, dealership: 7 },
  { name: 'Riverina (dealer 8)', price: 300, postcode_from: 2650, postcode_to: 2660, dealership: { id: 8 } },
]

describe('pickDeliveryEstimate — stock §7 "Delivery estimate: name (region), price"', () => {
  it.each([
    ['the narrowest range containing the postcode', 2100, undefined, { name: 'Sydney Metro', price: 0 }],
    ['range ends inclusive', 2234, undefined, { name: 'Sydney Metro', price: 0 }],
    ['a wider range when no narrower one fits', 2500, undefined, { name: 'NSW', price: 600 }],
    ["the dealership's own range wins", 2500, 7, { name: 'Illawarra (dealer 7)', price: 99 }],
    ['dealership ids compare as strings', 2500, '7', { name: 'Illawarra (dealer 7)', price: 99 }],
    ["another dealership's range is not used", 2650, 7, { name: 'NSW', price: 600 }],
    ['a populated dealership relation', 2655, 8, { name: 'Riverina (dealer 8)', price: 300 }],
    ['no range: null (stock §5 "No estimate found")', 6000, 7, null],
  ])('%s', (_case, postcode, dealership, expected) => {
    expect(pickDeliveryEstimate(ranges, postcode, dealership)).toEqual(expected)
  })
})

describe('deliveryResultText — stock §4 delivery calculator result', () => {
  it.each([
    ['a price (stock §9 "$" with comma thousands)', { name: 'Darwin', price: 2800 }, 'Delivery to Darwin: $2,800'],
    ['$0 is free delivery', { name: 'Sydney Metro', price: 0 }, 'Free delivery to Sydney Metro'],
  ])('%s', (_case, estimate, expected) => {
    expect(deliveryResultText(estimate)).toBe(expected)
  })
})
