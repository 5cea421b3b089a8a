import { describe, expect, it } from 'vitest'

import { hrefFor, toggleRefinement, withPage } from '@/components/search/hrefs'
import type { KnownSearchSlugs } from '@/search/url/state'
import { EMPTY_SEARCH_STATE } from '@/search/url/state'

const known: KnownSearchSlugs = {
  makes: new Map([['toyota', 'Toyota']]),
  modelsByMake: new Map([['toyota', new Map([['corolla', 'Corolla']])]]),
  bodies: new Map([['suv', 'SUV']]),
  dealershipSlugs: [],
}
const used = { ...EMPTY_SEARCH_STATE, refinements: { car_type: ['used'] } }

// finance §2: the dealership group whose breadcrumbs use /used-car/... stays on /used-car/ when filtering
describe('filter links follow the site’s /used-car/ setting', () => {
  it.each([
    [
      'a facet value',
      (ctx: Parameters<typeof hrefFor>[1]) => toggleRefinement(used, 'make', 'Toyota', ctx),
      'toyota?car_type=used',
    ],
    ['a page', (ctx: Parameters<typeof hrefFor>[1]) => withPage(used, 2, ctx), 'used-cars?page=2'],
    ['any state', (ctx: Parameters<typeof hrefFor>[1]) => hrefFor(used, ctx), 'used-cars'],
  ])('%s', (_, href, rest) => {
    expect(href({ known })).toBe(`/search/${rest}`)
    expect(href({ known, usedCarBreadcrumbs: true })).toBe(`/used-car/${rest}`)
  })
})
