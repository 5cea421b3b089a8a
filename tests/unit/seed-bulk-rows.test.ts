import { describe, expect, it } from 'vitest'

import type { CarRecord } from '@/db/car-writer/car-record'
import { carRow, relRows, textRows } from '@/db/car-writer/car-rows'
import { insertArgs, insertSql, rowsPerStatement, type TableSpec } from '@/db/car-writer/sql-insert'

import { parseArgs } from '../../scripts/seed/args'

const car = {
  tenant: 1,
  slug: 'x',
  name: '2026 Kia EV6 Air',
  youxQuote: { weeklyRepaymentAmount: 123.45 },
  variant: { cylinders: null, torque: '350Nm' },
  finance_lenders: { youx: { term: 60 } },
  images: [10, 11, 12],
  spin_images: [20],
  standardEquipment: ['Heat pump', 'DC fast charging'],
} as unknown as CarRecord

describe('seed: car rows for the SQL adapters', () => {
  const columns = [
    'id',
    'tenant',
    'slug',
    'name',
    'youxQuote_weeklyRepaymentAmount',
    'variant_cylinders',
    'variant_torque',
    'finance_lenders',
    'price',
  ]
  it('flattens groups with _ and keeps JSON fields whole, every column present', () => {
    expect(carRow(car, columns)).toEqual({
      tenant: 1,
      slug: 'x',
      name: '2026 Kia EV6 Air',
      youxQuote_weeklyRepaymentAmount: 123.45,
      variant_cylinders: null,
      variant_torque: '350Nm',
      finance_lenders: { youx: { term: 60 } },
      price: null,
    })
  })
  it('refuses a field the table has no column for (schema drift)', () => {
    expect(() =>
      carRow(
        car,
        columns.filter((c) => c !== 'variant_torque'),
      ),
    ).toThrow(/variant_torque/)
  })
  it('orders rels and texts from 1, per path, as Payload does', () => {
    expect(relRows(car, 7).map((r) => [r.path, r.order, r.mediaID])).toEqual([
      ['images', 1, 10],
      ['images', 2, 11],
      ['images', 3, 12],
      ['spin_images', 1, 20],
    ])
    expect(textRows(car, 7)).toEqual([
      { order: 1, parent: 7, path: 'standardEquipment', text: 'Heat pump' },
      { order: 2, parent: 7, path: 'standardEquipment', text: 'DC fast charging' },
    ])
  })
})

describe('seed: multi-row INSERT text', () => {
  const column = (name: string, map = (v: unknown) => v) => ({ name, mapToDriverValue: map })
  const spec: TableSpec = {
    table: 'cars_texts',
    columns: [
      ['order', column('order')],
      ['parent', column('parent_id')],
      ['flag', column('flag', (v) => (v ? 1 : 0))],
    ],
    sqlName: { id: 'id', order: 'order', parent: 'parent_id', flag: 'flag' },
  }
  it.each([
    ['sqlite', 'INSERT INTO "cars_texts" ("order", "parent_id", "flag") VALUES (?,?,?),(?,?,?)'],
    ['postgres', 'INSERT INTO "cars_texts" ("order", "parent_id", "flag") VALUES ($1,$2,$3),($4,$5,$6) RETURNING "id"'],
  ] as const)('%s', (dialect, text) => {
    expect(insertSql(dialect, spec, 2, dialect === 'postgres' ? ['id'] : [])).toBe(text)
  })
  it('converts values with the column mapper and keeps nulls', () => {
    expect(
      insertArgs(spec, [
        { order: 1, parent: 5, flag: true },
        { order: 2, parent: 5, flag: null },
      ]),
    ).toEqual([1, 5, 1, 2, 5, null])
  })
  it('stays under the bound-parameter limits', () => {
    expect(rowsPerStatement('sqlite', spec) * 3).toBeLessThanOrEqual(32_766)
    expect(rowsPerStatement('postgres', spec) * 3).toBeLessThanOrEqual(65_535)
  })
})

describe('seed: command line', () => {
  const clock = Date.parse('2026-11-22T04:37:12Z')
  it.each([
    [[], { cars: undefined, seed: 20261122, now: '2026-11-22T04:00:00.000Z' }],
    [['--cars', '50000'], { cars: 50000, seed: 20261122, now: '2026-11-22T04:00:00.000Z' }],
    [
      ['--', '--cars=200', '--seed', '7', '--now', '2026-01-01T00:00:00Z'],
      { cars: 200, seed: 7, now: '2026-01-01T00:00:00.000Z' },
    ],
  ])('%j', (argv, expected) => {
    const args = parseArgs(argv, clock)
    expect({ ...args, now: args.now.toISOString() }).toEqual(expected)
  })
  it('rejects a bad count', () => {
    expect(() => parseArgs(['--cars', 'lots'], clock)).toThrow(/--cars/)
  })
})
