import { describe, expect, it } from 'vitest'

import { deliveryDistance } from '@/domain/delivery/distance'
import { deliveryResultText } from '@/domain/delivery/result-text'
import {
  carouselLocations,
  swipeHint,
  vehicleBlockLocations,
  type VehicleLocationFilter,
} from '@/domain/locations/carousel'
import type { BookingLink } from '@/domain/locations/service-booking'
import {
  findServicePage,
  servicePageAnswers,
  servicePageLinks,
  servicePathProblem,
} from '@/domain/locations/service-pages'
import type { LocationType } from '@/domain/locations/types'

type L = {
  id: number
  name: string
  slug: string
  type: LocationType
  dealershipId: number
  primary: boolean
  visible?: boolean
  phone?: string
  street?: string
  place_id?: string
}
const l = (id: number, name: string, type: LocationType, extra: Partial<L> = {}): L => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  type,
  dealershipId: 1,
  primary: false,
  phone: `02 5550 000${id}`,
  street: `${id} High St`,
  ...extra,
})

describe('carouselLocations — finance §2 "sorted by name, hidden ones dropped, optional filter by slug"; §9 de-dup and "Locations sort sales, service, parts"', () => {
  const all = [
    l(1, 'Zeta Service', 'service'),
    l(2, 'Alpha Parts', 'parts'),
    l(3, 'Beta Sales', 'sales'),
    l(4, 'Alpha Sales', 'sales'),
    l(5, 'Hidden Sales', 'sales', { visible: false }),
    l(6, 'Alpha Sales copy', 'sales', { phone: '(02) 5550-0004', street: '4 high st' }),
    l(7, 'Gamma Service', 'service', { place_id: 'P1' }),
    l(8, 'Gamma Service again', 'service', { place_id: 'P1', phone: '1', street: 'elsewhere' }),
  ]
  it.each<[string, string[] | null, string[]]>([
    [
      'by name, grouped sales, service, parts; hidden and duplicates dropped',
      null,
      ['Alpha Sales', 'Beta Sales', 'Gamma Service', 'Zeta Service', 'Alpha Parts'],
    ],
    ['only the slugs asked for', ['zeta-service', 'alpha-parts', 'hidden-sales'], ['Zeta Service', 'Alpha Parts']],
    [
      'an empty slug list is no filter',
      [],
      ['Alpha Sales', 'Beta Sales', 'Gamma Service', 'Zeta Service', 'Alpha Parts'],
    ],
  ])('%s', (_case, slugs, names) => {
    expect(carouselLocations(all, slugs).map((x) => x.name)).toEqual(names)
  })
})

describe('swipeHint — finance §9 "Location cards show swipe hint only with 3 or fewer on large screens"', () => {
  it.each([
    [0, false, false],
    [1, false, false],
    [2, true, true],
    [3, true, true],
    [4, true, false],
    [9, true, false],
  ])('%i cards: small %s, large %s', (count, small, large) => {
    expect(swipeHint(count)).toEqual({ small, large })
  })
})

describe('vehicleBlockLocations — stock §2 "Locations block filters: primary, sales, service, parts, service-and-parts, all, or a location id"', () => {
  const site = [
    l(1, 'Own Sales', 'sales'),
    l(2, 'Own Service', 'service'),
    l(3, 'Own Parts', 'parts'),
    l(4, 'Own Used', 'used'),
    l(5, 'Other Sales', 'sales', { dealershipId: 2, primary: true }),
    l(6, 'Other Service', 'service', { dealershipId: 2 }),
  ]
  const car = { dealershipId: 1, locationId: 2 }
  it.each<[VehicleLocationFilter, number | null, string[]]>(
    [
      ['primary', null, ['Own Service']], // no primary flag: the car's own location
      ['sales', null, ['Own Sales', 'Own Used']],
      ['service', null, ['Own Service']],
      ['parts', null, ['Own Parts']],
      ['service-and-parts', null, ['Own Service', 'Own Parts']],
      ['all', null, ['Own Sales', 'Own Used', 'Own Service', 'Own Parts']],
      ['location', 6, ['Other Service']],
      ['location', 99, ['Own Service']],
    ].map(([mode, id, names]) => [mode as VehicleLocationFilter, id as number | null, names as string[]]),
  )('%s (id %s)', (mode, locationId, names) => {
    expect(vehicleBlockLocations(site, { mode, locationId }, car).map((x) => x.name)).toEqual(names)
  })
  it("primary: the car's dealership's primary location first of all", () => {
    const withPrimary = site.map((x) => (x.id === 3 ? { ...x, primary: true } : x))
    expect(vehicleBlockLocations(withPrimary, { mode: 'primary' }, car).map((x) => x.name)).toEqual(['Own Parts'])
  })
  it('primary without a primary flag or a car location: the first sales location', () => {
    expect(vehicleBlockLocations(site, { mode: 'primary' }, { dealershipId: 1 }).map((x) => x.name)).toEqual([
      'Own Sales',
    ])
  })
  it('a dealership without locations has an empty block (the page falls back to the car address)', () => {
    expect(vehicleBlockLocations(site, { mode: 'all' }, { dealershipId: 3 })).toEqual([])
  })
})

