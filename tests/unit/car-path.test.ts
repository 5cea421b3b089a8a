import { describe, expect, it } from 'vitest'

import { carPath, carUrl } from '@/domain/links/car-path'

// spec: stock §2 "/cars/{slug}": the vehicle page; the shared link is the site base address
// (trailing slash removed) plus that path.
describe('carPath and carUrl', () => {
  it.each([
    ['2022-toyota-corolla-ascent-sport-ht12345', '/cars/2022-toyota-corolla-ascent-sport-ht12345'],
    ['a/b?c', '/cars/a%2Fb%3Fc'], // one path segment, whatever the text
  ])('carPath(%j) → %j', (slug, path) => expect(carPath(slug)).toBe(path))

  it.each([
    ['https://dealer.com.au', 'https://dealer.com.au/cars/x-1'],
    ['https://dealer.com.au/', 'https://dealer.com.au/cars/x-1'],
    ['http://smith.localhost:3000', 'http://smith.localhost:3000/cars/x-1'],
  ])('carUrl(%j, "x-1") → %j', (origin, url) => expect(carUrl(origin, 'x-1')).toBe(url))
})
