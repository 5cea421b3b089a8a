import { carTypeLabel, type UsedLabel } from '@/domain/cars/labels'
import type { CarType } from '@/domain/cars/vocabulary'
import { DISPLAY_TIME_ZONE } from '@/domain/text/date'
import { dateTimeFormat } from '@/domain/text/intl'
import { formatKm, groupThousands } from '@/domain/text/number'

/** spec: stock §2 / §9 "Key-information list: 4 shown first; feature list: 8 shown first". */
export const KEY_INFO_SHOWN_FIRST = 4
export const FEATURES_SHOWN_FIRST = 8

export type SpecRow = { key: string; label: string; value: string }

type Maybe<T> = T | null | undefined

/** The Car fields the key-information grid reads (stock §3 Car and Variant). */
export type SpecCar = {
  year?: Maybe<number>
  make?: Maybe<string>
  model?: Maybe<string>
  badge?: Maybe<string>
  series?: Maybe<string>
  car_type?: Maybe<CarType>
  km?: Maybe<number>
  simple_body?: Maybe<string>
  bodyconfiguration?: Maybe<string>
  simple_transmission?: Maybe<string>
  fuel?: Maybe<string>
  simple_fuel?: Maybe<string>
  drive?: Maybe<string>
  simple_drive?: Maybe<string>
  colour?: Maybe<string>
  interior_colour?: Maybe<string>
  seats?: Maybe<number>
  doors?: Maybe<number>
  engine_size_litres?: Maybe<number>
  build_date?: Maybe<string>
  compliance_date?: Maybe<string>
  stocknum?: Maybe<string>
  vin?: Maybe<string>
  regplate?: Maybe<string>
  item_type?: Maybe<string>
  variant?: Maybe<{
    cylinders?: Maybe<number>
    enginesize_litres?: Maybe<number>
    induction?: Maybe<string>
    fuelconsumptioncombined?: Maybe<number>
    fuelcapacity?: Maybe<number>
    grossvehiclemass?: Maybe<number>
    towingcapacitybraked?: Maybe<number>
    ancaprating?: Maybe<number>
    geartype?: Maybe<string>
    bodyconfiguration?: Maybe<string>
  }>
  specifications?: Maybe<{
    body_width?: Maybe<number>
    body_length?: Maybe<number>
    tare_weight?: Maybe<number>
    axle_type?: Maybe<string>
    sleeps?: Maybe<number>
    aggregate_trailer_mass?: Maybe<number>
  }>
}

/** spec: stock §5 "Spec rows with empty, null or 'null' values are omitted" (also blanks and NaN). */
export function isPresentSpecValue(v: unknown): boolean {
  if (v === undefined || v === null) return false
  if (typeof v === 'number') return !Number.isNaN(v)
  if (typeof v === 'string') return v.trim() !== '' && v.trim().toLowerCase() !== 'null'
  return true
}

/** A measure that cannot be zero (litres, kilograms, seats): 0 means unknown, so the row is omitted. */
const measure = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null)
const text = (...values: unknown[]): string | null => {
  const found = values.find(isPresentSpecValue)
  return found === undefined ? null : String(found).trim()
}
const withUnit = (v: unknown, unit: string) => {
  const n = measure(v)
  return n === null ? null : `${groupThousands(n)}${unit}`
}
const oneDecimal = (n: number | null, unit: string) => (n === null ? null : `${n.toFixed(1)}${unit}`)

