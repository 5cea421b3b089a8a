import { describe, expect, it } from 'vitest'

import { facetListFor, pageFacets } from '@/components/search/panel-facets'
import { carTypeLabel } from '@/domain/cars/labels'
import { FACET_SORT, orderFacet, orderFacets } from '@/domain/facets/order'
import { popularMakes } from '@/domain/facets/popular-makes'
import { priceBandFloor } from '@/domain/facets/price-band-floor'
import { facetNarrows, splitFacetValues } from '@/domain/facets/visible-values'
import { PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS } from '@/search/buckets'
import { type FacetItem, REFINEMENT_KEYS, type RefinementKey } from '@/search/types'
import { EMPTY_SEARCH_STATE, type SearchState } from '@/search/url/state'

const item = (value: string, count: number, label = value): FacetItem => ({ label, value, count })
const values = (items: FacetItem[]) => items.map((i) => i.value)
const labels = (items: FacetItem[]) => items.map((i) => i.label)

describe('facet sort (stock §9 "Facet sorting: by label, by price range, or by count descending")', () => {
  it('every refinement key has a sort', () => {
    for (const key of REFINEMENT_KEYS) expect(['label', 'price_range', 'count', 'fixed']).toContain(FACET_SORT[key])
  })

  it('by label: make A to Z, case-insensitive, ties by value', () => {
    const makes = [item('Toyota', 50), item('audi', 3), item('Mazda', 20), item('BMW', 7)]
    expect(labels(orderFacet('make', makes))).toEqual(['audi', 'BMW', 'Mazda', 'Toyota'])
  })

  it('by label, numbers in numeric order (seats, years)', () => {
    expect(values(orderFacet('seats', [item('12', 1), item('5', 9), item('7', 4), item('2', 1)]))).toEqual([
      '2',
      '5',
      '7',
      '12',
    ])
  })

  it('by count descending: body, ties by label', () => {
    const bodies = [item('Sedan', 12), item('Ute', 30), item('Hatch', 12), item('SUV', 40)]
    expect(values(orderFacet('body', bodies))).toEqual(['SUV', 'Ute', 'Hatch', 'Sedan'])
  })

  it.each([
    ['price_range', PRICE_BUCKETS],
    ['weekly_price_range', WEEKLY_PRICE_BUCKETS],
  ] as const)("by price range: the index's %s bands in ascending numeric order", (key, bands) => {
    const labelsInOrder = bands.map((b) => b.label)
    const shuffled = [...labelsInOrder].reverse().sort((a, b) => a.length - b.length || (a < b ? 1 : -1))
    expect(shuffled).not.toEqual(labelsInOrder)
    const ordered = orderFacet(
      key,
      shuffled.map((v, i) => item(v, i + 1)),
    )
    expect(values(ordered)).toEqual(labelsInOrder)
    expect(labels(ordered)).toEqual(labelsInOrder) // the bands are labels already
  })

  it('a band without an amount sorts last', () => {
    const odd = [item('$20,000 - $30,000', 1), item('Other', 9), item('Under $10,000', 1), item('$10,000 - $20,000', 1)]
    expect(values(orderFacet('price_range', odd))).toEqual([
      'Under $10,000',
      '$10,000 - $20,000',
      '$20,000 - $30,000',
      'Other',
    ])
  })
})

describe('car_type facet (stock §9 "car_type order: new, demo, used; \'used\' is relabelled Pre-Owned")', () => {
  const types = [item('used', 300), item('new', 20), item('demo', 5)]
  it.each([
    [undefined, ['New', 'Demo', 'Used']],
    ['Used', ['New', 'Demo', 'Used']],
    ['Pre-Owned', ['New', 'Demo', 'Pre-Owned']],
  ] as const)('used_label %s → %o', (usedLabel, expected) => {
    const ordered = orderFacet('car_type', types, { usedLabel })
    expect(values(ordered)).toEqual(['new', 'demo', 'used'])
    expect(labels(ordered)).toEqual(expected)
    expect(ordered.map((i) => i.count)).toEqual([20, 5, 300])
  })

  it('carTypeLabel', () => {
    expect([
      carTypeLabel('new'),
      carTypeLabel('demo'),
      carTypeLabel('used'),
      carTypeLabel('used', 'Pre-Owned'),
    ]).toEqual(['New', 'Demo', 'Used', 'Pre-Owned'])
  })
})

describe('facet labels', () => {
  it.each([
    ['certified', [item('true', 4), item('false', 90)], ['Certified']], // a single 'Certified' choice
    ['status', [item('in_stock', 9), item('coming_soon', 2), item('sold', 1)], ['In Stock', 'Coming Soon', 'Sold']],
    ['item_type', [item('car', 9), item('caravan', 2)], ['Car', 'Caravan']],
    ['colour', [item('white', 3, 'White')], ['White']], // engine label kept
  ] as const)('%s', (key, items, expected) => expect(labels(orderFacet(key, [...items]))).toEqual(expected))

  it('orderFacets orders every facet of a result and leaves the input alone', () => {
    const facets = { car_type: [item('used', 3), item('new', 1)], make: [item('Kia', 1), item('Audi', 2)] }
    const out = orderFacets(facets, { usedLabel: 'Pre-Owned' })
    expect(labels(out.car_type!)).toEqual(['New', 'Pre-Owned'])
    expect(labels(out.make!)).toEqual(['Audi', 'Kia'])
    expect(labels(facets.car_type)).toEqual(['used', 'new'])
  })
})

