/**
 * Real suburb / postcode / state triples (Australia Post) and approximate coordinates for the
 * demo dealers. State codes are stored lower-case, as the address `state` select stores them.
 */
export type StateCode = 'nsw' | 'vic' | 'qld' | 'sa' | 'wa' | 'tas' | 'act' | 'nt'

export type Place = { suburb: string; state: StateCode; postcode: string; lat: number; long: number }

export const PLACES = {
  brookvale: { suburb: 'Brookvale', state: 'nsw', postcode: '2100', lat: -33.7665, long: 151.2713 },
  deeWhy: { suburb: 'Dee Why', state: 'nsw', postcode: '2099', lat: -33.7526, long: 151.2858 },
  sutherland: { suburb: 'Sutherland', state: 'nsw', postcode: '2232', lat: -34.0311, long: 151.0578 },
  kirrawee: { suburb: 'Kirrawee', state: 'nsw', postcode: '2232', lat: -34.0335, long: 151.0714 },
  wollongong: { suburb: 'Wollongong', state: 'nsw', postcode: '2500', lat: -34.4248, long: 150.8931 },
  northWollongong: { suburb: 'North Wollongong', state: 'nsw', postcode: '2500', lat: -34.4087, long: 150.8933 },
  albionPark: { suburb: 'Albion Park', state: 'nsw', postcode: '2527', lat: -34.5714, long: 150.7762 },
  albionParkRail: { suburb: 'Albion Park Rail', state: 'nsw', postcode: '2527', lat: -34.5562, long: 150.7954 },
  miranda: { suburb: 'Miranda', state: 'nsw', postcode: '2228', lat: -34.0341, long: 151.1006 },
  caringbah: { suburb: 'Caringbah', state: 'nsw', postcode: '2229', lat: -34.0434, long: 151.1218 },
  toowoomba: { suburb: 'Toowoomba', state: 'qld', postcode: '4350', lat: -27.5598, long: 151.9507 },
  harristown: { suburb: 'Harristown', state: 'qld', postcode: '4350', lat: -27.5784, long: 151.932 },
} as const satisfies Record<string, Place>

export type PlaceKey = keyof typeof PLACES

/** Postcode ranges per state (Australia Post allocation), for checks in tests. */
export const STATE_POSTCODE_RANGES: Record<StateCode, [number, number][]> = {
  nsw: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  act: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  vic: [
    [3000, 3999],
    [8000, 8999],
  ],
  qld: [
    [4000, 4999],
    [9000, 9999],
  ],
  sa: [[5000, 5999]],
  wa: [
    [6000, 6797],
    [6800, 6999],
  ],
  tas: [[7000, 7999]],
  nt: [
    [800, 899],
    [900, 999],
  ],
}

export const postcodeMatchesState = (postcode: string, state: StateCode) =>
  /^\d{4}$/.test(postcode) &&
  STATE_POSTCODE_RANGES[state].some(([lo, hi]) => Number(postcode) >= lo && Number(postcode) <= hi)

/**
 * Demo phone numbers come from ACMA's ranges reserved for fiction (02/03/07/08 5550 xxxx and
 * the listed 0491 57x xxx mobiles), so clicking a demo number never rings a real business.
 */
const FICTIONAL_MOBILES = [
  '0491 570 006',
  '0491 570 156',
  '0491 570 157',
  '0491 570 158',
  '0491 570 159',
  '0491 570 110',
  '0491 570 313',
  '0491 570 737',
]
export const AREA_CODE: Record<StateCode, string> = {
  nsw: '02',
  act: '02',
  vic: '03',
  tas: '03',
  qld: '07',
  sa: '08',
  wa: '08',
  nt: '08',
}
export const demoPhone = (state: StateCode, n: number) => `${AREA_CODE[state]} 5550 ${String(n).padStart(4, '0')}`
export const demoMobile = (n: number) => FICTIONAL_MOBILES[n % FICTIONAL_MOBILES.length]!
