import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { SearchResults } from '@/components/search/SearchResults'
import type { SiteContext } from '@/data/sites/sites'
import { EMPTY_SEARCH_STATE, type KnownSearchSlugs } from '@/search/url/state'

import { car } from '../support/search/docs'

import styles from '@/components/search/results.module.css'

// The client islands only need Next's router to navigate; server markup never calls it.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {} }),
  usePathname: () => '/search/used-cars',
  useSearchParams: () => new URLSearchParams(),
}))

const known: KnownSearchSlugs = {
  makes: new Map([['toyota', 'Toyota']]),
  modelsByMake: new Map(),
  bodies: new Map(),
  dealershipSlugs: [],
}
const site = {
  slug: 'site',
  name: 'Site',
  features: {},
  settings: {},
  dealerships: [],
  primaryDealership: null,
} as unknown as SiteContext
const result = { count: 1, pages: 1, hits: [car(1, { primary_image_url: null })], facets: {} }
const render = (stale: boolean) =>
  renderToStaticMarkup(
    createElement(SearchResults, {
      site,
      state: EMPTY_SEARCH_STATE,
      result,
      stale,
      ctx: { known },
      heading: 'Used cars',
      logos: {},
      origin: 'https://site.example',
    } as never),
  )

// ARCHITECTURE / stock §4 "Search loading or error: the last good hits are kept", marked as such.
describe('the stale-results notice on the results page', () => {
  it('shows above the kept results when they are stale, as a status', () => {
    const html = render(true)
    expect(html).toContain(
      `<p role="status" class="notice ${styles.stale}">We could not refresh these results just now, so they may be out of date. Please try again shortly.</p>`,
    )
    expect(html.indexOf(styles.stale!)).toBeLessThan(html.indexOf('car-card__title'))
  })

  it('is absent on fresh results', () => {
    const html = render(false)
    expect(html).toContain('car-card__title')
    expect(html).not.toContain(styles.stale!)
  })
})
