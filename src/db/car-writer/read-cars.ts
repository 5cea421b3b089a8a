/**
 * A tenant's cars as the stock importer compares them, in three plain SELECTs (the cars row, the
 * photos' order from cars_rels, the equipment from cars_texts): 50,000 cars in about a second, where
 * Payload's find with its relationship joins took over a second per 5,000. Values pass through the
 * columns' own driver mapping, so numbers and booleans compare as Payload would return them.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { isMongo } from './bulk-cars-mongo'
import type { DrizzleTable } from './sql-insert'
import { dialectOf, inTransaction } from './sql-session'

type Column = { name: string; mapFromDriverValue?(value: unknown): unknown }

const columnsOf = (table: DrizzleTable) =>
  new Map(
    Object.entries(table).filter(
      (e): e is [string, Column] =>
        typeof (e[1] as Column)?.name === 'string' && 'mapToDriverValue' in (e[1] as object),
    ),
  )

/** null on MongoDB (the caller uses Payload's find). */
export async function readTenantCarRows(
  payload: Payload,
  tenant: Id,
  fields: readonly string[],
): Promise<Record<string, unknown>[] | null> {
  if (isMongo(payload)) return null
  const tables = (payload.db as unknown as { tables: Record<string, DrizzleTable> }).tables
  const cars = columnsOf(tables.cars!)
  const rels = columnsOf(tables.cars_rels!)
  const texts = columnsOf(tables.cars_texts!)
  const p = dialectOf(payload) === 'postgres' ? '$1' : '?'
  const wanted = ['id', ...fields.filter((f) => cars.has(f) && f !== 'id')]
  const carCol = (k: string) => `"${cars.get(k)!.name}"`
  const ofTenant = `SELECT "id" FROM "cars" WHERE ${carCol('tenant')} = ${p}`
  const rel = (k: string) => `"${rels.get(k)!.name}"`
  const text = (k: string) => `"${texts.get(k)!.name}"`
  const [rows, images, equipment] = await inTransaction(payload, (s) =>
    Promise.all([
      s.query(`SELECT ${wanted.map(carCol).join(', ')} FROM "cars" WHERE ${carCol('tenant')} = ${p} ORDER BY "id"`, [
        tenant,
      ]),
      s.query(
        `SELECT ${rel('parent')} AS parent, ${rel('mediaID')} AS media FROM "cars_rels" WHERE ${rel('path')} = 'images' AND ${rel('parent')} IN (${ofTenant}) ORDER BY ${rel('parent')}, ${rel('order')}`,
        [tenant],
      ),
      s.query(
        `SELECT ${text('parent')} AS parent, ${text('text')} AS text FROM "cars_texts" WHERE ${text('path')} = 'standardEquipment' AND ${text('parent')} IN (${ofTenant}) ORDER BY ${text('parent')}, ${text('order')}`,
        [tenant],
      ),
    ]),
  )
  const group = (list: Record<string, unknown>[], key: string) => {
    const out = new Map<string, unknown[]>()
    for (const r of list) {
      const k = String(r.parent)
      if (!out.has(k)) out.set(k, [])
      out.get(k)!.push(r[key])
    }
    return out
  }
  const imagesOf = group(images, 'media')
  const equipmentOf = group(equipment, 'text')
  return rows.map((row) => {
    const car: Record<string, unknown> = {}
    for (const key of wanted) {
      const column = cars.get(key)!
      const raw = row[column.name]
      car[key] =
        raw === null || raw === undefined ? null : column.mapFromDriverValue ? column.mapFromDriverValue(raw) : raw
    }
    car.id = Number(car.id)
    car.images = (imagesOf.get(String(row.id)) ?? []).map(Number)
    car.standardEquipment = equipmentOf.get(String(row.id)) ?? []
    return car
  })
}
