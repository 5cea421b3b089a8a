import { describe, expect, it } from 'vitest'

import { dedupeLocations } from '@/domain/locations/dedupe'
import { distanceKm, EARTH_RADIUS_KM, formatDistance, sortByDistance } from '@/domain/locations/distance'
import { locationList, locationTypeOf, sortByType } from '@/domain/locations/location-type'
import { locationPath, serviceBookingHref } from '@/domain/locations/paths'
import { matchesLocationQuery, type Searchable } from '@/domain/locations/query'
import { bookingIsExternalOnly, serviceBookingLinks } from '@/domain/locations/service-booking'

describe('dedupeLocations — stock §9 "Duplicates removed by phone digits and street, or by place id"', () => {
  type L = { name: string; phone?: string; street?: string; place_id?: string }
  const keys = (l: L) => l
  it.each<[string, L[], string[]]>([
    [
      'same phone digits and street: one kept',
      [
        { name: 'A', phone: '(02) 5550 1234', street: '1 High St' },
        { name: 'B', phone: '02 5550 1234', street: ' 1  high st ' },
      ],
      ['A'],
    ],
    [
      'same phone, other street: both kept',
      [
        { name: 'A', phone: '0255501234', street: '1 High St' },
        { name: 'B', phone: '0255501234', street: '2 High St' },
      ],
      ['A', 'B'],
    ],
    [
      'same street, other phone: both kept',
      [
        { name: 'A', phone: '0255501234', street: '1 High St' },
        { name: 'B', phone: '0255509999', street: '1 High St' },
      ],
      ['A', 'B'],
    ],
    [
      'same place id: one kept',
      [
        { name: 'A', place_id: 'ChIJ1' },
        { name: 'B', place_id: 'ChIJ1', phone: '1', street: 'x' },
      ],
      ['A'],
    ],
    ['nothing to match on: kept', [{ name: 'A' }, { name: 'B' }], ['A', 'B']],
  ])('%s', (_case, list, kept) => expect(dedupeLocations(list, keys).map((l) => l.name)).toEqual(kept))
})

describe('location types — finance §3 "location_type (sales, service, parts, or empty)"; stock §9 sort order', () => {
  it.each([
    [{ location_type: null }, 'sales'],
    [{ location_type: 'service' }, 'service'],
    [{ location_type: 'parts' }, 'parts'],
    [{ location_type: 'sales', location_subtype: 'Pre-Owned Sales' }, 'used'],
    [{ location_type: 'used' }, 'used'],
    [{ location_type: 'bogus' }, 'sales'],
  ])('%o is %s', (l, type) => expect(locationTypeOf(l)).toBe(type))
  it('sorts sales, used, service, parts (stock §9), stable within a type', () => {
    const list = [
      { n: 1, location_type: 'parts' },
      { n: 2, location_type: 'service' },
      { n: 3, location_type: null },
      { n: 4, location_type: 'used' },
      { n: 5, location_type: 'sales' },
    ]
    expect(sortByType(list).map((l) => l.n)).toEqual([3, 5, 4, 2, 1])
  })
  it('lists by name, drops hidden ones, filters by slug (finance §2 "Locations list")', () => {
    const list = [
      { name: 'Zeta', slug: 'zeta', visible: true },
      { name: 'alpha', slug: 'alpha', visible: null },
      { name: 'Hidden', slug: 'hidden', visible: false },
      { name: 'Beta', slug: 'beta' },
    ]
    expect(locationList(list).map((l) => l.name)).toEqual(['alpha', 'Beta', 'Zeta'])
    expect(locationList(list, ['zeta', 'hidden']).map((l) => l.name)).toEqual(['Zeta'])
  })
})

