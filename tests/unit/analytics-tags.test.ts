import { describe, expect, it } from 'vitest'

import { siteTags, tagScriptUrl, viewContentOf } from '@/domain/analytics/tags'

// stock §7 "Analytics events (ids 4, 25, 26, 39, 49, 60, 61 and others) and a pixel ViewContent event";
// docs/features/vehicle-page.md "The vehicle page": a per-site tag manager / analytics id and a Meta pixel, only with the
// site's consent setting.
describe('siteTags: which third-party tags a site loads', () => {
  it.each([
    [
      'consent given, both ids',
      { tracking_consent: 'granted', tag_id: 'GTM-AB12CD', meta_pixel_id: '1234567890' },
      { tagId: 'GTM-AB12CD', metaPixelId: '1234567890' },
    ],
    [
      'no consent: nothing, whatever the ids',
      { tracking_consent: 'none', tag_id: 'GTM-AB12CD', meta_pixel_id: '1234567890' },
      null,
    ],
    ['consent unset: nothing', { tag_id: 'GTM-AB12CD' }, null],
    ['consent, no ids: nothing', { tracking_consent: 'granted' }, null],
    [
      'an analytics id, lower case and spaced',
      { tracking_consent: 'granted', tag_id: ' g-abc123xyz ' },
      { tagId: 'G-ABC123XYZ', metaPixelId: null },
    ],
    [
      'a malformed id is never used',
      { tracking_consent: 'granted', tag_id: 'GTM-"><script>', meta_pixel_id: '12ab' },
      null,
    ],
    ['a pixel only', { tracking_consent: 'granted', meta_pixel_id: '555555' }, { tagId: null, metaPixelId: '555555' }],
  ])('%s', (_c, settings, expected) => expect(siteTags(settings)).toEqual(expected))
})

describe('tag scripts and the ViewContent event', () => {
  it('a GTM id loads the tag manager; a G- id loads gtag', () => {
    expect(tagScriptUrl('GTM-AB12CD')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD')
    expect(tagScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123')
  })

  it('ViewContent names the car, its id and price in AUD; no value without a price', () => {
    expect(viewContentOf({ id: 12, name: '2022 Toyota RAV4', price: 39990 })).toEqual({
      content_ids: ['12'],
      content_type: 'vehicle',
      content_name: '2022 Toyota RAV4',
      value: 39990,
      currency: 'AUD',
    })
    expect(viewContentOf({ id: 'a1', name: 'x', price: 0 })).not.toHaveProperty('value')
  })
})