describe('priceBandFloor (stock §9 "by price range")', () => {
  it.each([
    ['Under $10,000', 0],
    ['$10,000 - $20,000', 10000],
    ['$150,000 & above', 150000],
    ['$150 - $200 per week', 150],
    ['$99.50 - $150', 99.5],
    ['Other', Number.POSITIVE_INFINITY],
  ])('%s → %s', (value, floor) => expect(priceBandFloor(value)).toBe(floor))
})

describe('popularMakes (stock §2 "Popular makes group shows the first 20, then all makes")', () => {
  const makes = Array.from({ length: 25 }, (_, i) => item(`Make ${String.fromCharCode(90 - i)}`, i + 1))
  const { popular, all } = popularMakes(makes)
  it('popular: the first 20 by count', () => {
    expect(popular).toHaveLength(20)
    expect(popular[0]).toMatchObject({ label: 'Make B', count: 25 })
    expect(popular.map((m) => m.count)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i))
  })
  it('then all makes, A to Z', () => {
    expect(all).toHaveLength(25)
    expect(all[0]!.label).toBe('Make B')
    expect(all.at(-1)!.label).toBe('Make Z')
  })
  it('fewer than 20 makes: all of them are popular', () =>
    expect(popularMakes(makes.slice(0, 3)).popular).toHaveLength(3))
  it('rest: the makes after the popular 20, A to Z, none listed twice', () => {
    const { rest } = popularMakes(makes)
    expect(labels(rest)).toEqual(['Make V', 'Make W', 'Make X', 'Make Y', 'Make Z'])
    expect(new Set([...popular, ...rest].map((m) => m.value)).size).toBe(25)
  })
})

describe('splitFacetValues: the first few values, then Show all; refined values always shown', () => {
  const items = ['a', 'b', 'c', 'd', 'e'].map((v, i) => item(v, 10 - i))
  it.each([
    ['fewer values than the limit: nothing hidden', 10, [], ['a', 'b', 'c', 'd', 'e'], []],
    ['over the limit: the rest hidden', 2, [], ['a', 'b'], ['c', 'd', 'e']],
    ['a refined value past the limit stays shown, in order', 2, ['d'], ['a', 'b', 'd'], ['c', 'e']],
    ['a refined value inside the limit: nothing moves', 2, ['a'], ['a', 'b'], ['c', 'd', 'e']],
  ])('%s', (_, limit, refined, shown, rest) => {
    const split = splitFacetValues(items, new Set(refined as string[]), limit as number)
    expect([values(split.shown), values(split.rest)]).toEqual([shown, rest])
  })
})

describe('facetNarrows: a facet is listed only when choosing a value can change the results', () => {
  it.each([
    ['no values', [], [], 10, false],
    ['two values', [item('a', 6), item('b', 4)], [], 10, true],
    ["one value every result has (a single-dealer site's Dealership)", [item('a', 10)], [], 10, false],
    ['one value some results have', [item('a', 3)], [], 10, true],
    ['one value, refined: listed, so it can be removed', [item('a', 10)], ['a'], 10, true],
  ] as [string, FacetItem[], string[], number, boolean][])('%s', (_, items, refined, total, listed) => {
    expect(facetNarrows(items, new Set(refined), total)).toBe(listed)
  })
})

describe('pageFacets: the results page counts only the facets it shows', () => {
  it('no model facet until a make is refined', () => {
    expect(pageFacets(EMPTY_SEARCH_STATE)).not.toContain('model')
    expect(pageFacets({ ...EMPTY_SEARCH_STATE, refinements: { make: ['Toyota'] } })).toContain('model')
  })
})

describe('facetListFor: one owner for the panel and for what its Show all loads', () => {
  const manyMakes = Array.from({ length: 24 }, (_, i) => item(`Make ${String.fromCharCode(65 + i)}`, 100 - i))
  it('makes: the popular 20 by count, then the rest A to Z behind "All makes (N)" (stock §2)', () => {
    const spec = facetListFor('make', EMPTY_SEARCH_STATE, { make: manyMakes })!
    expect(spec).toMatchObject({ title: 'Popular makes', limit: 20, moreLabel: 'All makes (24)' })
    expect(labels(spec.items).slice(20)).toEqual(['Make U', 'Make V', 'Make W', 'Make X'])
  })
  it.each([
    ['the model list without a make', 'model', EMPTY_SEARCH_STATE, null],
    [
      'the model list once a make is chosen',
      'model',
      { ...EMPTY_SEARCH_STATE, refinements: { make: ['Kia'] } },
      'Model',
    ],
    ['a panel facet', 'colour', EMPTY_SEARCH_STATE, 'Colour'],
    ['a facet the panel does not list', 'item_type', EMPTY_SEARCH_STATE, null],
  ] as [string, RefinementKey, SearchState, string | null][])('%s', (_, key, state, title) => {
    expect(facetListFor(key, state, {})?.title ?? null).toBe(title)
  })
})
