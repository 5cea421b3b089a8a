import { describe, expect, it } from 'vitest'

import {
  selectSimilarCars,
  SIMILAR_HITS_PER_QUERY,
  SIMILAR_LOAD_MARGIN_PX,
  SIMILAR_PLACEHOLDERS,
  SIMILAR_SHOWN,
  similarPriceBand,
} from '@/domain/similar-cars'

describe('similarPriceBand — stock §9 "plus or minus $10,000 if price is under 50,000, else plus or minus $25,000"', () => {
  it.each([
    ['under 50,000', 30000, { min: 20000, max: 40000 }],
    ['just under 50,000', 49999, { min: 39999, max: 59999 }],
    ['exactly 50,000: the wide band', 50000, { min: 25000, max: 75000 }],
    ['expensive', 120000, { min: 95000, max: 145000 }],
    ['cheap: min not below 0', 6000, { min: 0, max: 16000 }],
  ] as const)('%s', (_c, price, band) => {
    expect(similarPriceBand(price)).toEqual(band)
  })
})

describe('constants — stock §9 "10 hits per query; 6 shown; widget loads within 500 px of view; six placeholders"', () => {
  it('match the spec', () => {
    expect([SIMILAR_HITS_PER_QUERY, SIMILAR_SHOWN, SIMILAR_LOAD_MARGIN_PX, SIMILAR_PLACEHOLDERS]).toEqual([
      10, 6, 500, 6,
    ])
  })
})

const car = (id: number, model: string) => ({ id, model })

describe('selectSimilarCars — stock §7 "Sorted with same model first, deduplicated by id, first 6 kept"', () => {
  const current = { id: 1, model: 'Corolla' }
  it.each([
    [
      'same model first, others keep their order',
      [[car(2, 'Camry'), car(3, 'Corolla'), car(4, 'RAV4'), car(5, 'corolla ')]],
      [3, 5, 2, 4],
    ],
    ['the current car is dropped', [[car(1, 'Corolla'), car(2, 'Camry')]], [2]],
    [
      'deduplicated by id across lists, first wins',
      [[car(2, 'Camry')], [{ id: 2, model: 'Corolla' }, car(3, 'Yaris')]],
      [2, 3],
    ],
    ['string and number ids are the same car', [[car(2, 'Camry'), { id: '2', model: 'Camry' }]], [2]],
    ['first 6 kept', [[2, 3, 4, 5, 6, 7, 8, 9].map((i) => car(i, 'Hilux'))], [2, 3, 4, 5, 6, 7]],
    [
      'same model beats the cut',
      [[2, 3, 4, 5, 6, 7].map((i) => car(i, 'Hilux')), [car(8, 'Corolla')]],
      [8, 2, 3, 4, 5, 6],
    ],
    ['no results', [], []],
  ] as const)('%s', (_c, lists, ids) => {
    expect(
      selectSimilarCars(current, lists as unknown as { id: number | string; model: string }[][]).map((c) =>
        Number(c.id),
      ),
    ).toEqual(ids)
  })

  it('keeps `shown` cars', () => {
    expect(selectSimilarCars(current, [[car(2, 'A'), car(3, 'B'), car(4, 'C')]], 2).map((c) => c.id)).toEqual([2, 3])
  })
})
