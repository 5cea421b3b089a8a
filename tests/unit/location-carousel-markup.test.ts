import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { LocationCarousel } from '@/components/locations/LocationCarousel'
import type { DirectoryDealership, SiteLocation } from '@/data/sites/locations'

// finance §2 "Location card: image or map, name, address, phone, opening hours, licence numbers, 'Get
// Directions', contact link or 'Book a Service', and 'View Details'"; "Some location headings show a
// badge 'COMING EARLY 2026'"; "on some sites, 'View Our Stock'".
const dealership: DirectoryDealership = {
  id: 1,
  name: 'Wollongong Mazda',
  slug: 'wollongong-mazda',
  manufacturer: 'Mazda',
  url: 'https://www.wollongong-mazda.com.au',
  email: null,
  phones: {},
  dealer_license_number: 'DL123',
  motor_vehicle_repairer: 'MVR456',
  xtime_url: null,
  service_booking_links: [],
}
const location = (
  id: number,
  name: string,
  type: SiteLocation['type'],
  extra: Partial<SiteLocation> = {},
): SiteLocation => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  type,
  dealershipId: 1,
  primary: false,
  badge: null,
  street: '110 Flinders Street',
  city: 'Wollongong',
  state: 'nsw',
  postcode: '2500',
  lat: -34.42,
  lng: 150.89,
  place_id: null,
  place_url: null,
  phone: '02 5550 1501',
  image: null,
  dealer_license_number: null,
  motor_vehicle_repairer: null,
  timeZone: 'Australia/Sydney',
  opening_hours: [{ weekday: 1, status: 'Open', open: '08:30', close: '17:00' }],
  special_hours: [],
  ...extra,
})

const render = (locations: SiteLocation[], viewOurStock: boolean, showPhone?: boolean) =>
  renderToStaticMarkup(
    createElement(LocationCarousel, {
      showPhone,
      locations,
      dealerships: [dealership],
      closedText: 'closed',
      linksFor: (l) => ({ page: `/contact-us/${l.slug}`, service: '/service', viewOurStock }),
      now: new Date('2026-11-23T00:00:00Z'),
      label: 'Our locations',
    }),
  )

describe('LocationCarousel markup', () => {
  const sales = location(1, 'Wollongong Mazda Sales', 'sales', { badge: 'COMING EARLY 2026' })
  const service = location(2, 'Wollongong Mazda Service', 'service', {
    image: { url: '/media/service.jpg', alt: 'The workshop' },
  })

  it("has each card's parts, the badge, and 'Book a Service' only on service locations", () => {
    const html = render([sales, service], true)
    expect(html).toContain('COMING EARLY 2026')
    expect(html).toContain('110 Flinders Street')
    expect(html).toContain('href="tel:')
    expect(html).toContain('DL# DL123')
    expect(html).toContain('MVR# MVR456')
    expect(html).toContain('Monday')
    expect(html.match(/>Get Directions</g)).toHaveLength(2)
    expect(html.match(/>Book a Service</g)).toHaveLength(1)
    expect(html.match(/>Contact Us</g)).toHaveLength(1)
    expect(html).toContain('href="/contact-us/wollongong-mazda-service"')
    expect(html.match(/>View Our Stock</g)).toHaveLength(2)
    // finance §2 "Locations list: carousel of location cards … Each card has 'View Location'"
    expect(html.match(/>View Location</g)).toHaveLength(2)
    expect(html).not.toContain('View Details')
    // image or map: the service card has its image, the sales card a map link
    expect(html).toContain('alt="The workshop"')
    expect(html.match(/View map/g)).toHaveLength(1)
    // a focusable scroll region, named
    expect(html).toMatch(/<ul[^>]*aria-label="Our locations"[^>]*tabindex="0"/)
  })

  it("leaves 'View Our Stock' out where the site's flag is off", () => {
    expect(render([sales], false)).not.toContain('View Our Stock')
  })

  it.each([
    [1, false, false],
    [3, true, true],
    [4, true, false],
  ])('%i cards: swipe hint small %s, large %s', (n, small, large) => {
    const html = render(
      Array.from({ length: n }, (_, i) => location(i + 1, `Location ${i + 1}`, 'sales')),
      false,
    )
    const hint = /<p[^>]*data-testid="swipe-hint"[^>]*>/.exec(html)?.[0] ?? ''
    expect(hint.includes('data-small')).toBe(small)
    expect(hint.includes('data-large')).toBe(large)
  })

  it('leaves the phone number out where the page masks numbers (stock §4 "Phone reveal")', () => {
    const html = render([sales], false, false)
    expect(html).not.toContain('tel:')
    expect(html).not.toContain('5550 1501')
  })

  it('renders nothing without locations', () => {
    expect(render([], true)).toBe('')
  })
})
