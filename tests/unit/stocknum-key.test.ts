import { describe, expect, it } from 'vitest'

import { stocknumKey } from '@/domain/cars/stocknum'

const S9 = 'stock §9 "Some sites exclude specific stock numbers" (matched trimmed, case-insensitively)'
const SEARCH = 'the exact stock-number lookup of a one-word query (src/search/text.ts)'
const IMPORT = "the stock import matches its rows to the tenant's cars by stock number"

// Every place that compares stock numbers (listing, loadCarForSite, both engines, the import) uses this key.
const rows: [spec: string, a: string, b: string, same: boolean][] = [
  [S9, 'HT10819', 'ht10819', true],
  [S9, ' HT10819 ', 'HT10819', true],
  [SEARCH, 'Ab-12', 'aB-12', true],
  [SEARCH, 'HT10819', 'HT1081', false],
  [IMPORT, 'A 1', 'a 1', true],
  [IMPORT, 'A 1', 'A1', false],
]

describe('stocknumKey', () => {
  it.each(rows)('%s: %j vs %j', (_spec, a, b, same) => {
    expect(stocknumKey(a) === stocknumKey(b)).toBe(same)
  })
  it('keeps inner characters as they are', () => {
    expect(stocknumKey('  Ab 12-x\t')).toBe('ab 12-x')
  })
})
