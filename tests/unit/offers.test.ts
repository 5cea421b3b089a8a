import { describe, expect, it } from 'vitest'

import {
  NO_OFFERS_TEXT,
  offerMakes,
  offerMatches,
  readOfferFilter,
  showOffersLink,
  withoutOffersLinks,
} from '@/domain/content/offer-filters'
import { byExpiry, isOfferLive, liveOffers, nextWindowChange, offerWindowProblem } from '@/domain/content/offer-window'
import { offerSearchHref } from '@/search/url/links'

const NOW = new Date('2026-06-15T06:00:00.000Z') // 16:00 in Brisbane

// docs/features/content.md "Add an offer": a tenant-scoped offers collection with a start and an expiry; expired or
// not-yet-started offers are never shown. The start is inclusive, the expiry exclusive.
describe('isOfferLive (the offer window)', () => {
  it.each([
    [null, null, true],
    ['2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z', true],
    ['2026-06-15T06:00:00.000Z', null, true], // starts this instant
    [null, '2026-06-15T06:00:00.000Z', false], // expired this instant
    [null, '2026-06-15T05:59:59.999Z', false],
    ['2026-06-15T06:00:00.001Z', null, false], // not yet started
    ['2026-07-01T00:00:00Z', '2026-08-01T00:00:00Z', false],
    ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', false],
    // finance §4 "Promo cards carry an expiry of 2025-06-15T16:00 (+10:00)": the same instant written two ways.
    [null, '2026-06-15T16:00:00+10:00', false],
    [null, '2026-06-15T16:00:01+10:00', true],
  ])('starts %s, expires %s → %s', (starts_at, expires_at, live) =>
    expect(isOfferLive({ starts_at, expires_at }, NOW)).toBe(live),
  )

  it('liveOffers keeps only live offers, in their order', () => {
    const offers = [
      { title: 'a', expires_at: '2026-06-01T00:00:00Z' },
      { title: 'b', expires_at: null },
      { title: 'c', starts_at: '2026-07-01T00:00:00Z' },
      { title: 'd', starts_at: '2026-06-01T00:00:00Z', expires_at: '2026-06-20T00:00:00Z' },
    ]
    expect(liveOffers(offers, NOW).map((o) => o.title)).toEqual(['b', 'd'])
    expect([...offers].sort(byExpiry).map((o) => o.title)).toEqual(['a', 'd', 'b', 'c'])
  })

  it.each([
    ['2026-06-01T00:00:00Z', '2026-06-01T00:00:00Z', 'The offer must expire after it starts.'],
    ['2026-06-02T00:00:00Z', '2026-06-01T00:00:00Z', 'The offer must expire after it starts.'],
    ['2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z', null],
    [null, '2026-06-02T00:00:00Z', null],
  ])('offerWindowProblem(%s, %s) → %s', (starts_at, expires_at, problem) =>
    expect(offerWindowProblem({ starts_at, expires_at })).toBe(problem),
  )

  // A shared page that shows scheduled offers, banners or cards is kept until the next start or end
  // (docs/features/caching.md "Caching and page weight": the cache must not show a card past its expiry, nor hide it past
  // its start).
  it.each([
    [[], null],
    [[{ starts_at: null, expires_at: null }], null],
    [[{ starts_at: '2026-06-01T00:00:00Z', expires_at: '2026-06-20T00:00:00Z' }], '2026-06-20T00:00:00.000Z'],
    [[{ starts_at: '2026-06-16T00:00:00Z', expires_at: '2026-06-20T00:00:00Z' }], '2026-06-16T00:00:00.000Z'],
    [[{ expires_at: '2026-06-15T06:00:00.000Z' }], null], // ended this instant: nothing more changes
    [[{ starts_at: '2026-06-15T06:00:00.001Z' }], '2026-06-15T06:00:00.001Z'],
    [
      [
        { expires_at: '2026-07-01T00:00:00Z' },
        { starts_at: '2026-06-18T00:00:00Z' },
        { expires_at: '2026-01-01T00:00:00Z' },
      ],
      '2026-06-18T00:00:00.000Z',
    ],
  ])('nextWindowChange(%j) → %s', (windows, next) =>
    expect(nextWindowChange(windows, NOW)?.toISOString() ?? null).toBe(next),
  )
})

