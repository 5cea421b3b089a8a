import { describe, expect, it } from 'vitest'

import { parseFreeNumber, showsFuelCalculator, weeklyFuelCost } from '@/domain/fuel/fuel-cost'

describe("parseFreeNumber — stock §5 \"free text with '$', ',' and 'kms' stripped\"", () => {
  it.each([
    ['plain', '1.70', 1.7],
    ['dollar sign', '$1.85', 1.85],
    ['thousands comma and kms', '1,250 kms', 1250],
    ['km and spaces', ' 300 km ', 300],
    ['upper case KMS', '250KMS', 250],
    ['leading point', '.5', 0.5],
    ['zero', '0', 0],
    ['empty', '', null],
    ['only stripped characters', '$ kms', null],
    ['not a number', 'abc', null],
    ['two points', '1.2.3', null],
    ['negative', '-5', null],
    ['exponent is not free text', '1e3', null],
  ] as const)('%s: %j', (_c, text, value) => {
    expect(parseFreeNumber(text)).toBe(value)
  })
})

describe('weeklyFuelCost — stock §5 "Cost = distance / 100 x economy x price, 2 decimals; … economy defaults to 10 L/100km if unknown"', () => {
  it.each([
    ['defaults 1.70 and 250 kms, economy 10', '1.70', '250', 10, 42.5],
    ['economy unknown: 10 L/100km', '1.70', '250', null, 42.5],
    ['economy 0 counts as unknown', '1.70', '250', 0, 42.5],
    ['economy 7.3', '$1.89', '300 kms', 7.3, 41.39],
    ['rounded to 2 decimals', '1.999', '123', 6.1, 15],
    ['free text with comma', '2', '1,000kms', 5, 100],
    ['fuel price does not parse', 'abc', '250', 8, null],
    ['distance empty', '1.70', '', 8, null],
  ] as const)('%s', (_c, fuelPrice, weeklyKm, economy, cost) => {
    expect(weeklyFuelCost({ fuelPrice, weeklyKm, economy })).toBe(cost)
  })
})

describe('showsFuelCalculator — stock §5 "The calculator is hidden for electric cars"', () => {
  it.each([
    ['petrol', { simple_fuel: 'Petrol', fuel: 'Unleaded Petrol' }, true],
    ['diesel', { simple_fuel: 'Diesel' }, true],
    ['hybrid burns fuel', { simple_fuel: 'Hybrid', fuel: 'Hybrid (Petrol/Electric)' }, true],
    ['electric', { simple_fuel: 'Electric', fuel: 'Electric' }, false],
    ['EV', { simple_fuel: 'EV' }, false],
    ['simple_fuel empty, fuel electric', { simple_fuel: '', fuel: 'Electric' }, false],
    ['unknown fuel', {}, true],
  ] as const)('%s', (_c, car, shown) => {
    expect(showsFuelCalculator(car)).toBe(shown)
  })
})
