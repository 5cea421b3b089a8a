import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'

import { IMPORT_FIELDS, type ImportFieldKey } from './fields'
import { knownMake } from './makes'
import type { MappedRow } from './mapping'

/** The statuses a file may set; 'withdrawn' is the importer's own (a car missing from a full feed). */
export const IMPORT_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const

export type ImportedCar = {
  stocknum: string
  dealership?: string
  name: string
  make: string
  model: string
  car_type: CarType
  status: (typeof IMPORT_STATUSES)[number]
  year?: number | null
  badge?: string | null
  series?: string | null
  price?: number | null
  before_price?: number | null
  km?: number | null
  colour?: string | null
  vin?: string | null
  regplate?: string | null
  simple_body?: string | null
  simple_transmission?: string | null
  simple_fuel?: string | null
  simple_drive?: string | null
  seats?: number | null
  doors?: number | null
  show_on_dealer_website?: boolean
  dealercomments?: string | null
  standardEquipment?: string[]
  images?: string[]
}

export type RowError = { field: ImportFieldKey | 'row'; message: string }
export type RowVerdict = { ok: true; car: ImportedCar } | { ok: false; errors: RowError[] }

const labelOf = new Map<string, string>(IMPORT_FIELDS.map((f) => [f.key, f.label]))
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim())

/** '$86,990', '86 990' and 86990 are 86990; '86,99O' is not a number. */
export function parseAmount(v: unknown): number | null | 'invalid' {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 'invalid'
  const s = text(v).replace(/^\$/, '').replace(/[,\s]/g, '')
  if (s === '') return null
  if (!/^\d+(\.\d+)?$/.test(s)) return 'invalid'
  return Number(s)
}

const TYPE_WORDS: Record<string, CarType> = {
  new: 'new',
  demo: 'demo',
  demonstrator: 'demo',
  used: 'used',
  'pre-owned': 'used',
  preowned: 'used',
}
const STATUS_WORDS: Record<string, ImportedCar['status']> = {
  in_stock: 'in_stock',
  'in stock': 'in_stock',
  available: 'in_stock',
  coming_soon: 'coming_soon',
  'coming soon': 'coming_soon',
  incoming: 'coming_soon',
  sold: 'sold',
}
const YES = new Set(['1', 'true', 'yes', 'y'])
const NO = new Set(['0', 'false', 'no', 'n'])

/** Splits a list cell: '|' or ';' or line breaks (a comma may be inside a feature's text). */
const listOf = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map(text).filter(Boolean)
    : text(v)
        .split(/[|;\n]+/)
        .map((s) => s.trim())
        .filter(Boolean)

/**
 * One stock row checked against the spec's Car entity (stock §3): a stock number, a known make, a
 * model, car_type new/demo/used, a status the site shows, and numbers where numbers belong. Every
 * problem in the row is reported, each naming the field as staff know it.
 */
export function validateStockRow(row: MappedRow): RowVerdict {
  const errors: RowError[] = []
  const fail = (field: ImportFieldKey, message: string) => errors.push({ field, message })
  const car: Partial<ImportedCar> = {}

  const stocknum = text(row.stocknum)
  if (!stocknum) fail('stocknum', 'Stock number is missing.')
  else if (stocknum.length > 50) fail('stocknum', 'Stock number is longer than 50 characters.')
  car.stocknum = stocknum

  const make = text(row.make)
  if (!make) fail('make', 'Make is missing.')
  else {
    const known = knownMake(make)
    if (known) car.make = known
    else fail('make', `Unknown make '${make}'.`)
  }
  car.model = text(row.model)
  if (!car.model) fail('model', 'Model is missing.')

  const type = TYPE_WORDS[text(row.car_type).toLowerCase()]
  if (type) car.car_type = type
  else fail('car_type', `Car type must be one of ${CAR_TYPES.join(', ')} (was '${text(row.car_type)}').`)

  const statusText = text(row.status).toLowerCase()
  const status = statusText === '' ? 'in_stock' : STATUS_WORDS[statusText]
  if (status) car.status = status
  else fail('status', `Status must be in stock, coming soon or sold (was '${text(row.status)}').`)

  for (const key of ['price', 'before_price', 'km', 'year', 'seats', 'doors'] as const) {
    const value = parseAmount(row[key])
    const label = labelOf.get(key)
    if (value === 'invalid') fail(key, `${label} is not a number: '${text(row[key])}'.`)
    else if (value !== null && key !== 'price' && key !== 'before_price' && !Number.isInteger(value))
      fail(key, `${label} must be a whole number: '${text(row[key])}'.`)
    else car[key] = value
  }
  if (typeof car.year === 'number' && (car.year < 1900 || car.year > 2100))
    fail('year', `Year must be between 1900 and 2100: '${car.year}'.`)

  for (const key of [
    'badge',
    'series',
    'colour',
    'vin',
    'regplate',
    'simple_body',
    'simple_transmission',
    'simple_fuel',
    'simple_drive',
    'dealercomments',
  ] as const) {
    const value = text(row[key])
    car[key] = value === '' ? null : value
  }
  const dealership = text(row.dealership)
  if (dealership) car.dealership = dealership

  const show = text(row.show_on_dealer_website).toLowerCase()
  if (show === '' || YES.has(show)) car.show_on_dealer_website = true
  else if (NO.has(show)) car.show_on_dealer_website = false
  else fail('show_on_dealer_website', `Show on website must be yes or no (was '${show}').`)

  car.standardEquipment = listOf(row.standardEquipment)
  const images = listOf(row.images)
  const bad = images.find((u) => !/^https?:\/\/[^\s]+$/i.test(u))
  if (bad) fail('images', `Photo URL is not an http(s) address: '${bad}'.`)
  car.images = images

  const name = text(row.name)
  car.name = name || [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')

  return errors.length ? { ok: false, errors } : { ok: true, car: car as ImportedCar }
}
