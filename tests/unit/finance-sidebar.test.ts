import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { CarWithRelations } from '@/data/cars/cars'
import type { SiteContext } from '@/data/sites/sites'
import { DEFAULT_FINANCE_STEPS, financeSteps } from '@/domain/finance/enquiry'

// The finance page's settings (finance §2 "Finance sidebar", "Get Finance Now" promo), rendered with
// the data loaders stubbed: the page reads only what these give it.
const loaders = vi.hoisted(() => ({ site: null as unknown, car: null as unknown }))
vi.mock('@/data/sites/sites', () => ({ getSite: async () => loaders.site }))
vi.mock('@/data/cars/finance', () => ({ carForFinance: async () => loaders.car }))
vi.mock('@/components/finance/enquiry/GetFinancePromo', () => ({
  GetFinancePromo: () => createElement('section', { 'data-testid': 'promo' }, 'Get Finance Now'),
}))

const { FinanceSidebar } = await import('@/components/finance/enquiry/FinanceSidebar')
const { FinancePage } = await import('@/components/finance/enquiry/FinancePage')

const siteOf = (features: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) =>
  ({
    id: 1,
    slug: 'site',
    features,
    settings,
    dealerships: [{ id: 1, slug: 'dealer' }],
    primaryDealership: { id: 1, slug: 'dealer' },
  }) as unknown as SiteContext
const carOf = (over: Partial<CarWithRelations> = {}) =>
  ({
    id: 9,
    slug: 'a-car',
    name: '2021 Kia Sportage',
    price: 32_990,
    price_type: 'drive_away', // the stored code (collections/Cars/fields/pricing.ts), not its label
    subscription_price: 199,
    images: [{ url: '/media/a-car.jpg', alt: '' }],
    dealership: { slug: 'dealer' },
    ...over,
  }) as unknown as CarWithRelations
const sidebar = (site: SiteContext, car: CarWithRelations | null) =>
  renderToStaticMarkup(createElement(FinanceSidebar, { site, car }))
const page = async (site: SiteContext, car: CarWithRelations | null) => {
  loaders.site = site
  loaders.car = car
  return renderToStaticMarkup(
    await FinancePage({ siteSlug: 'site', path: '/finance', searchParams: {}, heading: 'Finance' }),
  )
}
beforeEach(() => {
  loaders.site = null
  loaders.car = null
})

describe('financeSteps (finance §2 "up to three finance steps … The steps can be customised or hidden")', () => {
  const defaults = DEFAULT_FINANCE_STEPS.map((s) => s.title)
  it.each<[string, { title?: string | null; text?: string | null }[] | null | undefined, string[]]>([
    ['none set: the three defaults', undefined, defaults],
    ['an empty list: the defaults', [], defaults],
    [
      'reworded',
      [{ title: 'Apply in 5 minutes', text: 'Online.' }, { title: 'Drive away' }],
      ['Apply in 5 minutes', 'Drive away'],
    ],
    [
      'blank rows dropped',
      [{ title: '  ' }, { title: 'Apply', text: '' }, { title: null, text: 'orphan text' }],
      ['Apply'],
    ],
    ['only blank rows: the defaults', [{ title: '' }, { title: '   ', text: 'x' }], defaults],
    ['"up to three"', [1, 2, 3, 4].map((n) => ({ title: `Step ${n}` })), ['Step 1', 'Step 2', 'Step 3']],
  ])('%s', (_, custom, titles) => expect(financeSteps(custom).map((s) => s.title)).toEqual(titles))

  it('titles and texts are trimmed', () =>
    expect(financeSteps([{ title: ' Apply ', text: ' Online. ' }])).toEqual([{ title: 'Apply', text: 'Online.' }]))
})

