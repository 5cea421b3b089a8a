import { describe, expect, it } from 'vitest'

import { shareUrl } from '@/domain/vehicle/share-url'

// spec: stock §2 routes "/cars/{slug} … also the shared link (site base address, trailing slash removed)".
describe('shareUrl (stock §2 shared link)', () => {
  it.each([
    [
      'origin and path as they come',
      'https://www.dealer.com.au',
      '/cars/2022-toyota-corolla',
      'https://www.dealer.com.au/cars/2022-toyota-corolla',
    ],
    [
      'trailing slash on the path removed',
      'https://www.dealer.com.au',
      '/cars/abc/',
      'https://www.dealer.com.au/cars/abc',
    ],
    [
      'trailing slash on the base address removed',
      'https://www.dealer.com.au/',
      '/cars/abc',
      'https://www.dealer.com.au/cars/abc',
    ],
    [
      'several trailing slashes removed',
      'https://www.dealer.com.au//',
      '/cars/abc//',
      'https://www.dealer.com.au/cars/abc',
    ],
    [
      'a path without its leading slash',
      'http://alpha.localhost:3000',
      'cars/abc',
      'http://alpha.localhost:3000/cars/abc',
    ],
    ['the home page is the bare base address', 'https://www.dealer.com.au/', '/', 'https://www.dealer.com.au'],
    ['query strings kept', 'https://d.com.au', '/cars/abc?ref=share', 'https://d.com.au/cars/abc?ref=share'],
  ])('%s', (_, origin, path, expected) => {
    expect(shareUrl(origin, path)).toBe(expected)
  })
})
