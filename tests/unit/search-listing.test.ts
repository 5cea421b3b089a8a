import { describe, expect, it } from 'vitest'

import { isListed, soldCutoffGroups, soldCutoffSeconds } from '@/search/listing'
import type { CarIndexDoc, SearchScope, SortKey } from '@/search/types'

import { car, DAY_S, NOW_S, scopeOf } from '../support/search/docs'

const S4 =
  'stock §4 "a car is listed if status is in stock or coming soon, or it was sold within the recent window (3 days by default, configurable by include_sold_cars_days), and show_on_dealer_website is true"'
const S9_EXCLUDE = 'stock §9 "Some sites exclude specific stock numbers"'
const S9_PRICE = 'stock §9 "price above 0 when sorting by price ascending on some sites"'
const F3 = 'finance §3 Dealership configuration: include_sold_cars_days (a dealership overrides the site)'
const WALL = 'architecture "Every query carries the site\'s dealership scope"'

type Row = [
  spec: string,
  doc: Partial<CarIndexDoc>,
  scope: Partial<SearchScope>,
  sort: SortKey | undefined,
  listed: boolean,
]

const rows: Row[] = [
  [S4, { status: 'in_stock' }, {}, undefined, true],
  [S4, { status: 'coming_soon' }, {}, undefined, true],
  [S4, { status: 'sold', sold_date_timestamp: NOW_S - 2 * DAY_S }, {}, undefined, true],
  [S4, { status: 'sold', sold_date_timestamp: NOW_S - 3 * DAY_S }, {}, undefined, true], // the window's first second
  [S4, { status: 'sold', sold_date_timestamp: NOW_S - 3 * DAY_S - 1 }, {}, undefined, false],
  [S4, { status: 'sold', sold_date_timestamp: NOW_S - 6 * DAY_S }, { includeSoldCarsDays: 7 }, undefined, true],
  [S4, { status: 'sold', sold_date_timestamp: NOW_S - 60 }, { includeSoldCarsDays: 0 }, undefined, false],
  [
    S4,
    { status: 'sold', sold_date_timestamp: NOW_S - 2 * DAY_S },
    { includeSoldCarsDays: Number.NaN },
    undefined,
    true,
  ], // invalid → the default 3
  [S4, { status: 'sold', sold_date_timestamp: null }, {}, undefined, false],
  [S4, { show_on_dealer_website: false }, {}, undefined, false],
  [S4, { status: 'coming_soon', show_on_dealer_website: false }, {}, undefined, false],
  [
    F3,
    { status: 'sold', sold_date_timestamp: NOW_S - DAY_S },
    { soldWindowByDealership: { '10': 0 } },
    undefined,
    false,
  ],
  [
    F3,
    { status: 'sold', sold_date_timestamp: NOW_S - DAY_S, dealership: 11 },
    { dealershipIds: [10, 11], soldWindowByDealership: { '10': 0 } },
    undefined,
    true,
  ],
  [
    F3,
    { status: 'sold', sold_date_timestamp: NOW_S - 6 * DAY_S },
    { includeSoldCarsDays: 0, soldWindowByDealership: { '10': 7 } },
    undefined,
    true,
  ],
  [
    F3,
    { status: 'sold', sold_date_timestamp: NOW_S - 2 * DAY_S },
    { includeSoldCarsDays: 1, soldWindowByDealership: { '10': Number.NaN } },
    undefined,
    false,
  ], // invalid → the site's 1
  [F3, { status: 'in_stock' }, { soldWindowByDealership: { '10': 0 } }, undefined, true],
  [S9_EXCLUDE, { stocknum: 'X1' }, { excludedStocknums: ['X1'] }, undefined, false],
  [S9_EXCLUDE, { stocknum: 'X1' }, { excludedStocknums: [' x1 '] }, undefined, false], // trimmed, any case
  [S9_EXCLUDE, { stocknum: 'X1' }, { excludedStocknums: ['X12'] }, undefined, true],
  [S9_PRICE, { price: 0 }, { priceAboveZeroOnPriceSort: true }, 'price_asc', false],
  [S9_PRICE, { price: null }, { priceAboveZeroOnPriceSort: true }, 'price_asc', false],
  [S9_PRICE, { price: 0 }, { priceAboveZeroOnPriceSort: true }, 'price_desc', true],
  [S9_PRICE, { price: 0 }, {}, 'price_asc', true],
  [WALL, { tenant: 2 }, {}, undefined, false],
  [WALL, { dealership: 11 }, {}, undefined, false],
  [WALL, { dealership: 11 }, { dealershipIds: [10, 11] }, undefined, true],
  [WALL, { tenant: '1', dealership: '10' }, {}, undefined, true], // ids compare as strings (MongoDB)
]

describe('isListed', () => {
  it.each(rows)('%s: %j with %j (%s) → %s', (_spec, doc, scope, sort, listed) => {
    expect(isListed(car(1, doc), scopeOf(scope), sort)).toBe(listed)
  })

  it('measures the window from scope.now, in epoch seconds; a window of 0 days lists no sold cars', () => {
    expect(soldCutoffSeconds(scopeOf({ includeSoldCarsDays: 3, now: NOW_S * 1000 + 999 }))).toBe(NOW_S - 3 * DAY_S)
    expect(soldCutoffSeconds(scopeOf({ includeSoldCarsDays: 0 }))).toBeNull()
  })

  it("groups the scope's dealerships by their sold cutoff (finance §3 per-dealership window)", () => {
    const scope = scopeOf({ dealershipIds: [10, 11, 12, '11'], soldWindowByDealership: { '10': 0, '12': 3 } })
    expect(soldCutoffGroups(scope)).toEqual([
      { cutoff: null, dealershipIds: ['10'] },
      { cutoff: NOW_S - 3 * DAY_S, dealershipIds: ['11', '12'] },
    ])
    expect(soldCutoffSeconds(scope, 10)).toBeNull()
    expect(soldCutoffSeconds(scope, '11')).toBe(NOW_S - 3 * DAY_S)
  })
})
