import { describe, expect, it } from 'vitest'

import { directionsUrl, locationDirectionsUrl, placeSearchUrl } from '@/domain/locations/directions'

// spec: stock §2 'Get Directions': a Google Maps directions link. A location's link is the place link
// staff set on it, else directions to its address; the dealer locator, the location page and the
// vehicle page all read it from locationDirectionsUrl.
describe('directions links', () => {
  it('directionsUrl joins the parts it has, encoded as one destination', () => {
    expect(directionsUrl('1 Harbour St', null, 'NSW', '2000')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=1%20Harbour%20St%2C%20NSW%2C%202000',
    )
  })

  it.each([
    [
      'the address, state in upper case',
      { street: '1 Harbour St', city: 'Sydney', state: 'nsw', postcode: '2000', place_url: null },
      'https://www.google.com/maps/dir/?api=1&destination=1%20Harbour%20St%2C%20Sydney%2C%20NSW%2C%202000',
    ],
    [
      'the place link staff set wins',
      { street: '1 Harbour St', place_url: 'https://maps.app.goo.gl/abc' },
      'https://maps.app.goo.gl/abc',
    ],
    [
      'an empty place link counts as none',
      { city: 'Wollongong', place_url: '' },
      'https://www.google.com/maps/dir/?api=1&destination=Wollongong',
    ],
  ])('locationDirectionsUrl: %s', (_case, address, url) => expect(locationDirectionsUrl(address)).toBe(url))

  it('placeSearchUrl searches for a written place', () => {
    expect(placeSearchUrl('1 Harbour St, Sydney NSW 2000')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Harbour%20St%2C%20Sydney%20NSW%202000',
    )
  })
})
