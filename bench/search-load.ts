/**
 * How long building the embedded engine from the database takes (loadIndexDocs through SQL and
 * through the local API), on a fresh SQLite database under data/ holding N generated cars:
 *   NODE_OPTIONS="--no-deprecation --conditions=development" node --import tsx bench/search-load.ts --cars 50000
 * Cars go in with one multi-row INSERT per chunk (drizzle, raw SQL) to keep set-up short.
 */
import fs from 'node:fs'

import { type SQL, sql } from 'drizzle-orm'

import { generateStock } from '../tests/support/search/stock'

const i = process.argv.indexOf('--cars')
const cars = i > 0 ? Number(process.argv[i + 1]) : 50_000
const file = `data/bench-load-${cars}.db`
fs.mkdirSync('data', { recursive: true })
for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
process.env.DATABASE_URL = `file:./${file}`

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { loadIndexDocs } = await import('@/search/indexing/load-index-docs')
const { EmbeddedSearchEngine } = await import('@/search/embedded/engine')

const payload = await getPayload({ config })
const db = payload.db.drizzle as unknown as { run: (q: SQL) => Promise<unknown> }
const ctx = { disableRevalidate: true, disableSearchSync: true }
const stock = generateStock({ cars })
const ids = new Map<string, number>()
for (const t of stock.tenants)
  ids.set(
    `t${t.id}`,
    (await payload.create({ collection: 'tenants', data: { name: t.name, slug: t.slug }, context: ctx })).id,
  )
for (const d of stock.dealerships)
  ids.set(
    `d${d.id}`,
    (
      await payload.create({
        collection: 'dealerships',
        data: { tenant: ids.get(`t${d.tenant}`)!, name: d.name, slug: d.slug },
        context: ctx,
      })
    ).id,
  )
for (const l of stock.locations)
  ids.set(
    `l${l.id}`,
    (
      await payload.create({
        collection: 'locations',
        data: {
          tenant: ids.get(`t${l.tenant}`)!,
          dealership: ids.get(`d${l.dealership}`)!,
          name: l.name,
          slug: `loc-${l.id}`,
        },
        context: ctx,
      })
    ).id,
  )

let t = performance.now()
const v = (x: unknown) => sql`${x ?? null}`
for (let from = 0; from < stock.cars.length; from += 500) {
  const chunk = stock.cars.slice(from, from + 500)
  await db.run(
    sql`INSERT INTO cars (id, tenant_id, dealership_id, location_id, name, slug, year, make, model, badge, car_type, status, item_type, tag, certified, show_on_dealer_website, stocknum, sold_date, city, state, rank, price, subscription_price, youx_quote_weekly_repayment_amount, km, colour, simple_body, simple_transmission, simple_fuel, simple_drive, seats, created_at, updated_at) VALUES ${sql.join(
      chunk.map(
        (c) =>
          sql`(${sql.join([c.id, ids.get(`t${c.tenant}`), ids.get(`d${c.dealership}`), ids.get(`l${c.location}`), c.name, c.slug, c.year, c.make, c.model, c.badge, c.car_type, c.status, c.item_type, c.tag, c.certified == null ? null : Number(c.certified), c.show_on_dealer_website == null ? null : Number(c.show_on_dealer_website), c.stocknum, c.sold_date, c.city, c.state, c.rank, c.price, c.subscription_price, c.youxQuote?.weeklyRepaymentAmount, c.km, c.colour, c.simple_body, c.simple_transmission, c.simple_fuel, c.simple_drive, c.seats, c.createdAt, c.updatedAt].map(v), sql`, `)})`,
      ),
      sql`, `,
    )}`,
  )
  const texts = chunk.flatMap((c) =>
    (c.standardEquipment ?? []).map((text, order) => sql`(${order + 1}, ${c.id}, 'standardEquipment', ${text})`),
  )
  await db.run(sql`INSERT INTO cars_texts ("order", parent_id, path, text) VALUES ${sql.join(texts, sql`, `)}`)
}
console.log(`inserted ${cars} cars: ${Math.round(performance.now() - t)} ms`)

const { isDeepStrictEqual } = await import('node:util')
const timed = async (via: 'sql' | 'local-api') => {
  const started = performance.now()
  const docs = await loadIndexDocs(payload, { via })
  return { docs, ms: Math.round(performance.now() - started) }
}
const bySql = await timed('sql')
const byApi = await timed('local-api')
t = performance.now()
const engine = new EmbeddedSearchEngine(bySql.docs)
console.log(`loadIndexDocs via SQL (three scans): ${bySql.ms} ms for ${bySql.docs.length} cars`)
console.log(
  `loadIndexDocs via the local API (depth 0, select, keyset pages of 2000): ${byApi.ms} ms; same documents: ${isDeepStrictEqual(bySql.docs, byApi.docs)}`,
)
console.log(`engine build: ${Math.round(performance.now() - t)} ms; ${engine.size} cars in the engine`)
for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
process.exit(0)
