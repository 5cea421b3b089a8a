import { describe, expect, it } from 'vitest'

import { pagePath, pagePathFromSegments, pageSlugProblem } from '@/domain/content/page-path'

// finance §2 "Navigation and footer link targets: … /warranty, /new-vehicle-warranty,
// /pages/capped-price-servicing, /roadside-assist, /about-us, … /careers, /privacy-policy,
// /terms-and-conditions" — pages live at the top level or under /pages/.
describe('pagePath', () => {
  it.each([
    ['about-us', 'top', '/about-us'],
    ['privacy-policy', 'top', '/privacy-policy'],
    ['capped-price-servicing', 'pages', '/pages/capped-price-servicing'],
    ['eofy-sale-miranda', 'pages', '/pages/eofy-sale-miranda'], // finance §2 EOFY promo links
  ] as const)('%s at %s → %s', (slug, placement, path) => expect(pagePath(slug, placement)).toBe(path))
})

describe('pageSlugProblem (what staff may save)', () => {
  it.each([
    ['about-us', 'top', null],
    ['4x4-outdoor', 'top', null],
    // /pages/unsubscribe is the app's own page now (saved-search e-mails, docs/features/accounts.md "Saved searches
    // with alerts").
    ['unsubscribe', 'pages', 'built-in'],
    ['preview', 'top', 'built-in'],
    // Built-in routes of every site cannot be taken by a top-level page…
    ['search', 'top', 'built-in'],
    ['cars', 'top', 'built-in'],
    ['special-offers', 'top', 'built-in'],
    ['pages', 'top', 'built-in'],
    // …but the same slug under /pages/ is fine.
    ['search', 'pages', null],
    // Only lower-case letters, digits and single dashes.
    ['About-Us', 'top', 'format'],
    ['about--us', 'top', 'format'],
    ['-about', 'top', 'format'],
    ['about/us', 'top', 'format'],
    ['a'.repeat(81), 'top', 'format'],
    ['', 'top', 'format'],
  ] as const)('%j at %s → %s', (slug, placement, kind) => {
    const problem = pageSlugProblem(slug, placement)
    if (kind === null) expect(problem).toBeNull()
    else expect(problem).toMatch(kind === 'built-in' ? /built-in address/ : /lower-case letters/)
  })
})

describe('pagePathFromSegments (the catch-all route)', () => {
  it.each([
    [['about-us'], '/about-us'],
    [['pages', 'capped-price-servicing'], '/pages/capped-price-servicing'],
    [['pages'], null], // /pages alone is no page
    [['search'], null], // a built-in route is never looked up as a page
    [['about-us', 'team'], null],
    [['pages', 'a', 'b'], null],
    [['ABOUT-US'], null],
    [['%2e%2e'], null],
  ])('%j → %s', (segments, path) => expect(pagePathFromSegments(segments)).toBe(path))
})
