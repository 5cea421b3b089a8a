import { describe, expect, it } from 'vitest'

import { holidayHours } from '@/domain/locations/special-hours'
import { type JsonLdLocation, locationJsonLd } from '@/domain/seo/location-json-ld'

const base: JsonLdLocation = {
  name: 'Wollongong Mazda Service',
  type: 'service',
  url: 'https://www.wollongong-mazda.com.au/contact-us/wollongong-mazda-service',
  telephone: '02 5550 1504',
  address: { street: '2 Bourke Street', city: 'North Wollongong', state: 'nsw', postcode: '2500' },
  lat: -34.4087,
  lng: 150.8933,
  opening_hours: [
    { weekday: '1', status: 'Open', open: '07:30', close: '17:30' },
    { weekday: '6', status: 'Open', open: '08:00', close: '12:00' },
    { weekday: '0', status: 'Closed' },
  ],
  holidays: holidayHours(
    [
      { date: '2026-12-25', status: 'Closed' },
      { date: '2027-01-26', status: 'Open', start_hour: '10:00', end_hour: '16:00' },
    ],
    { now: new Date('2026-12-01T00:00:00Z'), timeZone: 'Australia/Sydney' },
  ),
  rating: { average: 4.65, count: 5 },
  dealershipName: 'Wollongong Mazda',
}

describe('locationJsonLd — "JSON-LD AutoDealer (or the matching type per location type) with address, geo, telephone, opening hours and aggregate rating"', () => {
  it.each([
    ['sales', 'AutoDealer'],
    ['used', 'AutoDealer'],
    ['service', 'AutoRepair'],
    ['parts', 'AutoPartsStore'],
  ] as const)('%s is %s', (type, schemaType) =>
    expect((locationJsonLd({ ...base, type }) as unknown as Record<string, unknown>)['@type']).toBe(schemaType),
  )

  it('carries address, geo, telephone, weekly and holiday hours, and the rating to one decimal', () => {
    const ld = locationJsonLd(base) as unknown as Record<string, unknown>
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '2 Bourke Street',
      addressLocality: 'North Wollongong',
      addressRegion: 'NSW',
      postalCode: '2500',
      addressCountry: 'AU',
    })
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -34.4087, longitude: 150.8933 })
    expect(ld.telephone).toBe('02 5550 1504')
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '07:30', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '08:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-01-26',
        validThrough: '2027-01-26',
        opens: '10:00',
        closes: '16:00',
      },
    ])
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.7',
      reviewCount: 5,
      bestRating: 5,
    })
  })

  it('has no rating when the page shows none', () => {
    expect('aggregateRating' in locationJsonLd({ ...base, rating: null })).toBe(false)
  })
})
