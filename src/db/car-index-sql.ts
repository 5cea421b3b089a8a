import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

/**
 * The SQL that reads every car (or one tenant's) for the search index without the local API, its raw
 * SQL kept behind one typed module: three plain scans (cars, their features, their images) instead
 * of the local API's sub-selects per car, which took 13.6 s for 50,000 cars here against 2.5 s
 * (bench/search-load.ts). The mapping to documents is src/search/indexing/load-index-docs-sql.ts'.
 * Every column named here is checked against the tables Payload's Drizzle schema defines, and each
 * scan is run on SQLite and PostgreSQL (tests/integration/car-index-sql.test.ts).
 */

/** The `cars` columns the index reads (CAR_INDEX_SELECT's fields, as the SQL adapters name them). */
export const CAR_INDEX_COLUMNS = [
  'id',
  'tenant_id',
  'dealership_id',
  'location_id',
  'slug',
  'name',
  'make',
  'model',
  'badge',
  'series',
  'year',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'youx_quote_weekly_repayment_amount',
  'km',
  'car_type',
  'status',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'colour',
  'seats',
  'city',
  'state',
  'tag',
  'reserved',
  'certified',
  'preorder',
  'item_type',
  'stocknum',
  'vin',
  'show_on_dealer_website',
  'rank',
] as const

/** The date columns, read as ISO text on both databases. */
export const CAR_INDEX_DATES = ['created_at', 'sold_date'] as const

/**
 * A `cars` row as the drivers hand it back: numbers may come as text (PostgreSQL's numeric) and
 * booleans as 0/1 (SQLite), so each value is read by the mapper.
 */
export type CarIndexRow = Record<(typeof CAR_INDEX_COLUMNS)[number], unknown> & {
  created_at: string
  sold_date: string | null
}
/** One standard-equipment line of a car (`cars_texts`, path standardEquipment), in order. */
export type CarFeatureRow = { parent_id: unknown; text: string }
/** One image of a car (`cars_rels`, path images), in order. */
export type CarImageRow = { parent_id: unknown; media_id: unknown }

export type CarIndexRows = { cars: CarIndexRow[]; features: CarFeatureRow[]; images: CarImageRow[] }

type Dialect = 'sqlite' | 'postgres'

/** The three scans, for one tenant or all of them. */
export function carIndexStatements(dialect: Dialect, tenantId?: Id): Record<keyof CarIndexRows, SQL> {
  const isoOf = (column: string) =>
    sql.raw(
      dialect === 'postgres'
        ? `to_char(c.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : `c.${column}`,
    )
  const ofTenant = tenantId == null ? sql`` : sql` AND c.tenant_id = ${tenantId}`
  return {
    cars: sql`SELECT ${sql.raw(CAR_INDEX_COLUMNS.map((c) => `c.${c}`).join(', '))}, ${isoOf('created_at')} AS created_at, ${isoOf('sold_date')} AS sold_date
      FROM cars c WHERE 1 = 1${ofTenant} ORDER BY c.id`,
    features: sql`SELECT t.parent_id, t.text FROM cars_texts t JOIN cars c ON c.id = t.parent_id
      WHERE t.path = 'standardEquipment'${ofTenant} ORDER BY t.parent_id, t."order"`,
    images: sql`SELECT r.parent_id, r.media_id FROM cars_rels r JOIN cars c ON c.id = r.parent_id
      WHERE r.path = 'images' AND r.media_id IS NOT NULL${ofTenant} ORDER BY r.parent_id, r."order"`,
  }
}

type SqlAdapter = {
  name: string
  drizzle: { all: (q: SQL) => Promise<unknown[]>; execute: (q: SQL) => Promise<{ rows: unknown[] }> }
}

/** The cars' rows for the index, the three scans at once; null on MongoDB, which has no SQL. */
export async function readCarIndexRows(payload: Payload, tenantId?: Id): Promise<CarIndexRows | null> {
  const db = payload.db as unknown as SqlAdapter
  if (db.name !== 'sqlite' && db.name !== 'postgres') return null
  const run =
    db.name === 'sqlite' ? (q: SQL) => db.drizzle.all(q) : async (q: SQL) => (await db.drizzle.execute(q)).rows
  const q = carIndexStatements(db.name, tenantId)
  const [cars, features, images] = await Promise.all([run(q.cars), run(q.features), run(q.images)])
  return { cars, features, images } as CarIndexRows
}