describe('FinanceSidebar without a car', () => {
  it('the steps, reworded by the site', () => {
    const html = sidebar(
      siteOf({}, { finance_steps: [{ title: 'Apply in 5 minutes', text: 'Online.' }, { title: '' }] }),
      null,
    )
    expect(html).toContain('How it works')
    expect(html).toContain('<strong>Apply in 5 minutes</strong><p>Online.</p>')
    expect(html.match(/<li>/g)).toHaveLength(1)
    expect(html).not.toContain(DEFAULT_FINANCE_STEPS[0].title)
  })
  it('the three defaults when the site words none', () => {
    const html = sidebar(siteOf(), null)
    for (const s of DEFAULT_FINANCE_STEPS) expect(html).toContain(s.title)
  })
  it('finance_sidebar_steps off: no steps at all', () =>
    expect(sidebar(siteOf({ finance_sidebar_steps: false }), null)).toBe(''))
})

describe('FinanceSidebar with a car (finance §2 "price, with \'/week\' for subscriptions or else the price type")', () => {
  const priceOf = (html: string) => html.match(/<p data-testid="finance-car-price">(.*?)<\/p>/)![1]
  it('a subscription car on a site showing subscriptions: the weekly price and /week', () =>
    expect(priceOf(sidebar(siteOf({ subscription_prices: true }), carOf()))).toBe('<strong>$199</strong>/week'))
  it('the same car where subscriptions are off: its price and price type', () =>
    expect(priceOf(sidebar(siteOf(), carOf()))).toBe('<strong>$32,990</strong> Drive Away'))
  it('no subscription price: the price type even with subscriptions on', () =>
    expect(priceOf(sidebar(siteOf({ subscription_prices: true }), carOf({ subscription_price: null })))).toBe(
      '<strong>$32,990</strong> Drive Away',
    ))
  // The price type shows as the words staff pick it by (PRICE_TYPE_LABELS), never as its stored code.
  it.each([
    ['drive_away', '<strong>$32,990</strong> Drive Away'],
    ['excl_government_charges', '<strong>$32,990</strong> Excl. Government Charges'],
    ['negotiable', '<strong>$32,990</strong> Negotiable'],
    ['some_new_code', '<strong>$32,990</strong>'],
    [null, '<strong>$32,990</strong>'],
  ])('price type %s → %s', (price_type, shown) =>
    expect(priceOf(sidebar(siteOf(), carOf({ price_type } as Partial<CarWithRelations>)))).toBe(shown),
  )
  it('no price: the no-price text alone, without a price type', () =>
    expect(priceOf(sidebar(siteOf(), carOf({ price: null, subscription_price: null })))).not.toMatch(
      /Drive Away|drive_away/,
    ))
  it('the car links to /cars/{slug}, with its name; the steps are not shown', () => {
    const html = sidebar(siteOf(), carOf())
    expect(html).toMatch(/<a href="\/cars\/a-car">.*<h2[^>]*>2021 Kia Sportage<\/h2><\/a>/)
    expect(html).not.toContain('How it works')
  })
})

describe('FinancePage and its settings (finance §2)', () => {
  it('no car, the promo option on (the default): the promo and the steps', async () => {
    const html = await page(siteOf(), null)
    expect(html).toContain('data-testid="promo"')
    expect(html).toContain('How it works')
  })
  it('finance_get_finance_promo off: no promo, the steps stay', async () => {
    const html = await page(siteOf({ finance_get_finance_promo: false }), null)
    expect(html).not.toContain('data-testid="promo"')
    expect(html).toContain('How it works')
  })
  it('finance_sidebar_steps off: the promo stays, no steps', async () => {
    const html = await page(siteOf({ finance_sidebar_steps: false }), null)
    expect(html).toContain('data-testid="promo"')
    expect(html).not.toContain('How it works')
  })
  it('"If no car is chosen": a car means no promo, and the car in the sidebar', async () => {
    const html = await page(siteOf(), carOf())
    expect(html).not.toContain('data-testid="promo"')
    expect(html).toContain('href="/cars/a-car"')
  })
  it('finance_buttons off: not found', async () =>
    await expect(page(siteOf({ finance_buttons: false }), null)).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/,
    ))
})
