import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { paymentIconSprite } from '@/components/layout/payment-marks'
import { PAYMENT_METHODS } from '@/components/layout/payment-methods'
import { PaymentMethods } from '@/components/layout/PaymentMethods.client'
import { bodyIconSprite } from '@/components/vehicle/body-icon-sprite'
import { BODY_OUTLINES } from '@/components/vehicle/body-outlines'
import { BodyIcon } from '@/components/vehicle/BodyIcon'

// docs/features/caching.md "Caching and page weight": the body drawings and payment marks are sprites the page points at,
// not paths it carries (twice: HTML and RSC payload). Every reference must name a symbol that exists.
const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
const useRefs = (html: string) => [...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)].map((m) => [m[1], m[2]])

describe('body-type sprite', () => {
  const sprite = bodyIconSprite()
  it('holds one symbol per drawn body, in the drawing box', () => {
    expect(symbolIds(sprite).sort()).toEqual(Object.keys(BODY_OUTLINES).sort())
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg">/)
    expect(sprite).toContain('fill="currentColor"') // the body takes the tile's text colour
  })
  it.each(['SUV', 'suv', 'Hatchback', 'Cab Chassis', 'Convertible'])(
    'a %s tile points at a symbol that exists',
    (body) => {
      const html = renderToStaticMarkup(createElement(BodyIcon, { body }))
      expect(html).toContain('aria-hidden="true"')
      for (const [path, id] of useRefs(html)) {
        expect(path).toBe('/api/body-icons')
        expect(symbolIds(sprite)).toContain(id)
      }
      expect(useRefs(html)).toHaveLength(1)
    },
  )
})

describe('payment-method sprite (finance §2 "Mastercard, Visa, Maestro, Google Pay and Apple Pay icons")', () => {
  const sprite = paymentIconSprite()
  const html = renderToStaticMarkup(createElement(PaymentMethods))
  it('each method is a named image pointing at its own symbol', () => {
    expect(symbolIds(sprite)).toHaveLength(PAYMENT_METHODS.length)
    for (const method of PAYMENT_METHODS) expect(html).toContain(`role="img" aria-label="${method}"`)
    const refs = useRefs(html)
    expect(refs.map(([path]) => path)).toEqual(PAYMENT_METHODS.map(() => '/api/payment-icons'))
    expect(refs.map(([, id]) => id)).toEqual(symbolIds(sprite))
  })
})
