import { type SQL, sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'
import type { Car } from '@/payload-types'

type Row = Record<string, unknown>

/** The SQL adapters' tables as the migrations create them; the columns toIndexDoc reads. */
const CAR_COLUMNS = [
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
]

const num = (v: unknown) => (v == null ? null : Number(v))
const bool = (v: unknown) => (v == null ? null : v === true || v === 1 || v === '1' || v === 't' || v === 'true')

/** A query runner for the SQL adapters, or null for MongoDB. */
export function sqlRunner(payload: Payload): ((q: SQL) => Promise<Row[]>) | null {
  const db = payload.db as unknown as {
    name: string
    drizzle: { all: (q: SQL) => Promise<Row[]>; execute: (q: SQL) => Promise<{ rows: Row[] }> }
  }
  if (db.name === 'sqlite') return (q) => db.drizzle.all(q)
  if (db.name === 'postgres') return async (q) => (await db.drizzle.execute(q)).rows
  return null
}

/**
 * Cars straight from the SQL tables, shaped as the local API returns them at depth 0 (the fields
 * CAR_INDEX_SELECT names). Three scans (cars, their features, their images) instead of the local
 * API's per-car sub-selects: with everything else loadIndexDocs does, 50,000 cars take 2.5 s on
 * SQLite here instead of 13.6 s (bench/search-load.ts).
 */
export async function readCarsSql(payload: Payload, run: (q: SQL) => Promise<Row[]>, tenantId?: Id): Promise<Car[]> {
  const postgres = (payload.db as { name: string }).name === 'postgres'
  const isoOf = (column: string) =>
    sql.raw(postgres ? `to_char(c.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : `c.${column}`)
  const ofTenant = tenantId == null ? sql`` : sql` AND c.tenant_id = ${tenantId}`
  const [cars, features, images] = await Promise.all([
    run(sql`SELECT ${sql.raw(CAR_COLUMNS.map((c) => `c.${c}`).join(', '))}, ${isoOf('created_at')} AS created_at, ${isoOf('sold_date')} AS sold_date
      FROM cars c WHERE 1 = 1${ofTenant} ORDER BY c.id`),
    run(sql`SELECT t.parent_id, t.text FROM cars_texts t JOIN cars c ON c.id = t.parent_id
      WHERE t.path = 'standardEquipment'${ofTenant} ORDER BY t.parent_id, t."order"`),
    run(sql`SELECT r.parent_id, r.media_id FROM cars_rels r JOIN cars c ON c.id = r.parent_id
      WHERE r.path = 'images' AND r.media_id IS NOT NULL${ofTenant} ORDER BY r.parent_id, r."order"`),
  ])
  const group = (rows: Row[], value: string) => {
    const out = new Map<number, unknown[]>()
    for (const r of rows) {
      const key = Number(r.parent_id)
      const list = out.get(key)
      if (list) list.push(r[value])
      else out.set(key, [r[value]])
    }
    return out
  }
  const featuresOf = group(features, 'text')
  const imagesOf = group(images, 'media_id')

  return cars.map((r) => {
    const id = Number(r.id)
    return {
      id,
      tenant: num(r.tenant_id),
      dealership: Number(r.dealership_id),
      location: num(r.location_id),
      slug: r.slug as string,
      name: r.name as string,
      make: r.make as string,
      model: r.model as string,
      badge: r.badge as string | null,
      series: r.series as string | null,
      year: num(r.year),
      price: num(r.price),
      before_price: num(r.before_price),
      offer_price: num(r.offer_price),
      subscription_price: num(r.subscription_price),
      youxQuote: { weeklyRepaymentAmount: num(r.youx_quote_weekly_repayment_amount) },
      km: num(r.km),
      car_type: r.car_type as Car['car_type'],
      status: r.status as Car['status'],
      simple_body: r.simple_body as string | null,
      simple_transmission: r.simple_transmission as string | null,
      simple_fuel: r.simple_fuel as string | null,
      simple_drive: r.simple_drive as string | null,
      colour: r.colour as string | null,
      seats: num(r.seats),
      city: r.city as string | null,
      state: r.state as string | null,
      tag: r.tag as string | null,
      reserved: bool(r.reserved),
      certified: bool(r.certified),
      preorder: bool(r.preorder),
      item_type: r.item_type as Car['item_type'],
      stocknum: r.stocknum as string | null,
      vin: r.vin as string | null,
      show_on_dealer_website: bool(r.show_on_dealer_website),
      rank: num(r.rank),
      sold_date: r.sold_date as string | null,
      createdAt: r.created_at as string,
      updatedAt: r.created_at as string,
      standardEquipment: (featuresOf.get(id) as string[] | undefined) ?? [],
      images: ((imagesOf.get(id) as unknown[] | undefined) ?? []).map(Number),
    }
  })
}
