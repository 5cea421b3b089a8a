import { describe, expect, it } from 'vitest'

import { brandOfSlug, brandOverviewPath, overviewSlugOf } from '@/domain/content/brand-pages'

// spec: stock §2 "Other links": "/brands … /{brand-slug}/overview".
const dealers = [{ manufacturer: 'Kia' }, { manufacturer: 'Land Rover' }, { manufacturer: null }]

describe('brand pages', () => {
  it.each([
    ['kia', 'Kia'],
    ['land-rover', 'Land Rover'],
    ['toyota', null],
    ['', null],
  ])('/%s/overview names %s', (slug, make) => expect(brandOfSlug(dealers, slug)).toBe(make))

  it.each([
    [['kia', 'overview'], 'kia'],
    [['kia'], null],
    [['kia', 'overview', 'x'], null],
    [['pages', 'about'], null],
  ])('%j is an overview of %s', (segments, slug) => expect(overviewSlugOf(segments)).toBe(slug))

  it('links a make to its overview', () => expect(brandOverviewPath('Land Rover')).toBe('/land-rover/overview'))
})
