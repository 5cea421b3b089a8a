import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CarCard } from '@/components/vehicle/CarCard'
import { cardContext } from '@/components/vehicle/card-context'
import { SpinHotspots } from '@/components/vehicle/detail/HotspotLayer.client'
import { CarSpinnerContext } from '@/components/vehicle/detail/SpinContext.client'
import type { SiteContext } from '@/data/sites/sites'

import { car } from '../support/search/docs'

// Built behaviour with no test before: the card's default attributes and the spin
// context's misuse error.
const siteOf = (features: Record<string, unknown> = {}) =>
  ({
    slug: 'site',
    name: 'Site',
    features,
    settings: {},
    dealerships: [],
    primaryDealership: null,
  }) as unknown as SiteContext
const attributesOf = (html: string) =>
  [
    ...(/<ul class="car-card__attributes[^"]*"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/g),
  ].map((m) => m[1])

describe('CarCard — stock §9 "Default card attributes: car_type, simple_body, km, simple_transmission, stocknum (stocknum omitted for one site group)"', () => {
  const used = car(7, {
    car_type: 'used',
    body: 'SUV',
    km: 48_250,
    transmission: 'Automatic',
    stocknum: 'HT107',
    primary_image_url: null,
  })

  it('lists the five attributes in the spec order', () => {
    const html = renderToStaticMarkup(createElement(CarCard, { car: used, ctx: cardContext(siteOf()) }))
    expect(attributesOf(html)).toEqual(['Used', 'SUV', '48,250 km', 'Automatic', 'Stock # HT107'])
  })

  it('omits the stock number where the site turns it off', () => {
    const html = renderToStaticMarkup(
      createElement(CarCard, { car: used, ctx: cardContext(siteOf({ stocknum_on_cards: false })) }),
    )
    expect(attributesOf(html)).toEqual(['Used', 'SUV', '48,250 km', 'Automatic'])
  })

  it('leaves out an attribute the car does not have', () => {
    const html = renderToStaticMarkup(
      createElement(CarCard, { car: { ...used, km: null, body: null } as never, ctx: cardContext(siteOf()) }),
    )
    expect(attributesOf(html)).toEqual(['Used', 'Automatic', 'Stock # HT107'])
  })
})

describe('CarSpinnerContext — stock §8 "Internal context misuse: Throws \'Error using CarSpinnerContext\'"', () => {
  it('a spin part outside the spinner throws the spec error', () => {
    expect(() => renderToStaticMarkup(createElement(SpinHotspots, { hotspots: [] }))).toThrow(
      'Error using CarSpinnerContext',
    )
  })

  it('inside the spinner it renders', () => {
    const value = { frame: 0, frameCount: 36, setFrame: () => {}, interrupt: () => {} }
    expect(() =>
      renderToStaticMarkup(
        createElement(CarSpinnerContext.Provider, { value }, createElement(SpinHotspots, { hotspots: [] })),
      ),
    ).not.toThrow()
  })
})
