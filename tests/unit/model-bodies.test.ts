import { describe, expect, it } from 'vitest'

import { modelBodies } from '@/domain/models'

// spec: stock §3 "Model (catalogue): manufacturer_name, manufacturer_body, manufacturer_body2,
// manufacturer_body3, body": a model is listed under each of its body types (/models?body=, finance §2).
describe('modelBodies', () => {
  it.each([
    [
      { manufacturer_body: 'Hatch', manufacturer_body2: 'Sedan', manufacturer_body3: 'Wagon' },
      ['Hatch', 'Sedan', 'Wagon'],
    ],
    [{ manufacturer_body: 'SUV' }, ['SUV']],
    [{ manufacturer_body: ' Hatch ', manufacturer_body2: 'Hatch', manufacturer_body3: '' }, ['Hatch']],
    [{ manufacturer_body: null, manufacturer_body2: 'Ute', manufacturer_body3: null }, ['Ute']],
    [{}, []],
  ])('%j → %j', (model, bodies) => expect(modelBodies(model)).toEqual(bodies))
})
