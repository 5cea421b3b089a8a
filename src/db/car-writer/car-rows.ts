/**
 * Flattens a car record into the SQL adapters' row shapes: the `cars` row (group fields joined
 * with '_', as Payload's drizzle schema names them), `cars_rels` rows for the hasMany uploads and
 * `cars_texts` rows for the hasMany text. Keys are drizzle column keys, checked against the table.
 */
import type { Id } from '@/domain/ids'

import type { CarRecord } from './car-record'
import type { Row } from './sql-insert'

/** Group fields stored as prefixed columns (youxQuote.weeklyRepaymentAmount → youxQuote_weeklyRepaymentAmount). */
const GROUPS = new Set(['youxQuote', 'autograb_data', 'variant', 'specifications'])
/** hasMany uploads, stored in cars_rels with path = field name and order from 1. */
export const REL_FIELDS = ['images', 'spin_images'] as const
/** hasMany text, stored in cars_texts. */
export const TEXT_FIELDS = ['standardEquipment'] as const
const LISTS = new Set<string>([...REL_FIELDS, ...TEXT_FIELDS])

/** The cars row with every table column present (null when unset), so batches insert as one statement. */
export function carRow(car: CarRecord, columns: readonly string[]): Row {
  const flat: Row = {}
  for (const [key, value] of Object.entries(car)) {
    if (LISTS.has(key)) continue
    if (GROUPS.has(key)) {
      for (const [sub, v] of Object.entries((value ?? {}) as Row)) flat[`${key}_${sub}`] = v
    } else flat[key] = value
  }
  const unknown = Object.keys(flat).filter((k) => !columns.includes(k))
  if (unknown.length)
    throw new Error(
      `cars table has no column for: ${unknown.join(', ')} (schema changed? see scripts/seed/car-rows.ts)`,
    )
  return Object.fromEntries(columns.filter((c) => c !== 'id').map((c) => [c, flat[c] ?? null]))
}

export function relRows(car: CarRecord, parent: Id): Row[] {
  return REL_FIELDS.flatMap((path) => car[path].map((mediaID, i) => ({ order: i + 1, parent, path, mediaID })))
}

export function textRows(car: CarRecord, parent: Id): Row[] {
  return TEXT_FIELDS.flatMap((path) => (car[path] ?? []).map((text, i) => ({ order: i + 1, parent, path, text })))
}
