import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CarCard } from '@/components/vehicle/CarCard'
import { cardContext } from '@/components/vehicle/card-context'
import type { SiteContext } from '@/data/sites/sites'
import type { Car } from '@/payload-types'
import { toIndexDoc } from '@/search/indexing/to-index-doc'

const car = toIndexDoc({
  id: 7,
  tenant: 1,
  dealership: 1,
  slug: 'certified-rav4',
  name: '2022 Toyota RAV4 GXL',
  make: 'Toyota',
  model: 'RAV4',
  car_type: 'used',
  status: 'in_stock',
  certified: true,
  price: 39990,
  createdAt: '2020-01-01T00:00:00Z',
} as unknown as Car)

const site = (logo: unknown) =>
  ({
    settings: { certified_logo: logo },
    features: { certified_logo: true },
    primaryDealership: { manufacturer: 'Toyota' },
  }) as unknown as SiteContext

const tagOf = (html: string) => html.match(/<span class="car-tag[^"]*"[^>]*>.*?<\/span>/)?.[0] ?? ''

// spec: stock §4 tag rule 3 "A certified logo image for certified used cars of one make (some sites)."
describe('the certified tag is the certified logo image, with its alt text', () => {
  it("renders the site's logo with the alt text the tag rule computes", () => {
    const html = renderToStaticMarkup(
      createElement(CarCard, {
        car,
        ctx: cardContext(site({ url: '/api/media/file/tcuv.svg', width: 300, height: 100 })),
      }),
    )
    const tag = tagOf(html)
    expect(tag).toContain('data-tag="certified"')
    expect(tag).toContain('<img src="/api/media/file/tcuv.svg" alt="Toyota Certified Pre-Owned" width="84" height="28"')
    expect(tag).not.toContain('>Certified<')
  })

  it("falls back to the text 'Certified' when the site has no logo", () => {
    const tag = tagOf(renderToStaticMarkup(createElement(CarCard, { car, ctx: cardContext(site(null)) })))
    expect(tag).toContain('data-tag="certified"')
    expect(tag).toContain('>Certified</span>')
    expect(tag).not.toContain('<img')
  })
})
