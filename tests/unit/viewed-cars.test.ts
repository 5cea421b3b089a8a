import { describe, expect, it } from 'vitest'

import {
  readViewedCars,
  recordViewedCar,
  VIEWED_CARS_MAX,
  type ViewedCar,
  viewedCarOf,
} from '@/domain/vehicle/viewed-cars'

// spec: finance §3 "Stored user details: … Viewed-car record: id, stocknum, make, model, body, simple_body".
const rec = (id: number, over: Partial<ViewedCar> = {}): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: 'Toyota',
  model: 'Corolla',
  body: 'Hatch',
  simple_body: 'Hatch',
  ...over,
})
const ids = (list: ViewedCar[]) => list.map((v) => v.id)

describe('viewedCarOf — the record holds exactly the spec fields', () => {
  it('id, stocknum, make, model, body, simple_body and nothing else (no price, no name, no shopper data)', () => {
    const record = viewedCarOf({
      id: 7,
      stocknum: ' HT107 ',
      make: 'Toyota',
      model: 'RAV4',
      simple_body: 'SUV',
      ...({ price: 40_000, name: '2024 Toyota RAV4' } as object),
    })
    expect(record).toEqual({ id: 7, stocknum: 'HT107', make: 'Toyota', model: 'RAV4', body: 'SUV', simple_body: 'SUV' })
    expect(Object.keys(record).sort()).toEqual(['body', 'id', 'make', 'model', 'simple_body', 'stocknum'])
  })
  it('missing stocknum and body are null', () => {
    expect(viewedCarOf({ id: 'a', make: 'Kia', model: 'EV6', stocknum: '', simple_body: null })).toMatchObject({
      stocknum: null,
      body: null,
      simple_body: null,
    })
  })
})

describe('recordViewedCar — newest first, once per car, capped', () => {
  it.each([
    ['the first view', [], rec(1), [1]],
    ['a new car goes to the front', [rec(1), rec(2)], rec(3), [3, 1, 2]],
    ['a car viewed again moves to the front, not twice', [rec(1), rec(2), rec(3)], rec(2), [2, 1, 3]],
    ['the same car again changes nothing', [rec(1), rec(2)], rec(1), [1, 2]],
    ['ids compare as text (number and string ids)', [rec(1), { ...rec(2), id: '2' }], rec(2), [2, 1]],
  ])('%s', (_case, before, car, after) => {
    expect(ids(recordViewedCar(before, car))).toEqual(after)
  })
  it(`keeps at most ${VIEWED_CARS_MAX}: the oldest drops off`, () => {
    const full = Array.from({ length: VIEWED_CARS_MAX }, (_, i) => rec(i + 1))
    const after = recordViewedCar(full, rec(99))
    expect(after).toHaveLength(VIEWED_CARS_MAX)
    expect(after[0]!.id).toBe(99)
    expect(ids(after)).not.toContain(VIEWED_CARS_MAX)
    expect(ids(recordViewedCar([rec(1), rec(2), rec(3)], rec(4), 2))).toEqual([4, 1])
  })
  it('keeps the newest record of a car (its stocknum or body may have changed)', () => {
    expect(recordViewedCar([rec(1)], rec(1, { stocknum: 'NEW' }))[0]!.stocknum).toBe('NEW')
  })
})

describe('readViewedCars — what the browser gives back', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"id":1}', []],
    ['a good list', JSON.stringify([rec(1), rec(2)]), [1, 2]],
    ['entries without id, make or model dropped', JSON.stringify([{ make: 'X', model: 'Y' }, { id: 3 }, rec(4)]), [4]],
    ['duplicates dropped (first kept)', JSON.stringify([rec(1), rec(2), rec(1)]), [1, 2]],
    ['over-long text dropped', JSON.stringify([{ ...rec(1), make: 'x'.repeat(500) }, rec(2)]), [2]],
  ])('%s', (_case, raw, expected) => {
    expect(ids(readViewedCars(raw))).toEqual(expected)
  })
  it('caps a tampered store', () => {
    const many = JSON.stringify(Array.from({ length: 500 }, (_, i) => rec(i)))
    expect(readViewedCars(many)).toHaveLength(VIEWED_CARS_MAX)
  })
  it('keeps only the spec fields of a stored entry', () => {
    const [v] = readViewedCars(JSON.stringify([{ ...rec(1), email: 'a@b.c' }]))
    expect(v).toEqual(rec(1))
  })
})
