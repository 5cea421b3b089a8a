/**
 * Bulk car writes for the seed: tens of thousands of cars in seconds, which payload.create (one
 * transaction, hooks and validation per car) cannot do. SQLite and PostgreSQL get multi-row INSERTs
 * into cars, cars_rels (images, spin_images) and cars_texts (standardEquipment) inside one
 * transaction; MongoDB gets cast documents (bulk-cars-mongo.ts). Hooks do not run: the seed runs
 * offline, so there is nothing to revalidate.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { deleteTenantCarsMongo, insertCarsMongo, isMongo } from './bulk-cars-mongo'
import type { CarRecord } from './car-record'
import { carRow, relRows, textRows } from './car-rows'
import {
  type DrizzleTable,
  insertArgs,
  insertSql,
  type Row,
  rowsPerStatement,
  type TableSpec,
  tableSpec,
} from './sql-insert'
import { dialectOf, inTransaction, runOutsideTransaction, type Session } from './sql-session'

export type Progress = (written: number) => void

function specs(payload: Payload) {
  const tables = (payload.db as unknown as { tables: Record<string, DrizzleTable> }).tables
  return { cars: tableSpec(tables.cars!), rels: tableSpec(tables.cars_rels!), texts: tableSpec(tables.cars_texts!) }
}

function* batches<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}

async function insertRows(session: Session, spec: TableSpec, rows: Row[]): Promise<void> {
  for (const batch of batches(rows, rowsPerStatement(session.dialect, spec)))
    await session.query(insertSql(session.dialect, spec, batch.length), insertArgs(spec, batch))
}

/** Deletes every car of these tenants with their rels and texts rows. Returns how many cars went. */
export async function deleteTenantCars(payload: Payload, tenantIds: Id[]): Promise<number> {
  if (!tenantIds.length) return 0
  if (isMongo(payload)) return deleteTenantCarsMongo(payload, tenantIds)
  const dialect = dialectOf(payload)
  const { cars, rels, texts } = specs(payload)
  const params = tenantIds.map((_, i) => (dialect === 'postgres' ? `$${i + 1}` : '?')).join(', ')
  const ofTenants = `SELECT "id" FROM "${cars.table}" WHERE "${cars.sqlName.tenant}" IN (${params})`
  // Children first: cars_texts has no index on parent_id alone, so the ON DELETE CASCADE check
  // would scan the whole table once per deleted car.
  await inTransaction(payload, async (s) => {
    await s.query(`DELETE FROM "${texts.table}" WHERE "${texts.sqlName.parent}" IN (${ofTenants})`, tenantIds)
    await s.query(`DELETE FROM "${rels.table}" WHERE "${rels.sqlName.parent}" IN (${ofTenants})`, tenantIds)
  })
  // PostgreSQL keeps the deleted rows until VACUUM, and the cascade check scans them too.
  if (dialect === 'postgres') await runOutsideTransaction(payload, `VACUUM "${texts.table}", "${rels.table}"`)
  const gone = await inTransaction(payload, (s) =>
    s.query(`DELETE FROM "${cars.table}" WHERE "${cars.sqlName.tenant}" IN (${params}) RETURNING "id"`, tenantIds),
  )
  return gone.length
}

/** Inserts the cars with their images, spin frames and feature lists, as fast as the database allows. */
export async function insertCars(payload: Payload, cars: CarRecord[], onProgress: Progress = () => {}): Promise<void> {
  if (isMongo(payload)) return insertCarsMongo(payload, cars, onProgress)
  const spec = specs(payload)
  const columns = Object.keys(spec.cars.sqlName)
  const key = (tenant: unknown, slug: unknown) => `${tenant}/${slug}`
  await inTransaction(payload, async (session) => {
    let written = 0
    for (const batch of batches(cars, rowsPerStatement(session.dialect, spec.cars))) {
      const rows = batch.map((car) => carRow(car, columns))
      const sql = insertSql(session.dialect, spec.cars, rows.length, ['id', 'slug', 'tenant'])
      const inserted = await session.query(sql, insertArgs(spec.cars, rows))
      const { id, slug, tenant } = spec.cars.sqlName as Record<'id' | 'slug' | 'tenant', string>
      const idOf = new Map(inserted.map((r) => [key(r[tenant], r[slug]), r[id] as Id]))
      const parent = (car: CarRecord) => idOf.get(key(car.tenant, car.slug))!
      await insertRows(
        session,
        spec.rels,
        batch.flatMap((car) => relRows(car, parent(car))),
      )
      await insertRows(
        session,
        spec.texts,
        batch.flatMap((car) => textRows(car, parent(car))),
      )
      onProgress((written += batch.length))
    }
  })
  // Fresh planner statistics after a bulk load. Without them SQLite scans all of cars_texts once
  // per car read (no parent_id index): a 21-car page took ~60 s at 50,000 cars, 0.2 s with them.
  await runOutsideTransaction(
    payload,
    dialectOf(payload) === 'sqlite'
      ? 'ANALYZE'
      : `ANALYZE "${spec.cars.table}", "${spec.rels.table}", "${spec.texts.table}"`,
  )
}
