import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CarCard } from '@/components/vehicle/CarCard'
import { cardContext } from '@/components/vehicle/card-context'
import type { SiteContext } from '@/data/sites/sites'
import { offersTradeIn, tradeInHref, tradeInLinkOf } from '@/domain/trade-in/offers-trade-in'

import { car } from '../support/search/docs'

// spec: finance §2 "/cars/trade-in?car_id={id}: trade-in valuation, linked from car cards and the
// sticky header when trade-in is allowed … The trade-in button shows only if a trade-in-eligibility
// check passes." The check's contents are ours (the spec is silent): the car can still be bought.
describe('offersTradeIn — finance §2 "The trade-in button shows only if a trade-in-eligibility check passes"', () => {
  const slug = 'x'
  it.each([
    // [case, car, site flag trade_in, expected]
    ['in stock, flag on', { slug, status: 'in_stock' }, true, true],
    ['coming soon counts as available (stock §4)', { slug, status: 'coming_soon' }, true, true],
    ['flag off ("when trade-in is allowed")', { slug, status: 'in_stock' }, false, false],
    ['sold (stock §4 "other statuses such as sold show the SOLD view")', { slug, status: 'sold' }, true, false],
    ['withdrawn', { slug, status: 'withdrawn' }, true, false],
    ['no status', { slug }, true, false],
    ['already reserved by another shopper', { slug, status: 'in_stock', reserved: true }, true, false],
    [
      "tagged 'Test Drive Only' (not for sale, finance §2)",
      { slug, status: 'in_stock', tag: 'Test Drive Only' },
      true,
      false,
    ],
    ['tag compared case-insensitively', { slug, status: 'in_stock', tag: ' test drive only ' }, true, false],
    ['another tag', { slug, status: 'in_stock', tag: 'Runout Sale' }, true, true],
  ])('%s', (_case, c, flag, expected) => {
    expect(offersTradeIn(c, flag)).toBe(expected)
    expect(tradeInLinkOf(c, flag)).toBe(expected ? '/cars/trade-in?car_id=x' : null)
  })

  it('links to /cars/trade-in?car_id= with the car named safely', () => {
    expect(tradeInHref({ slug: '2020-toyota-corolla-ht107' })).toBe('/cars/trade-in?car_id=2020-toyota-corolla-ht107')
    expect(tradeInHref({ slug: 'a&b c' })).toBe('/cars/trade-in?car_id=a%26b%20c')
  })
})

describe('CarCard — finance §2 trade-in "linked from car cards … when trade-in is allowed"', () => {
  const siteOf = (features: Record<string, unknown> = {}) =>
    ({
      slug: 's',
      name: 'S',
      features,
      settings: {},
      dealerships: [],
      primaryDealership: null,
    }) as unknown as SiteContext
  const linkOf = (html: string) => /<a class="car-card__trade-in[^"]*" href="([^"]+)">([^<]+)<\/a>/.exec(html)
  const render = (c: ReturnType<typeof car>, features: Record<string, unknown> = {}) =>
    renderToStaticMarkup(createElement(CarCard, { car: c, ctx: cardContext(siteOf(features)) }))

  it('an available car links to its trade-in page (trade_in is on by default)', () => {
    const m = linkOf(render(car(7, { slug: 'car-7' })))
    expect(m?.[1]).toBe('/cars/trade-in?car_id=car-7')
    expect(m?.[2]).toBe('Value my trade-in')
  })
  it.each([
    ['the site turns trade_in off', car(7), { trade_in: false }],
    ['the car is sold', car(7, { status: 'sold' }), {}],
    ['the car is reserved', car(7, { reserved: true }), {}],
  ])('no link when %s', (_case, c, features) => {
    expect(linkOf(render(c, features))).toBeNull()
  })
})
