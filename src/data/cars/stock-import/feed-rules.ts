import { stocknumKey } from '@/domain/cars/stocknum'
import type { Id } from '@/domain/ids'
import type { FeedDiff } from '@/domain/stock-feeds/diff'
import type { ExistingCar, ImportPlan, PlannedRow } from '@/domain/stock-import/plan'
import type { ImportRowError } from '@/domain/stock-import/report'

/** Per field, how many cars the plan changes (created and withdrawn counted apart). */
export function diffOf(plan: ImportPlan): FeedDiff {
  const fields: Record<string, number> = {}
  let sold = 0
  for (const row of plan.update) {
    for (const key of Object.keys(row.changes)) fields[key] = (fields[key] ?? 0) + 1
    if (row.changes.status === 'sold') sold++
  }
  sold += plan.create.filter((r) => r.car.status === 'sold').length
  return { created: plan.create.length, withdrawn: plan.withdraw.length, fields, sold }
}

/** A feed's rows whose stock number is another dealership's car are error rows (the feed's wall). */
export function ownCarsOnly(
  rows: PlannedRow[],
  existing: ExistingCar[],
  own: Id,
  errors: ImportRowError[],
): PlannedRow[] {
  const elsewhere = new Set(
    existing.filter((c) => String(c.dealership) !== String(own)).map((c) => stocknumKey(c.stocknum)),
  )
  return rows.filter((row) => {
    if (!elsewhere.has(stocknumKey(row.car.stocknum))) return true
    errors.push({
      line: row.line,
      stocknum: row.car.stocknum,
      field: 'stocknum',
      message: "This stock number is another dealership's car; a feed changes only its own dealership's cars.",
    })
    return false
  })
}
