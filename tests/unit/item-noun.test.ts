import { describe, expect, it } from 'vitest'

import { countOf, itemNoun, resultsItemType } from '@/domain/cars/itemNoun'
import { showsFuelCalculator } from '@/domain/fuel/fuelCost'
import { searchHeading } from '@/domain/search/heading'
import { showMeCars } from '@/domain/search/messages'

// Issue 10 item 11 "Caravans are not cars": "No fuel calculator for items without an engine; the
// item type's own noun in counts and buttons." The nouns follow stock §2 "{vehicle type}".
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
})

describe('no fuel calculator for an item without an engine (stock §5 fuel calculator)', () => {
  it.each([
    ['a caravan', { item_type: 'caravan', simple_fuel: null }, false],
    ['a petrol car', { item_type: 'car', simple_fuel: 'Petrol' }, true],
    ['a truck burns fuel', { item_type: 'truck', simple_fuel: 'Diesel' }, true],
    ['no item type: a car', { simple_fuel: 'Petrol' }, true],
  ] as const)('%s', (_c, car, shown) => expect(showsFuelCalculator(car)).toBe(shown))
})
