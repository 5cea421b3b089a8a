import fs from 'node:fs'
import path from 'node:path'

import { createClient, type InArgs } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'

import { docTokens } from '@/search/text'
import type { CarIndexDoc } from '@/search/types'

import type { Run } from '../tests/support/search/sql-reference'
import type { Stock } from '../tests/support/search/stock'

/**
 * The SQL side of the search benchmark: a fresh SQLite file with the cars, dealerships, locations and
 * cars_texts tables as Payload's migration makes them (the columns search reads, same names and
 * types, same indexes, plus indexes that help the GROUP BYs), and car_tokens for text.
 */
const SCHEMA = `
CREATE TABLE dealerships (id integer PRIMARY KEY NOT NULL, tenant_id integer, name text NOT NULL, slug text NOT NULL);
CREATE TABLE locations (id integer PRIMARY KEY NOT NULL, tenant_id integer, dealership_id integer NOT NULL, name text NOT NULL);
CREATE TABLE cars (
  id integer PRIMARY KEY NOT NULL, tenant_id integer, name text NOT NULL, slug text NOT NULL, year numeric, make text NOT NULL,
  model text NOT NULL, badge text, car_type text NOT NULL, status text DEFAULT 'in_stock' NOT NULL, item_type text DEFAULT 'car',
  tag text, certified integer, show_on_dealer_website integer DEFAULT true, dealership_id integer NOT NULL, location_id integer,
  stocknum text, sold_date text, city text, state text, rank numeric DEFAULT 0, price numeric, subscription_price numeric,
  youx_quote_weekly_repayment_amount numeric, km numeric, colour text, simple_body text, simple_transmission text,
  simple_fuel text, simple_drive text, seats numeric, created_at text NOT NULL
);
CREATE TABLE cars_texts (id integer PRIMARY KEY NOT NULL, "order" integer NOT NULL, parent_id integer NOT NULL, path text NOT NULL, text text);
CREATE TABLE car_tokens (car_id integer NOT NULL, tenant_id integer NOT NULL, token text NOT NULL);
${[
  'tenant_id',
  'year',
  'make',
  'model',
  'car_type',
  'status',
  'item_type',
  'certified',
  'show_on_dealer_website',
  'dealership_id',
  'location_id',
  'stocknum',
  'sold_date',
  'city',
  'state',
  'rank',
  'price',
  'km',
  'simple_body',
  'simple_transmission',
  'simple_fuel',
  'simple_drive',
  'created_at',
]
  .map((c) => `CREATE INDEX cars_${c}_idx ON cars (${c});`)
  .join('\n')}
CREATE INDEX tenant_status_idx ON cars (tenant_id, status);
CREATE INDEX tenant_dealership_idx ON cars (tenant_id, dealership_id);
CREATE INDEX cars_texts_order_parent ON cars_texts ("order", parent_id);
CREATE INDEX cars_texts_parent_idx ON cars_texts (parent_id, path, text);
CREATE INDEX cars_texts_text_idx ON cars_texts (path, text, parent_id);
CREATE INDEX car_tokens_token_idx ON car_tokens (tenant_id, token, car_id);
CREATE INDEX car_tokens_car_idx ON car_tokens (car_id);
`

type Value = string | number | null
const bool = (b: boolean | null | undefined) => (b == null ? null : b ? 1 : 0)

export async function loadSqlDatabase(
  file: string,
  stock: Stock,
  docs: CarIndexDoc[],
): Promise<{ run: Run; close: () => void }> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
  const client = createClient({ url: `file:${file}` })
  await client.executeMultiple(SCHEMA)

  async function insert(table: string, columns: string[], rows: Value[][]) {
    const perStatement = Math.max(1, Math.floor(30_000 / columns.length))
    const statements: { sql: string; args: InArgs }[] = []
    for (let i = 0; i < rows.length; i += perStatement) {
      const chunk = rows.slice(i, i + perStatement)
      const marks = `(${columns.map(() => '?').join(',')})`
      statements.push({
        sql: `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${chunk.map(() => marks).join(',')}`,
        args: chunk.flat(),
      })
    }
    for (let i = 0; i < statements.length; i += 50) await client.batch(statements.slice(i, i + 50), 'write')
  }

  await insert(
    'dealerships',
    ['id', 'tenant_id', 'name', 'slug'],
    stock.dealerships.map((d) => [d.id, d.tenant, d.name, d.slug]),
  )
  await insert(
    'locations',
    ['id', 'tenant_id', 'dealership_id', 'name'],
    stock.locations.map((l) => [l.id, l.tenant, l.dealership, l.name]),
  )
  const columns = [
    'id',
    'tenant_id',
    'name',
    'slug',
    'year',
    'make',
    'model',
    'badge',
    'car_type',
    'status',
    'item_type',
    'tag',
    'certified',
    'show_on_dealer_website',
    'dealership_id',
    'location_id',
    'stocknum',
    'sold_date',
    'city',
    'state',
    'rank',
    'price',
    'subscription_price',
    'youx_quote_weekly_repayment_amount',
    'km',
    'colour',
    'simple_body',
    'simple_transmission',
    'simple_fuel',
    'simple_drive',
    'seats',
    'created_at',
  ]
  await insert(
    'cars',
    columns,
    stock.cars.map((c) => [
      c.id,
      c.tenant as number,
      c.name,
      c.slug,
      c.year ?? null,
      c.make,
      c.model,
      c.badge ?? null,
      c.car_type,
      c.status,
      c.item_type ?? null,
      c.tag ?? null,
      bool(c.certified),
      bool(c.show_on_dealer_website),
      c.dealership as number,
      (c.location as number) ?? null,
      c.stocknum ?? null,
      c.sold_date ?? null,
      c.city ?? null,
      c.state ?? null,
      c.rank ?? null,
      c.price ?? null,
      c.subscription_price ?? null,
      c.youxQuote?.weeklyRepaymentAmount ?? null,
      c.km ?? null,
      c.colour ?? null,
      c.simple_body ?? null,
      c.simple_transmission ?? null,
      c.simple_fuel ?? null,
      c.simple_drive ?? null,
      c.seats ?? null,
      c.createdAt,
    ]),
  )
  let textId = 0
  await insert(
    'cars_texts',
    ['id', 'order', 'parent_id', 'path', 'text'],
    stock.cars.flatMap((c) =>
      (c.standardEquipment ?? []).map((t, i) => [++textId, i + 1, c.id, 'standardEquipment', t]),
    ),
  )
  await insert(
    'car_tokens',
    ['car_id', 'tenant_id', 'token'],
    docs.flatMap((d) => docTokens(d).map((t) => [d.id as number, d.tenant as number, t])),
  )
  await client.execute('ANALYZE')

  const db = drizzle(client)
  return { run: (q) => db.all(q), close: () => client.close() }
}
