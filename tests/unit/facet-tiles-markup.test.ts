import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { FacetTiles } from '@/components/search/FacetTiles'
import { fitLogo } from '@/components/search/MakeMark'
import type { MakeLogos } from '@/domain/facets/make-logos'
import { EMPTY_SEARCH_STATE, type KnownSearchSlugs } from '@/search/url/state'

import styles from '@/components/search/FacetTiles.module.css'

// ClientNav only turns clicks into client navigations (it needs Next's router); the tiles are plain links.
vi.mock('@/components/ui/ClientNav.client', () => ({
  ClientNav: ({ children, className }: { children: ReactNode; className?: string }) =>
    createElement('div', { className }, children),
}))

const known: KnownSearchSlugs = {
  makes: new Map([
    ['toyota', 'Toyota'],
    ['mg', 'MG'],
  ]),
  modelsByMake: new Map(),
  bodies: new Map(),
  dealershipSlugs: [],
}
const facets = {
  make: [
    { value: 'Toyota', label: 'Toyota', count: 12 },
    { value: 'MG', label: 'MG', count: 3 },
  ],
}
// Keyed by lower-cased make, as src/data/cars/make-logos.ts loads them.
const logos: MakeLogos = {
  toyota: { url: '/api/make-logos/file/toyota.svg', alt: 'Toyota logo', width: 240, height: 100 },
}

const tileOf = (html: string, make: string) => html.split('<li>').find((li) => li.includes(`>${make}</span>`))!

// spec: stock §2 "Facet tile listing: label with count, make logo or body-type image".
describe('make tiles', () => {
  const html = renderToStaticMarkup(
    createElement(FacetTiles, { facets, state: EMPTY_SEARCH_STATE, ctx: { known }, logos }),
  )

  it('show the make logo where the platform has one, decorative (the label names the tile)', () => {
    const tile = tileOf(html, 'Toyota')
    expect(tile).toContain('<img alt=""')
    expect(tile).toContain(`class="${styles.logo}"`)
    expect(tile).toContain('src="/api/make-logos/file/toyota.svg"')
    expect(tile).toContain('width="96" height="40"')
    expect(tile).not.toContain(styles.wordmark!)
    expect(tile).toContain('href="/search/toyota"')
    expect(tile).toContain(`<span>Toyota</span><span>12 cars</span></a>`)
  })

  it('show the word-mark where it has none, hidden from assistive technology', () => {
    const tile = tileOf(html, 'MG')
    expect(tile).not.toContain('<img')
    expect(tile).toContain(`<span class="${styles.wordmark}" aria-hidden="true">MG</span>`)
    expect(tile).toContain(`<span>3 cars</span></a>`)
  })

  // docs/ARCHITECTURE.md "Search": caravans are not cars; the tiles count in the results' own noun, as the heading does.
  it("count a caravan dealer's stock in caravans", () => {
    const vans = {
      make: [{ value: 'Jayco', label: 'Jayco', count: 6 }],
      item_type: [{ value: 'caravan', label: 'Caravan', count: 6 }],
    }
    const html = renderToStaticMarkup(
      createElement(FacetTiles, { facets: vans, state: EMPTY_SEARCH_STATE, ctx: { known }, logos }),
    )
    expect(html).toContain('<span>6 caravans</span>')
    expect(html).not.toContain(' cars<')
  })

  it('match the make without regard to case', () => {
    const lower = { make: [{ value: 'toyota', label: 'toyota', count: 1 }] }
    expect(
      renderToStaticMarkup(
        createElement(FacetTiles, { facets: lower, state: EMPTY_SEARCH_STATE, ctx: { known }, logos }),
      ),
    ).toContain('<img')
  })
})

describe('fitLogo: a logo fits the 96 x 41 box of a body drawing, keeping its proportions', () => {
  it.each([
    ['wide badge', 240, 100, { width: 96, height: 40 }],
    ['square', 200, 200, { width: 41, height: 41 }],
    ['very wide', 960, 100, { width: 96, height: 10 }],
    ['smaller than the box: not enlarged', 48, 20, { width: 48, height: 20 }],
  ])('%s', (_c, width, height, fitted) => {
    expect(fitLogo(width, height)).toEqual(fitted)
  })
})
