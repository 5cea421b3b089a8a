import { describe, expect, it } from 'vitest'

import { stockMenuLinks } from '@/components/layout/generated-menus'
import { offerWindowProblem } from '@/domain/content/offer-window'
import { cardColours, headerBannersFor, headerBannerShows, inkOn, livePromoCard } from '@/domain/promo/banners'

// finance §3: "Header banner card: image, alt, background, display (new/used/demo), strict display flag."
describe('headerBannerShows (display and strict display)', () => {
  it.each([
    // display, strict, the page's car types, shown
    [[], false, [], true],
    [[], false, ['used'], true],
    [[], true, [], true], // strict for all types is every page
    [['used'], false, [], true], // all stock includes used
    [['used'], false, ['used'], true],
    [['used'], false, ['new'], false],
    [['used'], false, ['new', 'used'], true],
    [['used'], true, [], false], // strict: never on all stock
    [['used'], true, ['used'], true],
    [['used'], true, ['new', 'used'], false], // strict: every type on the page is its own
    [['new', 'demo'], true, ['new', 'demo'], true],
    [['new', 'demo'], true, ['demo'], true],
  ])('display %j strict %s on %j → %s', (display, strict, page, shown) =>
    expect(headerBannerShows({ display, strict }, page)).toBe(shown),
  )
})

// finance §4: "Promo cards carry an expiry of 2025-06-15T16:00 (+10:00)"; expired cards are never
// shown.
describe('the schedule of banners and promo cards', () => {
  const at = (iso: string) => new Date(iso)
  const card = (title: string, starts_at: string | null, expires_at: string | null) => ({
    title,
    starts_at,
    expires_at,
  })
  const cards = [
    card('Expired', null, '2025-06-15T16:00:00+10:00'),
    card('Later', '2025-07-01T00:00:00+10:00', null),
    card('Live', '2025-06-01T00:00:00+10:00', '2025-06-30T00:00:00+10:00'),
  ]
  it.each([
    ['2025-06-15T15:59:59+10:00', 'Expired'],
    ['2025-06-15T16:00:00+10:00', 'Live'], // expired at the instant
    ['2025-07-01T00:00:00+10:00', 'Later'],
    ['2025-05-01T00:00:00+10:00', 'Expired'],
  ])('at %s the card is %s', (now, title) => expect(livePromoCard(cards, at(now))?.title).toBe(title))

  it('no live card: none (the default card shows)', () =>
    expect(livePromoCard([cards[0]!], at('2026-01-01T00:00:00Z'))).toBeNull())

  it('banners out of their window never show, whatever their display', () => {
    const banners = [
      { ...card('Old', null, '2025-06-15T16:00:00+10:00'), display: [], strict: false },
      { ...card('Now', null, null), display: ['used'], strict: false },
    ]
    expect(headerBannersFor(banners, ['used'], at('2025-07-01T00:00:00Z')).map((b) => b.title)).toEqual(['Now'])
  })

  it('a schedule that ends before it starts is refused, naming the thing', () =>
    expect(
      offerWindowProblem({ starts_at: '2025-07-01T00:00:00Z', expires_at: '2025-06-01T00:00:00Z' }, 'banner'),
    ).toBe('The banner must expire after it starts.'))
})

describe('inkOn (legible text on a staff colour)', () => {
  it.each([
    ['#ffffff', '#000'],
    ['#fff', '#000'],
    ['#000000', '#fff'],
    ['#0b3d91', '#fff'],
    ['#ffd500', '#000'],
    ['#e4002b', '#fff'],
  ])('%s → %s', (bg, ink) => expect(inkOn(bg)).toBe(ink))
  it('a malformed colour is ignored', () => expect(cardColours('red; background:url(x)')).toBeUndefined())
})

// docs/features/content.md "Add a banner or a promo card": the "Stock" dropdown from live stock counts.
describe('stockMenuLinks', () => {
  it('a link per car type in stock with its count, then all stock', () => {
    expect(stockMenuLinks({ new: 12, demo: 0, used: 1234 })).toEqual([
      { label: 'New cars (12)', url: '/search/new-cars' },
      { label: 'Used cars (1,234)', url: '/search/used-cars' },
      { label: 'All stock (1,246)', url: expect.stringMatching(/^\/search/) },
    ])
  })
  it('one type: no "all stock"; none: no links', () => {
    expect(stockMenuLinks({ new: 0, demo: 3, used: 0 })).toEqual([{ label: 'Demo cars (3)', url: '/search/demo-cars' }])
    expect(stockMenuLinks({ new: 0, demo: 0, used: 0 })).toEqual([])
  })
})
