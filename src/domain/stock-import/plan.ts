import { stocknumKey } from '@/domain/cars/stocknum'
import type { Id } from '@/domain/ids'

import type { ImportedCar } from './validate'

/** A car already in the tenant, as far as the import compares it. */
export type ExistingCar = { id: Id; stocknum: string; dealership: Id; status: string } & Record<string, unknown>

export type PlannedRow = { line: number; car: ImportedCar; dealership: Id }

export type ImportPlan = {
  create: PlannedRow[]
  update: (PlannedRow & { id: Id; changes: Record<string, unknown> })[]
  unchanged: (PlannedRow & { id: Id })[]
  withdraw: ExistingCar[]
}

/** The fields an import writes on the car row itself (images are compared by URL elsewhere). */
export const COMPARED_FIELDS = [
  'name',
  'make',
  'model',
  'car_type',
  'status',
  'year',
  'badge',
  'series',
  'price',
  'before_price',
  'km',
  'colour',
  'vin',
  'regplate',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'seats',
  'doors',
  'show_on_dealer_website',
  'dealercomments',
] as const

const same = (a: unknown, b: unknown) => {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
  return (a ?? null) === (b ?? null)
}

/** What the file changes on an existing car: only the fields whose value differs. */
export function changesFor(row: PlannedRow, existing: ExistingCar): Record<string, unknown> {
  const changes: Record<string, unknown> = {}
  for (const key of COMPARED_FIELDS) {
    const value = row.car[key] ?? null
    if (!same(value, existing[key])) changes[key] = value
  }
  if (!same(row.dealership, existing.dealership)) changes.dealership = row.dealership
  if (!same(row.car.standardEquipment ?? [], existing.standardEquipment ?? []))
    changes.standardEquipment = row.car.standardEquipment ?? []
  if (!same(row.car.images ?? [], existing.imageUrls ?? [])) changes.images = row.car.images ?? []
  return changes
}

/**
 * Sorts the file's valid rows into created, updated and unchanged cars, keyed by stock number
 * (re-running the same file changes nothing). A full feed also withdraws the cars of its
 * dealerships that it no longer lists: they are marked withdrawn, never deleted, and sold cars
 * are left to the sold window (stock §4).
 */
export function planImport(
  rows: PlannedRow[],
  existing: ExistingCar[],
  { full, dealerships }: { full: boolean; dealerships: Id[] },
): ImportPlan {
  const byKey = new Map(existing.map((car) => [stocknumKey(car.stocknum), car]))
  const plan: ImportPlan = { create: [], update: [], unchanged: [], withdraw: [] }
  const listed = new Set<string>()
  for (const row of rows) {
    const key = stocknumKey(row.car.stocknum)
    listed.add(key)
    const car = byKey.get(key)
    if (!car) plan.create.push(row)
    else {
      const changes = changesFor(row, car)
      if (Object.keys(changes).length) plan.update.push({ ...row, id: car.id, changes })
      else plan.unchanged.push({ ...row, id: car.id })
    }
  }
  if (full) {
    const scope = new Set(dealerships.map(String))
    plan.withdraw = existing.filter(
      (car) =>
        scope.has(String(car.dealership)) &&
        !listed.has(stocknumKey(car.stocknum)) &&
        car.status !== 'withdrawn' &&
        car.status !== 'sold',
    )
  }
  return plan
}