/** A month as MM/yyyy on the display calendar (build and compliance dates). */
function monthYear(value: Maybe<string>): string | null {
  if (!isPresentSpecValue(value)) return null
  const date = new Date(value as string)
  if (Number.isNaN(date.getTime())) return null
  const parts = dateTimeFormat('en-AU', {
    timeZone: DISPLAY_TIME_ZONE,
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('month')}/${part('year')}`
}

const rows = (candidates: [key: string, label: string, value: string | null][]): SpecRow[] =>
  candidates
    .filter(([, , value]) => isPresentSpecValue(value))
    .map(([key, label, value]) => ({ key, label, value: value as string }))

/**
 * The keys of the key-information grid in display order (the compare page aligns several cars'
 * rows by it; a unit test holds keyInformationRows to it).
 */
export const KEY_INFORMATION_ORDER = [
  'year',
  'condition',
  'odometer',
  'fuel',
  'transmission',
  'body',
  'drive',
  'engine',
  'colour',
  'interior_colour',
  'seats',
  'doors',
  'cylinders',
  'induction',
  'fuel_economy',
  'fuel_capacity',
  'towing_capacity',
  'gross_vehicle_mass',
  'ancap',
  'make',
  'model',
  'badge',
  'series',
  'build_date',
  'compliance_date',
  'stocknum',
  'vin',
  'regplate',
] as const

/**
 * The key-information grid (stock §2), in display order: what a shopper compares first (year,
 * condition, odometer, fuel, transmission) leads, since only the first 4 show until Show More; with every row whose value is missing,
 * empty or 'null' omitted (stock §5). Detailed fields win over the simple_* facets where both exist.
 */
export function keyInformationRows(car: SpecCar, opts: { usedLabel?: UsedLabel } = {}): SpecRow[] {
  const v = car.variant ?? {}
  const ancap = measure(v.ancaprating)
  return rows([
    ['year', 'Year', text(car.year)],
    ['condition', 'Condition', car.car_type ? carTypeLabel(car.car_type, opts.usedLabel) : null],
    [
      'odometer',
      'Odometer',
      typeof car.km === 'number' && Number.isFinite(car.km) && car.km >= 0 ? formatKm(car.km) : null,
    ],
    ['fuel', 'Fuel', text(car.fuel, car.simple_fuel)],
    ['transmission', 'Transmission', text(car.simple_transmission, v.geartype)],
    ['body', 'Body', text(car.simple_body, car.bodyconfiguration, v.bodyconfiguration)],
    ['drive', 'Drive', text(car.drive, car.simple_drive)],
    ['engine', 'Engine', oneDecimal(measure(car.engine_size_litres) ?? measure(v.enginesize_litres), 'L')],
    ['colour', 'Colour', text(car.colour)],
    ['interior_colour', 'Interior colour', text(car.interior_colour)],
    ['seats', 'Seats', text(measure(car.seats))],
    ['doors', 'Doors', text(measure(car.doors))],
    ['cylinders', 'Cylinders', text(measure(v.cylinders))],
    ['induction', 'Induction', text(v.induction)],
    ['fuel_economy', 'Fuel economy', oneDecimal(measure(v.fuelconsumptioncombined), ' L/100km')],
    ['fuel_capacity', 'Fuel capacity', withUnit(v.fuelcapacity, ' L')],
    ['towing_capacity', 'Towing capacity (braked)', withUnit(v.towingcapacitybraked, ' kg')],
    ['gross_vehicle_mass', 'Gross vehicle mass', withUnit(v.grossvehiclemass, ' kg')],
    ['ancap', 'ANCAP rating', ancap === null ? null : `${ancap} star${ancap === 1 ? '' : 's'}`],
    ['make', 'Make', text(car.make)],
    ['model', 'Model', text(car.model)],
    ['badge', 'Badge', text(car.badge)],
    ['series', 'Series', text(car.series)],
    ['build_date', 'Build date', monthYear(car.build_date)],
    ['compliance_date', 'Compliance date', monthYear(car.compliance_date)],
    ['stocknum', 'Stock number', text(car.stocknum)],
    ['vin', 'VIN', text(car.vin)],
    ['regplate', 'Rego plate', text(car.regplate)],
  ])
}

/**
 * The caravan specifications group (stock §3): lengths in millimetres, masses in kilograms, as the
 * stock feed gives them; same omission rule (stock §5). Empty for anything but a caravan.
 */
export function caravanSpecRows(car: Pick<SpecCar, 'item_type' | 'specifications'>): SpecRow[] {
  if (car.item_type !== 'caravan') return []
  const s = car.specifications ?? {}
  return rows([
    ['body_length', 'Body length', withUnit(s.body_length, ' mm')],
    ['body_width', 'Body width', withUnit(s.body_width, ' mm')],
    ['tare_weight', 'Tare weight', withUnit(s.tare_weight, ' kg')],
    ['aggregate_trailer_mass', 'Aggregate trailer mass (ATM)', withUnit(s.aggregate_trailer_mass, ' kg')],
    ['axle_type', 'Axle type', text(s.axle_type)],
    ['sleeps', 'Sleeps', text(measure(s.sleeps))],
  ])
}
