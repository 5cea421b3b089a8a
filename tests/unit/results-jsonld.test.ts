import { describe, expect, it } from 'vitest'

import { type JsonLdLocation, locatorJsonLd } from '@/domain/seo/location-json-ld'
import { resultsJsonLd } from '@/domain/seo/results-json-ld'
import { jsonLdScript } from '@/domain/seo/vehicle-json-ld'

// Structured data on results pages (an ItemList of cars) and dealership pages.
// spec: stock §9 "Hits per page default 21."
const origin = 'https://www.harbourside-toyota.com.au'
const cars = [
  { slug: 'demo-certified-rav4', name: '2021 Toyota RAV4 GXL' },
  { slug: 'demo-corolla', name: '2020 Toyota Corolla Ascent' },
]

describe('resultsJsonLd', () => {
  it.each([
    [1, [1, 2]],
    [2, [22, 23]],
    [3, [43, 44]],
  ])('page %i of 21 a page numbers its cars from %j', (page, positions) => {
    const ld = resultsJsonLd({
      name: 'Used cars',
      url: `${origin}/search/used-cars`,
      origin,
      cars,
      page,
      hitsPerPage: 21,
      count: 50,
    })
    expect(ld.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: positions[0],
        url: `${origin}/cars/demo-certified-rav4`,
        name: '2021 Toyota RAV4 GXL',
      },
      {
        '@type': 'ListItem',
        position: positions[1],
        url: `${origin}/cars/demo-corolla`,
        name: '2020 Toyota Corolla Ascent',
      },
    ])
  })

  it('is an ItemList with the whole search count, and survives a round trip through the page script', () => {
    const ld = resultsJsonLd({
      name: 'Cars </script><script>alert(1)</script>',
      url: `${origin}/search/used-cars`,
      origin,
      cars: [],
      page: 1,
      hitsPerPage: 21,
      count: 0,
    })
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 0,
      itemListElement: [],
    })
    const script = jsonLdScript(ld)
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script)).toEqual(ld)
  })
})

describe('locatorJsonLd', () => {
  const location = (name: string, type: JsonLdLocation['type']): JsonLdLocation => ({
    name,
    type,
    url: `${origin}/contact-us/${name.toLowerCase().replace(/ /g, '-')}`,
    telephone: '02 5550 1504',
    address: { street: '1 Harbour Road', city: 'Wollongong', state: 'nsw', postcode: '2500' },
    lat: -34.42,
    lng: 150.89,
    opening_hours: [{ weekday: '1', status: 'Open', open: '08:00', close: '17:00' }],
    dealershipName: 'Harbourside Toyota',
  })

  it('lists each location as its own page describes it (AutoDealer, AutoRepair), in order, without a nested @context', () => {
    const ld = locatorJsonLd({
      name: 'Dealer Locator',
      url: `${origin}/dealer-locator`,
      locations: [location('Harbourside Sales', 'sales'), location('Harbourside Service', 'service')],
    })
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 2 })
    const items = ld.itemListElement as unknown as { position: number; item: Record<string, unknown> }[]
    expect(items.map((i) => [i.position, i.item['@type'], i.item.name])).toEqual([
      [1, 'AutoDealer', 'Harbourside Sales'],
      [2, 'AutoRepair', 'Harbourside Service'],
    ])
    expect(items[0]!.item).not.toHaveProperty('@context')
    expect(items[0]!.item).toMatchObject({
      url: `${origin}/contact-us/harbourside-sales`,
      telephone: '02 5550 1504',
      address: { '@type': 'PostalAddress', addressRegion: 'NSW', postalCode: '2500', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -34.42, longitude: 150.89 },
      parentOrganization: { '@type': 'Organization', name: 'Harbourside Toyota' },
      openingHoursSpecification: [expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '08:00' })],
    })
  })
})
