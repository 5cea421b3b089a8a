import { describe, expect, it } from 'vitest'

import { parseCsvRecords } from '@/domain/stock-import/csv'
import { toCsv } from '@/domain/stock-import/csv-out'
import { cleanMapping, mapRow, resolveColumns } from '@/domain/stock-import/mapping'
import { parseStockFile } from '@/domain/stock-import/parse'
import { type ExistingCar, planImport, type PlannedRow } from '@/domain/stock-import/plan'
import { parseAmount, validateStockRow } from '@/domain/stock-import/validate'

const base = { stocknum: 'T1', make: 'Toyota', model: 'Corolla', car_type: 'used' }

// spec: stock §3 Car "car_type (new, demo, used), status (in_stock, coming_soon, sold; others not shown)"
describe('validateStockRow: the spec Car rules, row by row', () => {
  it.each([
    ['a price that is not a number', { price: '86,99O' }, 'price', "Price is not a number: '86,99O'."],
    ['an unknown make', { make: 'Toyta' }, 'make', "Unknown make 'Toyta'."],
    ['no stock number', { stocknum: ' ' }, 'stocknum', 'Stock number is missing.'],
    ['no model', { model: '' }, 'model', 'Model is missing.'],
    [
      'a car type outside new, demo, used',
      { car_type: 'nearly new' },
      'car_type',
      "Car type must be one of new, demo, used (was 'nearly new').",
    ],
    [
      'a status the site does not know',
      { status: 'on hold' },
      'status',
      "Status must be in stock, coming soon or sold (was 'on hold').",
    ],
    ['km with a fraction', { km: '12.5' }, 'km', "Odometer (km) must be a whole number: '12.5'."],
    ['a year out of range', { year: '1850' }, 'year', "Year must be between 1900 and 2100: '1850'."],
    [
      'a photo that is not a web address',
      { images: 'file:///etc/passwd' },
      'images',
      "Photo URL is not an http(s) address: 'file:///etc/passwd'.",
    ],
  ])('refuses %s', (_, change, field, message) => {
    expect(validateStockRow({ ...base, ...change })).toEqual({ ok: false, errors: [{ field, message }] })
  })

  it.each([
    ['$86,990', 86990],
    ['86 990', 86990],
    [86990, 86990],
    ['', null],
    ['POA', 'invalid'],
    ['-5', 'invalid'],
  ])('reads the amount %j as %j', (raw, value) => expect(parseAmount(raw)).toBe(value))

  it('takes the words dealer systems use and names the car when the file does not', () => {
    const v = validateStockRow({
      ...base,
      make: 'suzuki australia',
      car_type: 'Demonstrator',
      status: 'Coming Soon',
      year: '2023',
      badge: 'GLX',
      images: 'https://a.test/1.jpg | https://a.test/2.jpg',
      standardEquipment: 'Bluetooth;Cruise',
    })
    expect(v).toMatchObject({
      ok: true,
      car: {
        make: 'Suzuki',
        car_type: 'demo',
        status: 'coming_soon',
        name: '2023 Suzuki Corolla GLX',
        images: ['https://a.test/1.jpg', 'https://a.test/2.jpg'],
        standardEquipment: ['Bluetooth', 'Cruise'],
        show_on_dealer_website: true,
      },
    })
  })

  it('reports every problem in a row at once', () => {
    const v = validateStockRow({ stocknum: '', make: 'Nope', model: 'X', car_type: 'new', price: 'abc' })
    expect(v.ok ? [] : v.errors.map((e) => e.field)).toEqual(['stocknum', 'make', 'price'])
  })
})

describe('column mapping', () => {
  it('uses the saved mapping first, then the common names, without regard to case or spaces', () => {
    const { columns, missing } = resolveColumns(['STOCK NO', 'Make', 'Model Name', 'Drive Away', 'Kms'], {
      stocknum: 'stock_no',
      model: 'model name',
      price: 'Drive Away',
    })
    expect(columns).toEqual({ stocknum: 'STOCK NO', make: 'Make', model: 'Model Name', price: 'Drive Away', km: 'Kms' })
    expect(missing).toEqual([])
    expect(mapRow({ 'STOCK NO': 'A1', Kms: '5' }, columns)).toEqual({
      stocknum: 'A1',
      make: undefined,
      model: undefined,
      price: undefined,
      km: '5',
    })
  })

  it('reports a mapped column the file lacks instead of guessing', () => {
    expect(resolveColumns(['stocknum', 'price'], { price: 'Sale Price' }).missing).toEqual(['Sale Price'])
  })

  it('keeps only known fields with column names from a saved mapping', () => {
    expect(cleanMapping({ price: 'Drive Away', hacker: 'x', km: 5, make: '' })).toEqual({ price: 'Drive Away' })
    expect(cleanMapping('nonsense')).toEqual({})
  })
})

