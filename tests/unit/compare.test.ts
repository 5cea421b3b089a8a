import { describe, expect, it } from 'vitest'

import { compareHref, compareRows, MAX_COMPARED, parseCompareSlugs, withCar, withoutCar } from '@/domain/compare'
import { KEY_INFORMATION_ORDER, keyInformationRows } from '@/domain/vehicle/spec-rows'

describe('parseCompareSlugs (a shareable URL: /compare?cars=slug,slug)', () => {
  it.each<[string | string[] | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['a-car', ['a-car']],
    ['a-car,b-car', ['a-car', 'b-car']],
    [' A-Car , b-car ,', ['a-car', 'b-car']],
    ['a,b,a,c', ['a', 'b', 'c']],
    // "up to 4 cars": the first four are kept
    ['a,b,c,d,e,f', ['a', 'b', 'c', 'd']],
    [
      ['a,b', 'c'],
      ['a', 'b', 'c'],
    ],
    // not slug-shaped: dropped
    ['../admin,<script>,a b,-x,ok-1', ['ok-1']],
    ['a\u0000b,fine', ['fine']],
  ])('%j → %j', (input, out) => expect(parseCompareSlugs(input)).toEqual(out))

  it('bounds the work on a huge parameter', () => {
    expect(parseCompareSlugs('x,'.repeat(100_000))).toEqual(['x'])
    expect(parseCompareSlugs(`${'a'.repeat(161)},b`)).toEqual(['b'])
  })
})

describe('compareHref, withCar and withoutCar', () => {
  it('builds the shareable URL', () => {
    expect(compareHref([])).toBe('/compare')
    expect(compareHref(['a', 'b'])).toBe('/compare?cars=a,b')
    expect(compareHref(['a', 'b', 'c', 'd', 'e'])).toBe('/compare?cars=a,b,c,d')
  })
  it('adds at the end, the oldest making room when full; removes one', () => {
    expect(withCar(['a'], 'b')).toEqual(['a', 'b'])
    expect(withCar(['a', 'b'], 'a')).toEqual(['a', 'b'])
    expect(withCar(['a', 'b', 'c', 'd'], 'e')).toEqual(['b', 'c', 'd', 'e'])
    expect(withCar(['a', 'b', 'c', 'd'], 'e')).toHaveLength(MAX_COMPARED)
    expect(withoutCar(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
    expect(withoutCar(['a'], 'z')).toEqual(['a'])
  })
})

describe('compareRows ("spec rows aligned, differences highlighted")', () => {
  const row = (key: string, value: string) => ({ key, label: key.toUpperCase(), value })

  it('aligns every row any car has, with null where a car lacks it (stock §5 omitted rows)', () => {
    const rows = compareRows(
      [
        [row('year', '2020'), row('fuel', 'Petrol')],
        [row('year', '2021'), row('odometer', '10 kms'), row('fuel', 'Petrol')],
      ],
      KEY_INFORMATION_ORDER,
    )
    expect(rows.map((r) => r.key)).toEqual(['year', 'odometer', 'fuel'])
    expect(rows.find((r) => r.key === 'odometer')!.values).toEqual([null, '10 kms'])
  })

  it.each<[string[], boolean]>([
    [['Petrol', 'Petrol'], false],
    [['Petrol', 'petrol '], false],
    [['Petrol', 'Diesel'], true],
    [['Petrol', 'Petrol', 'Petrol', 'Hybrid'], true],
  ])('values %j differ: %s', (values, differs) => {
    expect(compareRows(values.map((v) => [row('fuel', v)]))[0]!.differs).toBe(differs)
  })

  it('a row one car lacks differs; a single car never differs', () => {
    expect(compareRows([[row('vin', 'X')], []])[0]!.differs).toBe(true)
    expect(compareRows([[row('vin', 'X')]])[0]!.differs).toBe(false)
  })

  it('keeps the key-information order of the vehicle page', () => {
    const petrol = keyInformationRows({ year: 2020, car_type: 'used', km: 5000, fuel: 'Petrol', colour: 'Red' })
    const ev = keyInformationRows({ year: 2023, car_type: 'new', fuel: 'Electric', seats: 5 })
    const keys = compareRows([petrol, ev], KEY_INFORMATION_ORDER).map((r) => r.key)
    expect(keys).toEqual(['year', 'condition', 'odometer', 'fuel', 'colour', 'seats'])
    expect(compareRows([ev, petrol], KEY_INFORMATION_ORDER).map((r) => r.key)).toEqual(keys)
  })

  it('KEY_INFORMATION_ORDER is the order keyInformationRows gives', () => {
    const full = keyInformationRows({
      year: 2020,
      make: 'Kia',
      model: 'Rio',
      badge: 'S',
      series: 'YB',
      car_type: 'used',
      km: 1,
      simple_body: 'Hatch',
      simple_transmission: 'Automatic',
      fuel: 'Petrol',
      drive: 'FWD',
      colour: 'Red',
      interior_colour: 'Black',
      seats: 5,
      doors: 5,
      engine_size_litres: 1.4,
      build_date: '2020-01-01',
      compliance_date: '2020-02-01',
      stocknum: 'S1',
      vin: 'V',
      regplate: 'R',
      variant: {
        cylinders: 4,
        induction: 'Aspirated',
        fuelconsumptioncombined: 5.5,
        fuelcapacity: 45,
        grossvehiclemass: 1500,
        towingcapacitybraked: 1000,
        ancaprating: 5,
      },
    }).map((r) => r.key)
    expect(full).toEqual([...KEY_INFORMATION_ORDER])
  })
})