describe('per-site service pages — finance §2 "/subaru-service (only when the dealer has a service-booking URL); /service-noosa"', () => {
  const pages = [
    { path: 'subaru-service', make: 'Subaru', requires_booking_url: true },
    { path: 'service-noosa', location: 7 },
  ]
  it.each<[string[], string | null]>([
    [['subaru-service'], 'subaru-service'],
    [['Subaru-Service'], 'subaru-service'],
    [['service-noosa'], 'service-noosa'],
    [['kia-service'], null],
    [['subaru-service', 'x'], null],
    [[], null],
  ])('%o → %s', (segments, path) => {
    expect(findServicePage(pages, segments)?.path ?? null).toBe(path)
  })
  const links: BookingLink[] = [
    { label: 'Book online with Albion Park Subaru', url: 'https://s.example', dealership: 'A', make: 'Subaru' },
    { label: 'Mazda', url: 'https://m.example', dealership: 'B', make: 'Mazda' },
  ]
  it('offers only the links of its make, case-insensitive', () => {
    expect(servicePageLinks({ make: 'subaru' }, links).map((x) => x.url)).toEqual(['https://s.example'])
    expect(servicePageLinks({ make: null }, links)).toHaveLength(2)
  })
  it.each([
    ['needs a booking URL and has one', true, links.slice(0, 1), true],
    ['needs a booking URL and has none: 404', true, [], false],
    ['needs none', false, [], true],
  ] as const)('%s', (_case, requires, found, answers) => {
    expect(servicePageAnswers({ requires_booking_url: requires }, found)).toBe(answers)
  })
  it.each([
    ['subaru-service', null],
    ['/book-a-service-smithfield/', null],
    ['service', "/service is one of the site's own pages; choose another address."],
    ['dealer-locator', "/dealer-locator is one of the site's own pages; choose another address."],
    ['cars', "/cars is one of the site's own pages; choose another address."],
    ['two/segments', 'Use one segment of lower-case letters, digits and single dashes, e.g. subaru-service.'],
  ])('address %s → %s', (path, problem) => {
    expect(servicePathProblem(path)).toBe(problem)
  })
})

describe('deliveryDistance — the delivery calculator uses the dealer locator geocoder and haversine', () => {
  const locations = [
    { name: 'Wollongong', dealershipId: 1, lat: -34.4278, lng: 150.8931 },
    { name: 'Sydney', dealershipId: 2, lat: -33.8688, lng: 151.2093 },
    { name: 'No coordinates', dealershipId: 1, lat: null, lng: null },
  ]
  const sydney = { lat: -33.8688, lng: 151.2093 }
  it("from the car's dealership's nearest location", () => {
    const d = deliveryDistance(locations, sydney, 1)!
    expect(d.from).toBe('Wollongong')
    expect(d.km).toBeGreaterThan(65)
    expect(d.km).toBeLessThan(72)
  })
  it('from any location when no dealership is given', () => {
    expect(deliveryDistance(locations, sydney)).toEqual({ km: 0, from: 'Sydney' })
  })
  it('null without coordinates', () => {
    expect(deliveryDistance([locations[2]!], sydney, 1)).toBeNull()
  })
  it('the result text names the distance when there is one', () => {
    expect(deliveryResultText({ name: 'Sydney Metro', price: 300, distance: { km: 68.4, from: 'Wollongong' } })).toBe(
      'Delivery to Sydney Metro: $300 (about 68 km from Wollongong)',
    )
    expect(deliveryResultText({ name: 'Sydney Metro', price: 0, distance: null })).toBe('Free delivery to Sydney Metro')
  })
})