describe('files', () => {
  it('reads RFC 4180 CSV: quoted commas, doubled quotes, line breaks, CRLF, a BOM', () => {
    expect(parseCsvRecords('a,b\r\n"1,5","say ""hi""\nthere"\n\n3,\n')).toEqual([
      ['a', 'b'],
      ['1,5', 'say "hi"\nthere'],
      ['3', ''],
    ])
    expect(parseStockFile('\uFEFFstocknum,make\nA1,Kia', 'csv')).toEqual({
      headers: ['stocknum', 'make'],
      rows: [{ stocknum: 'A1', make: 'Kia' }],
    })
  })

  it('reads JSON as a list or { cars }, and refuses anything else', () => {
    expect(parseStockFile('{"cars":[{"stocknum":"A1"}]}', 'json')).toEqual({
      headers: ['stocknum'],
      rows: [{ stocknum: 'A1' }],
    })
    expect(parseStockFile('{"stocknum":"A1"}', 'json')).toEqual({
      error: 'The JSON file must be a list of cars (objects), or { "cars": [...] }.',
    })
    expect(parseStockFile('[{', 'json')).toEqual({ error: 'The file is not valid JSON.' })
  })

  it('writes CSV a spreadsheet will not run as a formula', () => {
    expect(toCsv(['name', 'note'], [['=HYPERLINK("x")', 'a,b']])).toBe('name,note\r\n"\'=HYPERLINK(""x"")","a,b"\r\n')
  })
})

describe('planImport: keyed by stock number, withdrawal on a full feed', () => {
  const row = (stocknum: string, price = 100, dealership: number = 1): PlannedRow => ({
    line: 2,
    dealership,
    car: { stocknum, make: 'Kia', model: 'Rio', car_type: 'used', status: 'in_stock', name: 'Kia Rio', price },
  })
  const car = (id: number, stocknum: string, extra: Partial<ExistingCar> = {}): ExistingCar => ({
    id,
    stocknum,
    dealership: 1,
    status: 'in_stock',
    make: 'Kia',
    model: 'Rio',
    car_type: 'used',
    name: 'Kia Rio',
    price: 100,
    ...extra,
  })

  it('creates new stock numbers, updates changed cars, leaves the same ones alone (case-blind keys)', () => {
    const plan = planImport([row('a1'), row('A2', 90), row('A3')], [car(1, 'A1'), car(2, 'a2')], {
      full: false,
      dealerships: [1],
    })
    expect(plan.create.map((r) => r.car.stocknum)).toEqual(['A3'])
    expect(plan.update.map((r) => [r.id, r.changes])).toEqual([[2, { price: 90 }]])
    expect(plan.unchanged.map((r) => r.id)).toEqual([1])
    expect(plan.withdraw).toEqual([])
  })

  it("withdraws a full feed's missing cars of its dealerships only, not sold or already withdrawn ones", () => {
    const existing = [
      car(1, 'A1'),
      car(2, 'GONE'),
      car(3, 'SOLD', { status: 'sold' }),
      car(4, 'OLD', { status: 'withdrawn' }),
      car(5, 'ELSEWHERE', { dealership: 9 }),
    ]
    expect(planImport([row('A1')], existing, { full: true, dealerships: [1] }).withdraw.map((c) => c.id)).toEqual([2])
    expect(planImport([row('A1')], existing, { full: false, dealerships: [1] }).withdraw).toEqual([])
  })

  it('brings a withdrawn car back when the feed lists it again', () => {
    const plan = planImport([row('OLD')], [car(4, 'OLD', { status: 'withdrawn' })], { full: true, dealerships: [1] })
    expect(plan.update[0]?.changes).toEqual({ status: 'in_stock' })
  })
})
