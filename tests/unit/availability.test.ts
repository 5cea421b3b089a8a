import { describe, expect, it } from 'vitest'

import { isAvailable } from '@/domain/availability/is-available'
import {
  dealershipSoldWindowDays,
  isListedOnSite,
  type ListableCar,
  soldListingCutoff,
} from '@/domain/availability/listing'
import { collapseSoldRuns } from '@/domain/collapse-sold-runs'

const DAY = 86_400
const now = Date.UTC(2025, 5, 15, 12) // epoch ms
const nowS = now / 1000

describe('isAvailable (stock §4 "in_stock and coming_soon count as available")', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['on_hold', false], // "any other status … shows the SOLD view"
    [null, false],
  ])('%s → %s', (status, available) => expect(isAvailable({ status })).toBe(available))
})

describe('isListedOnSite (stock §4 "On a dealer site a car is listed if …", stock §9)', () => {
  const rules = { includeSoldCarsDays: 3, excludedStocknums: [], now }
  it.each<[string, ListableCar, Partial<typeof rules> | object, boolean]>([
    ['in stock', { status: 'in_stock', show_on_dealer_website: true }, {}, true],
    ['coming soon', { status: 'coming_soon', show_on_dealer_website: true }, {}, true],
    ['hidden from the dealer website', { status: 'in_stock', show_on_dealer_website: false }, {}, false],
    ['show_on_dealer_website unset (field default true)', { status: 'in_stock' }, {}, true],
    ['sold 1 day ago, window 3 days', { status: 'sold', sold_date_timestamp: nowS - DAY }, {}, true],
    [
      'sold exactly 3 days ago is still within the window',
      { status: 'sold', sold_date_timestamp: nowS - 3 * DAY },
      {},
      true,
    ],
    ['sold 3 days and 1 second ago', { status: 'sold', sold_date_timestamp: nowS - 3 * DAY - 1 }, {}, false],
    [
      'sold recently but hidden from the website',
      { status: 'sold', sold_date_timestamp: nowS - DAY, show_on_dealer_website: false },
      {},
      false,
    ],
    ['sold without a sold date', { status: 'sold', sold_date_timestamp: null }, {}, false],
    [
      'sold 5 days ago with include_sold_cars_days 7',
      { status: 'sold', sold_date_timestamp: nowS - 5 * DAY },
      { includeSoldCarsDays: 7 },
      true,
    ],
    [
      'sold 2 days ago with include_sold_cars_days 0',
      { status: 'sold', sold_date_timestamp: nowS - 2 * DAY },
      { includeSoldCarsDays: 0 },
      false,
    ],
    [
      'sold 2 days ago, days unset → default 3',
      { status: 'sold', sold_date_timestamp: nowS - 2 * DAY },
      { includeSoldCarsDays: undefined },
      true,
    ],
    [
      'sold 4 days ago, days unset → default 3',
      { status: 'sold', sold_date_timestamp: nowS - 4 * DAY },
      { includeSoldCarsDays: null },
      false,
    ],
    ['an unknown status is not "sold"', { status: 'on_hold', sold_date_timestamp: nowS - DAY }, {}, false],
    [
      'excluded stock number (stock §9)',
      { status: 'in_stock', stocknum: 'U1234' },
      { excludedStocknums: ['U1234'] },
      false,
    ],
    [
      'excluded stock numbers match trimmed, any case',
      { status: 'in_stock', stocknum: 'u1234 ' },
      { excludedStocknums: [' U1234'] },
      false,
    ],
    [
      'another stock number is listed',
      { status: 'in_stock', stocknum: 'U1235' },
      { excludedStocknums: ['U1234'] },
      true,
    ],
  ])('%s → %s', (_, car, overrides, listed) => {
    expect(isListedOnSite(car, { ...rules, ...overrides })).toBe(listed)
  })

  it.each<[string, number | null | undefined, number | null | undefined, number]>([
    ["the dealership's own window wins (finance §3 include_sold_cars_days)", 3, 0, 0],
    ["the dealership's own window wins over an unset site", undefined, 7, 7],
    ["no dealership window → the site's", 1, null, 1],
    ["an invalid dealership window → the site's", 1, -2, 1],
    ['neither → the default 3 (stock §9)', null, undefined, 3],
  ])('dealershipSoldWindowDays: %s', (_, site, dealership, days) => {
    expect(dealershipSoldWindowDays(site, dealership)).toBe(days)
  })

  it('gives engines the same window as a cutoff in epoch seconds', () => {
    expect(soldListingCutoff({ includeSoldCarsDays: 3, now })).toBe(nowS - 3 * DAY)
    expect(soldListingCutoff({ includeSoldCarsDays: undefined, now })).toBe(nowS - 3 * DAY)
    expect(soldListingCutoff({ includeSoldCarsDays: 0, now })).toBeNull()
  })
})

describe('collapseSoldRuns (stock §4 "only the first of each consecutive run of sold cars is shown")', () => {
  const cars = (pattern: string) =>
    [...pattern].map((c, i) => ({
      id: `${c}${i}`,
      status: c === 'A' ? 'in_stock' : c === 'C' ? 'coming_soon' : 'sold',
    }))
  const ids = (list: { id: string }[]) => list.map((c) => c.id).join(' ')
  it.each([
    ['ASSSA', 'A0 S1 A4'],
    ['SSASSA', 'S0 A2 S3 A5'],
    ['ASASA', 'A0 S1 A2 S3 A4'],
    ['AAC', 'A0 A1 C2'], // coming soon is available, not sold
    ['ACSS', 'A0 C1 S2'],
    ['SSS', 'S0 S1 S2'], // "unless every car is sold, in which case all show"
    ['S', 'S0'],
    ['', ''],
  ])('%s → %s', (pattern, shown) => expect(ids(collapseSoldRuns(cars(pattern)))).toBe(shown))
})