describe('distance — finance §9 "Distance uses earth radius 6371 km"', () => {
  const sydney = { lat: -33.8688, lng: 151.2093 }
  const melbourne = { lat: -37.8136, lng: 144.9631 }
  const perth = { lat: -31.9523, lng: 115.8613 }
  it('uses 6371 km', () => expect(EARTH_RADIUS_KM).toBe(6371))
  it.each([
    ['Sydney to Melbourne', sydney, melbourne, 713.4],
    ['Sydney to Perth', sydney, perth, 3290.8],
    ['a point to itself', sydney, sydney, 0],
    ['a quarter of the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, (Math.PI / 2) * 6371],
  ])('%s ≈ %f km', (_case, a, b, km) => expect(distanceKm(a, b)).toBeCloseTo(km, 0))
  it('sorts nearest first; items without coordinates last', () => {
    const items = [
      { n: 'perth', at: perth },
      { n: 'none', at: null },
      { n: 'melbourne', at: melbourne },
    ]
    expect(sortByDistance(items, sydney, (i) => i.at).map((x) => x.item.n)).toEqual(['melbourne', 'perth', 'none'])
  })
  it.each([
    [2.44, '2.4 km'],
    [35.6, '36 km'],
    // comma thousands like every whole number shown (src/domain/text/number.ts): Sydney to Perth
    [3290.4, '3,290 km'],
  ])('%f shows as %s', (km, text) => expect(formatDistance(km)).toBe(text))
})

describe('matchesLocationQuery — stock §2 "A location search box sets the locationQuery": name, postcode, street and type', () => {
  const l: Searchable = {
    name: 'Wollongong Mazda Service',
    dealershipName: 'Wollongong Mazda',
    type: 'service',
    street: '2 Bourke Street',
    city: 'North Wollongong',
    postcode: '2500',
  }
  it.each([
    ['empty', '', true],
    ['name, any case', 'MAZDA', true],
    ['postcode', '2500', true],
    ['street', 'bourke st', true],
    ['type', 'Service', true],
    ['suburb', 'north wollongong', true],
    ['every word must match', 'mazda parts', false],
    ['another postcode', '2527', false],
  ])('%s: %s', (_case, q, ok) => expect(matchesLocationQuery(l, q)).toBe(ok))
})

describe('links — stock §2 location paths and service booking', () => {
  it.each([
    ['contact-us', 'kia-sales', '/contact-us/kia-sales'],
    ['our-location', 'kia-sales', '/our-location/kia-sales'],
  ] as const)('%s', (prefix, slug, path) => expect(locationPath(prefix, slug)).toBe(path))
  it.each([
    ['flag off: /service', false, 'https://book.example/x', '/service'],
    ['flag on with a URL: the external system', true, 'https://book.example/x', 'https://book.example/x'],
    ['flag on without a URL: /service', true, null, '/service'],
  ])('%s', (_case, external, xtimeUrl, href) => expect(serviceBookingHref({ external, xtimeUrl })).toBe(href))
  it("lists each dealership's booking system and https links once (finance §3 'name, make, url')", () => {
    const links = serviceBookingLinks([
      {
        name: 'A Toyota',
        xtime_url: 'https://book.example/a',
        service_booking_links: [
          { name: 'Book a Toyota service', url: 'https://book.example/a' },
          { name: 'Here', url: '/service' },
        ],
      },
      { name: 'B Kia', service_booking_links: [{ name: 'Kia booking', make: 'Kia', url: 'https://kia.example/book' }] },
    ])
    expect(links).toEqual([
      { label: 'Book online with A Toyota', url: 'https://book.example/a', dealership: 'A Toyota', make: null },
      { label: 'Kia booking', url: 'https://kia.example/book', dealership: 'B Kia', make: 'Kia' },
    ])
  })
  it('books only externally when the flag is on and every dealership has a system', () => {
    expect(bookingIsExternalOnly(true, [{ name: 'A', xtime_url: 'https://x.example' }])).toBe(true)
    expect(bookingIsExternalOnly(true, [{ name: 'A', xtime_url: 'https://x.example' }, { name: 'B' }])).toBe(false)
    expect(bookingIsExternalOnly(false, [{ name: 'A', xtime_url: 'https://x.example' }])).toBe(false)
  })
})
