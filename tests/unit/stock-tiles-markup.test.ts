import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { StockTiles } from '@/components/home/StockTiles'
import type { SiteContext } from '@/data/sites/sites'

const site = { features: {} } as unknown as SiteContext
const render = (stock: { new: number; demo: number; used: number }) =>
  renderToStaticMarkup(createElement(StockTiles, { site, stock }))

// Empty tiles: a home page showed 'Demo cars 0 in stock'. A stock tile with nothing in it is hidden.
describe('home stock tiles', () => {
  it('a car type with nothing in stock gets no tile', () => {
    const html = render({ new: 12, demo: 0, used: 1234 })
    expect(html).toContain('New cars')
    expect(html).toContain('1,234 in stock')
    expect(html).not.toContain('Demo cars')
    expect(html).not.toContain('0 in stock')
    expect(html.match(/<li>/g)).toHaveLength(2)
  })

  it('no stock at all renders no list', () => {
    expect(render({ new: 0, demo: 0, used: 0 })).toBe('')
  })

  // Caravans are not cars (docs/features/search.md "Search"): the item type's own noun in counts and buttons.
  it('each tile names what its stock is: caravans, or cars & caravans', () => {
    const html = renderToStaticMarkup(
      createElement(StockTiles, {
        site,
        stock: { new: 4, demo: 0, used: 45 },
        nouns: { new: 'caravans', used: 'cars & caravans' },
      }),
    )
    expect(html).toContain('New caravans')
    expect(html).toContain('Used cars &amp; caravans')
    expect(html).not.toContain('New cars')
  })
})
