import { describe, expect, it } from 'vitest'

import { FEATURE_BANNER_DEFAULTS, FEATURE_BANNER_ITEMS, featureBannerItems } from '@/domain/promo/feature-banner'

import { FeatureBannerBlock } from '../../collections/Pages/blocks/FeatureBanner/config'

// spec: finance §9 "Display": "feature banner 3 items"; stock §2 "feature banner (3 items, linking
// to special offers, service and finance)".
describe('the feature banner', () => {
  it('has 3 items by default: special offers, service and finance', () => {
    expect(FEATURE_BANNER_ITEMS).toBe(3)
    expect(FEATURE_BANNER_DEFAULTS.map((i) => [i.kind, i.url])).toEqual([
      ['offers', '/special-offers'],
      ['service', '/service'],
      ['finance', '/finance'],
    ])
  })

  it('the block takes exactly 3 items, defaulting to those', () => {
    const items = FeatureBannerBlock.fields.find((f) => 'name' in f && f.name === 'items') as {
      minRows: number
      maxRows: number
      defaultValue: unknown
    }
    expect([items.minRows, items.maxRows]).toEqual([3, 3])
    expect(items.defaultValue).toEqual(FEATURE_BANNER_DEFAULTS)
  })

  const four = [...FEATURE_BANNER_DEFAULTS, { ...FEATURE_BANNER_DEFAULTS[0], url: '/extra' }]
  it.each([
    // [items, offers shown, urls shown]
    [FEATURE_BANNER_DEFAULTS, true, ['/special-offers', '/service', '/finance']],
    // finance §2 "/special-offers (only when offers exist or the offers feature is on)"
    [FEATURE_BANNER_DEFAULTS, false, ['/service', '/finance']],
    [four, true, ['/special-offers', '/service', '/finance']], // never more than 3
    [[{ ...FEATURE_BANNER_DEFAULTS[0], url: '/special-offers?make=kia' }], false, []],
  ] as const)('%#: offers shown %s', (items, offersShown, urls) => {
    expect(featureBannerItems(items, offersShown).map((i) => i.url)).toEqual(urls)
  })
})
