import { describe, expect, it } from 'vitest'

import { searchAddressParts } from '@/search/url/address'

// stock §2 routes: results pages live under /search/… (and /used-car/… for the group whose
// breadcrumbs use it, finance §2). The search-view beacon reports one of these addresses.
describe('searchAddressParts', () => {
  it.each([
    ['/search', [], ''],
    ['/search/', [], ''],
    ['/search/used-cars', ['used-cars'], ''],
    ['/search/toyota/corolla?page=2', ['toyota', 'corolla'], 'page=2'],
    ['/used-car/land-rover?sortBy=price_asc', ['land-rover'], 'sortBy=price_asc'],
    ['/search/mercedes%20benz', ['mercedes benz'], ''],
  ])('%s is a results address', (address, segments, query) => {
    const parts = searchAddressParts(address)
    expect(parts?.segments).toEqual(segments)
    expect(parts?.params.toString()).toBe(query)
  })

  it.each([
    ['another page', '/cars/car-0'],
    ['a prefix only', '/searching'],
    ['an absolute URL', 'https://evil.example/search/used-cars'],
    ['a protocol-relative URL', '//evil.example/search/used-cars'],
    ['a bad %-escape', '/search/%E0%A4%A'],
    ['a relative path', 'search/used-cars'],
    ['an address past 2,048 characters', `/search/used-cars?query=${'x'.repeat(2048)}`],
  ])('%s is not', (_, address) => {
    expect(searchAddressParts(address)).toBeNull()
  })
})