// stock §2 "/special-offers: Special offers page; Clear Filters action on its empty state".
describe('offer filters', () => {
  const rav4 = { car_types: ['new'], make: 'Toyota', model: 'RAV4' }
  const anyUsed = { car_types: ['used'], make: null }
  const everything = { car_types: [], make: null }
  it.each([
    [rav4, { car_type: null, make: null }, true],
    [rav4, { car_type: 'new', make: 'Toyota' }, true],
    [rav4, { car_type: 'used', make: null }, false],
    [rav4, { car_type: null, make: 'Kia' }, false],
    [anyUsed, { car_type: 'used', make: 'Kia' }, true], // names no make: applies to all makes
    [anyUsed, { car_type: 'demo', make: null }, false],
    [everything, { car_type: 'demo', make: 'Mazda' }, true],
  ] as const)('%j with %j → %s', (offer, filter, match) => expect(offerMatches(offer, filter)).toBe(match))

  it('reads the filter from the query, ignoring values it does not know', () => {
    const makes = offerMakes([rav4, { make: ' toyota ' }, { make: 'Kia' }, anyUsed])
    expect(makes).toEqual(['Kia', 'Toyota'])
    expect(readOfferFilter({ car_type: 'new', make: 'toyota' }, makes)).toEqual({ car_type: 'new', make: 'Toyota' })
    expect(readOfferFilter({ car_type: 'boat', make: 'Ferrari' }, makes)).toEqual({ car_type: null, make: null })
    expect(readOfferFilter({ car_type: ['used', 'new'] }, makes)).toEqual({ car_type: 'used', make: null })
  })

  it('links an offer to the search for what it applies to', () => {
    expect(offerSearchHref(rav4)).toBe('/search/toyota/rav4')
    expect(offerSearchHref({ make: 'Kia' })).toBe('/search/kia')
    expect(offerSearchHref(anyUsed)).toBe('/search/used-cars')
    expect(offerSearchHref(everything)).toBe('/search/new-used-and-demo-cars')
  })

  it("has the spec's empty text for offers", () => {
    // stock §8 "Default text for offers: 'There appears to be no offers currently available that meet the conditions of your search'."
    expect(NO_OFFERS_TEXT).toBe(
      'There appears to be no offers currently available that meet the conditions of your search',
    )
  })
})

// finance §2 "/special-offers (only when offers exist or the offers feature is on)".
describe('the Special Offers menu link', () => {
  it.each([
    [true, 0, true],
    [true, 2, true],
    [false, 1, true],
    [false, 0, false],
  ])('feature %s, %i live offers → shown %s', (feature, count, shown) =>
    expect(showOffersLink(feature, count)).toBe(shown),
  )

  it('is removed from the top level and from dropdowns when hidden', () => {
    const items = [
      { label: 'Home', url: '/' },
      { label: 'Special Offers', url: '/special-offers' },
      { label: 'Offers', url: '/special-offers/?car_type=new' },
      {
        label: 'Stock',
        url: '/search/new-cars',
        children: [
          { label: 'Deals', url: '/special-offers#top' },
          { label: 'Used', url: '/search/used-cars' },
        ],
      },
      { label: 'Other', url: '/special-offers-archive' },
    ]
    expect(withoutOffersLinks(items)).toEqual([
      { label: 'Home', url: '/' },
      { label: 'Stock', url: '/search/new-cars', children: [{ label: 'Used', url: '/search/used-cars' }] },
      { label: 'Other', url: '/special-offers-archive' },
    ])
  })
})
