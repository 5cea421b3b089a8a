import { describe, expect, it } from 'vitest'

import { whyCardsFor, whyListHeading } from '@/domain/content/why-list'

// spec: finance §2 "Other content": "'Why {dealer}?' and 'Why Buy From Us?' blocks; brand-specific
// 'Why choose' card lists by dealer (Ford, GWM, group, Toyota) with used/new/demo display rules."
describe('the list’s heading', () => {
  it.each([
    ['dealer', 'Harbourside Toyota', null, 'Why Harbourside Toyota?'],
    ['buy', 'Harbourside Toyota', null, 'Why Buy From Us?'],
    ['brand', 'Harbourside Toyota', 'Toyota', 'Why choose Toyota?'],
    ['brand', 'Southern Cross', 'GWM', 'Why choose GWM?'],
    ['brand', 'Southern Cross', '  ', 'Why Buy From Us?'], // a brand list with no make
  ] as const)('%s (%s, %s) → %s', (kind, dealer, make, heading) =>
    expect(whyListHeading(kind, { dealer, make })).toBe(heading),
  )
})

describe('which cards show where the list is placed (new/used/demo display rules)', () => {
  const cards = [
    { title: 'any', display: [] },
    { title: 'new', display: ['new'] },
    { title: 'used', display: ['used'] },
    { title: 'new+demo', display: ['new', 'demo'] },
    { title: 'strict used', display: ['used'], strict: true },
    { title: 'strict none', display: [], strict: true },
  ]
  it.each([
    // [placed for, titles shown]
    ['all', ['any', 'new', 'used', 'new+demo', 'strict none']], // strict cards only where placed for their types
    ['new', ['any', 'new', 'new+demo', 'strict none']],
    ['used', ['any', 'used', 'strict used', 'strict none']],
    ['demo', ['any', 'new+demo', 'strict none']],
  ] as const)('placed for %s', (context, titles) =>
    expect(whyCardsFor(cards, context).map((c) => c.title)).toEqual(titles),
  )
})
