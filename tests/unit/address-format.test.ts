import { describe, expect, it } from 'vitest'

import { addressLine, localityLine } from '@/domain/locations/address'

// One way to write an address (one address formatter for the vehicle printout, the location cards
// and pages, the dealer card and the vehicle feeds).
describe('addressLine and localityLine', () => {
  it.each([
    [
      { street: '650 Pittwater Road', city: 'Brookvale', state: 'nsw', postcode: '2100' },
      '650 Pittwater Road, Brookvale NSW 2100',
    ],
    [
      { street: '1 Harbour St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
      '1 Harbour St, Sydney NSW 2000, AU',
    ],
    [{ city: 'Brookvale', state: 'NSW', postcode: '2100' }, 'Brookvale NSW 2100'],
    [{ street: '650 Pittwater Road', city: null, state: null, postcode: null }, '650 Pittwater Road'],
    [{ street: '', city: 'Albion Park', state: 'nsw', postcode: '' }, 'Albion Park NSW'],
    [null, ''],
  ])('%j → %j', (parts, line) => expect(addressLine(parts)).toBe(line))

  it('the locality line leaves the street out', () =>
    expect(localityLine({ street: '650 Pittwater Road', city: 'Brookvale', state: 'nsw', postcode: '2100' })).toBe(
      'Brookvale NSW 2100',
    ))
})
