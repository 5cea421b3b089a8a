import { describe, expect, it } from 'vitest'

import { normaliseMakeModel } from '@/domain/cars/normalise-names'
import type { Car } from '@/payload-types'
import { toIndexDoc } from '@/search/indexing/to-index-doc'

const S9 =
  'stock §9 "Model name normalisation: Mazda 2, 3, 6 become Mazda2, Mazda3, Mazda6; MG 3, 4, 5 become MG3, MG4, MG5; manufacturer names are mapped (for example, Suzuki Australia becomes Suzuki, Isuzu UTE becomes Isuzu)"'

describe(S9, () => {
  it.each<[[string, string], [string, string]]>([
    [
      ['Mazda', '3'],
      ['Mazda', 'Mazda3'],
    ],
    [
      ['Mazda', 'Mazda 2'],
      ['Mazda', 'Mazda2'],
    ],
    [
      ['MAZDA', 'mazda 6'],
      ['MAZDA', 'Mazda6'],
    ],
    [
      ['Mazda', 'Mazda3'],
      ['Mazda', 'Mazda3'],
    ],
    [
      ['Mazda', 'CX-5'],
      ['Mazda', 'CX-5'],
    ],
    [
      ['Mazda', '5'],
      ['Mazda', '5'],
    ],
    [
      ['MG', 'MG 3'],
      ['MG', 'MG3'],
    ],
    [
      ['MG', '4'],
      ['MG', 'MG4'],
    ],
    [
      ['MG', 'mg5'],
      ['MG', 'MG5'],
    ],
    [
      ['MG', 'ZS'],
      ['MG', 'ZS'],
    ],
    [
      ['MG', '6'],
      ['MG', '6'],
    ],
    [
      ['Suzuki Australia', 'Swift'],
      ['Suzuki', 'Swift'],
    ],
    [
      ['Isuzu UTE', 'D-Max'],
      ['Isuzu', 'D-Max'],
    ],
    [
      ['ISUZU UTE', 'MU-X'],
      ['Isuzu', 'MU-X'],
    ],
    [
      ['Toyota', 'Corolla'],
      ['Toyota', 'Corolla'],
    ],
    [
      ['Toyota', ' Land  Cruiser '],
      ['Toyota', 'Land Cruiser'],
    ],
  ])('%j → %j', ([make, model], [wantMake, wantModel]) => {
    expect(normaliseMakeModel({ make, model })).toEqual({ make: wantMake, model: wantModel })
  })

  it('is applied once, at indexing: the index document carries the normalised names', () => {
    const car = {
      id: 1,
      tenant: 1,
      dealership: 1,
      slug: 'x',
      name: 'x',
      make: 'Isuzu UTE',
      model: 'D-Max',
      car_type: 'used',
      status: 'in_stock',
      createdAt: '2026-01-01T00:00:00Z',
    } as unknown as Car
    expect(toIndexDoc(car)).toMatchObject({ make: 'Isuzu', model: 'D-Max' })
    expect(toIndexDoc({ ...car, make: 'Mazda', model: '3' })).toMatchObject({ make: 'Mazda', model: 'Mazda3' })
  })
})
