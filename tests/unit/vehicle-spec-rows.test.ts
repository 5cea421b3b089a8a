import { describe, expect, it } from 'vitest'

import { caravanSpecRows, isPresentSpecValue, keyInformationRows, type SpecCar } from '@/domain/vehicle/spec-rows'

describe('isPresentSpecValue — stock §5 "Spec rows with empty, null or \'null\' values are omitted"', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['null', false],
    ['NULL', false],
    [' Null ', false],
    [Number.NaN, false],
    [0, true],
    ['Automatic', true],
    [5, true],
    [false, true],
  ] as const)('%j → %s', (value, present) => {
    expect(isPresentSpecValue(value)).toBe(present)
  })
})

const full: SpecCar = {
  year: 2022,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GXL',
  series: 'AXAH54R',
  car_type: 'used',
  km: 41250,
  simple_body: 'SUV',
  simple_transmission: 'Automatic',
  fuel: 'Hybrid (Petrol/Electric)',
  simple_fuel: 'Hybrid',
  drive: 'All Wheel Drive',
  colour: 'Silver',
  interior_colour: 'Black',
  seats: 5,
  doors: 4,
  engine_size_litres: 2.5,
  build_date: '2022-03-01T00:00:00.000Z',
  compliance_date: '2022-04-01T00:00:00.000Z',
  stocknum: 'U1234',
  vin: 'JTMW43FV10D000001',
  regplate: 'ABC123',
  variant: {
    cylinders: 4,
    induction: 'Aspirated',
    fuelconsumptioncombined: 4.8,
    fuelcapacity: 55,
    towingcapacitybraked: 1500,
    grossvehiclemass: 2310,
    ancaprating: 5,
  },
}

describe('keyInformationRows — stock §2 key-information grid, §5 omission rule', () => {
  it('lists every present field in order, formatted', () => {
    expect(keyInformationRows(full).map((r) => [r.label, r.value])).toEqual([
      ['Year', '2022'],
      ['Condition', 'Used'],
      ['Odometer', '41,250 km'],
      ['Fuel', 'Hybrid (Petrol/Electric)'],
      ['Transmission', 'Automatic'],
      ['Body', 'SUV'],
      ['Drive', 'All Wheel Drive'],
      ['Engine', '2.5L'],
      ['Colour', 'Silver'],
      ['Interior colour', 'Black'],
      ['Seats', '5'],
      ['Doors', '4'],
      ['Cylinders', '4'],
      ['Induction', 'Aspirated'],
      ['Fuel economy', '4.8 L/100km'],
      ['Fuel capacity', '55 L'],
      ['Towing capacity (braked)', '1,500 kg'],
      ['Gross vehicle mass', '2,310 kg'],
      ['ANCAP rating', '5 stars'],
      ['Make', 'Toyota'],
      ['Model', 'RAV4'],
      ['Badge', 'GXL'],
      ['Series', 'AXAH54R'],
      ['Build date', '03/2022'],
      ['Compliance date', '04/2022'],
      ['Stock number', 'U1234'],
      ['VIN', 'JTMW43FV10D000001'],
      ['Rego plate', 'ABC123'],
    ])
  })

  it.each([
    ["badge 'null' omitted", { badge: 'null' }, 'badge', undefined],
    ['series empty omitted', { series: '  ' }, 'series', undefined],
    ['colour null omitted', { colour: null }, 'colour', undefined],
    ['VIN NaN-like text kept as typed', { vin: 'N/A' }, 'vin', 'N/A'],
    [
      'engine from the variant when the car has none',
      { engine_size_litres: null, variant: { enginesize_litres: 2 } },
      'engine',
      '2.0L',
    ],
    ['engine 0 means unknown: omitted', { engine_size_litres: 0, variant: {} }, 'engine', undefined],
    ['odometer 0 km is shown (new car)', { km: 0 }, 'odometer', '0 km'],
    ['fuel falls back to simple_fuel', { fuel: 'null', simple_fuel: 'Diesel' }, 'fuel', 'Diesel'],
    ['invalid build date omitted', { build_date: 'someday' }, 'build_date', undefined],
    ['used label Pre-Owned', { car_type: 'used' }, 'condition', 'Pre-Owned'],
  ] as const)('%s', (_c, patch, key, value) => {
    const rows = keyInformationRows({ ...full, ...patch } as SpecCar, { usedLabel: 'Pre-Owned' })
    expect(rows.find((r) => r.key === key)?.value).toBe(value)
  })

  it('a car with nothing but make and model has two rows', () => {
    expect(keyInformationRows({ make: 'Kia', model: 'Rio', variant: null }).map((r) => r.key)).toEqual([
      'make',
      'model',
    ])
  })
})

describe('caravanSpecRows — stock §3 caravan specifications group, §5 omission rule', () => {
  const specifications = {
    body_length: 6950,
    body_width: 2420,
    tare_weight: 2310,
    aggregate_trailer_mass: 2890,
    axle_type: 'Tandem',
    sleeps: 2,
  }
  it.each([
    [
      'caravan: all rows with units',
      { item_type: 'caravan', specifications },
      [
        ['Body length', '6,950 mm'],
        ['Body width', '2,420 mm'],
        ['Tare weight', '2,310 kg'],
        ['Aggregate trailer mass (ATM)', '2,890 kg'],
        ['Axle type', 'Tandem'],
        ['Sleeps', '2'],
      ],
    ],
    [
      "caravan with 'null' and empty values",
      {
        item_type: 'caravan',
        specifications: { ...specifications, axle_type: 'null', sleeps: null, tare_weight: null },
      },
      [
        ['Body length', '6,950 mm'],
        ['Body width', '2,420 mm'],
        ['Aggregate trailer mass (ATM)', '2,890 kg'],
      ],
    ],
    ['not a caravan: none', { item_type: 'car', specifications }, []],
  ] as const)('%s', (_c, car, rows) => {
    expect(caravanSpecRows(car as SpecCar).map((r) => [r.label, r.value])).toEqual(rows)
  })
})
