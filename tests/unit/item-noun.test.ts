import { describe, expect, it } from 'vitest'

import { countOf, itemNoun, resultsItemType, stockNoun } from '@/domain/cars/item-noun'
import { searchHeading } from '@/domain/facets/heading'
import { showMeCars } from '@/domain/facets/messages'
import { showsFuelCalculator } from '@/domain/fuel/fuel-cost'

// Caravans are not cars (docs/features/search.md "Search"): no fuel calculator for items without an engine; the
// item type's own noun in counts and buttons. The nouns follow stock §2 "{vehicle type}".
describe('the item type names its own noun', () => {
  it.each([
    ['car', 1, 'car'],
    ['car', 2, 'cars'],
    ['caravan', 1, 'caravan'],
    ['caravan', 28, 'caravans'],
    ['motorcycle', 3, 'motorcycles'],
    ['truck', 0, 'trucks'],
    [null, 5, 'cars'],
    ['spaceship', 5, 'cars'],
  ] as const)('%s × %d → %s', (type, n, noun) => expect(itemNoun(type, n)).toBe(noun))

  it.each([
    ["stock §2 'Show me N cars' for caravans", showMeCars(28, 'caravan'), 'Show me 28 caravans'],
    ['mixed results keep the spec text', showMeCars(28, null), 'Show me 28 cars'],
    ['one caravan', showMeCars(1, 'caravan'), 'Show me 1 caravan'],
    ['count with comma thousands (stock §9)', countOf(2000, 'caravan'), '2,000 caravans'],
  ])('%s', (_c, text, expected) => expect(text).toBe(expected))
})

describe('resultsItemType: the one item type the results are made of', () => {
  const facet = (...rows: [string, number][]) => rows.map(([value, count]) => ({ value, count }))
  it.each([
    ['refined to caravans', ['caravan'], facet(['car', 40], ['caravan', 28]), 'caravan'],
    ['only caravans in stock', undefined, facet(['caravan', 28]), 'caravan'],
    ['caravans, and cars with no stock', undefined, facet(['caravan', 28], ['car', 0]), 'caravan'],
    ['mixed stock', undefined, facet(['car', 40], ['caravan', 28]), null],
    ['refined to two types', ['car', 'caravan'], facet(['car', 40], ['caravan', 28]), null],
    ['no facet counted', undefined, undefined, null],
  ] as const)('%s', (_c, refined, f, expected) => expect(resultsItemType(refined, f)).toBe(expected))

  it('a caravan search is headed with its noun', () => {
    expect(searchHeading({ refinements: { item_type: ['caravan'], car_type: ['used'] } })).toBe(
      'Used caravans for sale',
    )
    expect(searchHeading({ refinements: { car_type: ['used'] } })).toBe('Used cars for sale')
  })

  // The audit: a caravan-only stock's /search/used-cars said "Used cars for sale" above "N caravans found".
  it('the heading takes its noun from what the results hold (the item_type facet), like the count', () => {
    const caravansOnly = [{ value: 'caravan', count: 28 }]
    const mixed = [
      { value: 'car', count: 40 },
      { value: 'caravan', count: 28 },
    ]
    const used = { refinements: { car_type: ['used'] } }
    expect(searchHeading(used, { itemTypes: caravansOnly })).toBe('Used caravans for sale')
    expect(searchHeading({ refinements: {} }, { itemTypes: caravansOnly })).toBe('New, used and demo caravans for sale')
    expect(searchHeading(used, { itemTypes: caravansOnly, dealershipName: 'Outback RV' })).toBe(
      'Caravans for sale at Outback RV',
    )
    expect(searchHeading(used, { itemTypes: mixed })).toBe('Used cars for sale')
    expect(searchHeading(used, { itemTypes: mixed, dealershipName: 'Outback RV' })).toBe('Cars for sale at Outback RV')
  })
})

describe('stockNoun: the noun of a stock of items (home tiles, Stock menu)', () => {
  const facet = (...rows: [string, number][]) => rows.map(([value, count]) => ({ value, count }))
  it.each([
    ['cars only', facet(['car', 12]), 'cars'],
    ['caravans only', facet(['caravan', 30]), 'caravans'],
    ['caravans, and cars with none in stock', facet(['caravan', 30], ['car', 0]), 'caravans'],
    ['both, in ITEM_TYPES order', facet(['caravan', 30], ['car', 45]), 'cars & caravans'],
    ['nothing counted: the spec noun', undefined, 'cars'],
  ] as const)('%s', (_c, f, expected) => expect(stockNoun(f)).toBe(expected))
})

describe('no fuel calculator for an item without an engine (stock §5 fuel calculator)', () => {
  it.each([
    ['a caravan', { item_type: 'caravan', simple_fuel: null }, false],
    ['a petrol car', { item_type: 'car', simple_fuel: 'Petrol' }, true],
    ['a truck burns fuel', { item_type: 'truck', simple_fuel: 'Diesel' }, true],
    ['no item type: a car', { simple_fuel: 'Petrol' }, true],
  ] as const)('%s', (_c, car, shown) => expect(showsFuelCalculator(car)).toBe(shown))
})
