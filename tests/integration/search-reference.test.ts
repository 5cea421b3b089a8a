import type { SQL } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/db/kind'
import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { loadIndexDocs } from '@/search/indexing/load-index-docs'
import { syncCarAfterChange, syncCarAfterDelete } from '@/search/indexing/sync'
import type { CarIndexDoc, SearchQuery } from '@/search/types'

import { testPayload } from '../support/integration/payload'
import { generateQueries } from '../support/search/queries'
import { listed as isListed } from '../support/search/rules'
import { referenceSearch, type Run } from '../support/search/sql-reference'
import { generateStock, type Stock } from '../support/search/stock'

// Architecture "Search": SQL GROUP BY on the same database is the reference the embedded engine's
// counts are tested against. Generated stock goes in through the local API; the engine is built from
// the database with loadIndexDocs; every total, facet count and page of hits must match plain SQL.
const ctx = { disableRevalidate: true, disableSearchSync: true }
const CARS = 420

let payload: Payload
let run: Run
let dialect: 'sqlite' | 'postgres'
let stock: Stock // with the database's ids
let docs: CarIndexDoc[]
let engine: EmbeddedSearchEngine

beforeAll(async () => {
  payload = await testPayload()
  dialect = databaseKind(process.env.DATABASE_URL) === 'postgres' ? 'postgres' : 'sqlite'
  const db = payload.db.drizzle as unknown as {
    all: (q: SQL) => Promise<Record<string, unknown>[]>
    execute: (q: SQL) => Promise<{ rows: Record<string, unknown>[] }>
  }
  run = dialect === 'postgres' ? async (q) => (await db.execute(q)).rows : (q) => db.all(q)

  const gen = generateStock({
    cars: CARS,
    seed: 3,
    now: Date.now(),
    tenants: [
      { share: 0.6, dealerships: 3 },
      { share: 0.4, dealerships: 2 },
    ],
  })
  const stamp = Date.now().toString(36)
  const ids = {
    tenant: new Map<number, number>(),
    dealership: new Map<number, number>(),
    location: new Map<number, number>(),
  }
  for (const t of gen.tenants) {
    const created = await payload.create({
      collection: 'tenants',
      data: { name: `Search ${t.name}`, slug: `search-${stamp}-${t.slug}` },
      context: ctx,
    })
    ids.tenant.set(t.id, created.id)
  }
  for (const d of gen.dealerships) {
    const created = await payload.create({
      collection: 'dealerships',
      data: { tenant: ids.tenant.get(d.tenant)!, name: d.name, slug: `search-${stamp}-${d.slug}` },
      context: ctx,
    })
    ids.dealership.set(d.id, created.id)
  }
  for (const l of gen.locations) {
    const created = await payload.create({
      collection: 'locations',
      data: {
        tenant: ids.tenant.get(l.tenant)!,
        dealership: ids.dealership.get(l.dealership)!,
        name: l.name,
        slug: `search-${stamp}-location-${l.id}`,
      },
      context: ctx,
    })
    ids.location.set(l.id, created.id)
  }
  for (const { id: _id, ...car } of gen.cars) {
    await payload.create({
      collection: 'cars',
      context: ctx,
      data: {
        ...car,
        tenant: ids.tenant.get(car.tenant as number)!,
        dealership: ids.dealership.get(car.dealership as number)!,
        location: ids.location.get(car.location as number)!,
      },
    })
  }
  stock = {
    ...gen,
    tenants: gen.tenants.map((t) => ({ ...t, id: ids.tenant.get(t.id)! })),
    dealerships: gen.dealerships.map((d) => ({
      ...d,
      id: ids.dealership.get(d.id)!,
      tenant: ids.tenant.get(d.tenant)!,
    })),
  }
  const ours = new Set(stock.tenants.map((t) => t.id))
  const all = await loadIndexDocs(payload)
  engine = new EmbeddedSearchEngine(all)
  docs = all.filter((d) => ours.has(d.tenant as number))
}, 600_000)

describe('the embedded engine built from the database agrees with SQL GROUP BY', () => {
  it('loads every generated car, with relation names and timestamps', () => {
    expect(docs).toHaveLength(CARS)
    expect(docs.every((d) => d.dealership_name && d.location_name && d.created_at_timestamp > 0)).toBe(true)
    expect(docs.filter((d) => d.status === 'sold').every((d) => d.sold_date_timestamp != null)).toBe(true)
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(['in_stock', 'coming_soon', 'sold']))
    const created = docs.map((d) => d.created_at_timestamp)
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(200 * 86_400) // generated dates, not insert time
  })

  it('reads the same documents through SQL as through the local API', async () => {
    const [bySql, byApi] = await Promise.all([
      loadIndexDocs(payload, { via: 'sql' }),
      loadIndexDocs(payload, { via: 'local-api' }),
    ])
    expect(bySql.length).toBeGreaterThanOrEqual(CARS)
    expect(bySql).toEqual(byApi)
  })

  it('loads one tenant only when asked', async () => {
    const one = await loadIndexDocs(payload, { tenantId: stock.tenants[1]!.id })
    expect(one.length).toBeGreaterThan(100)
    expect(one.every((d) => d.tenant === stock.tenants[1]!.id)).toBe(true)
  })

  it('identical totals, facet counts and hits for 150 generated queries', async () => {
    const queries = generateQueries(stock, docs, { count: 150, seed: 19, text: false })
    let found = 0
    let refined = 0
    for (const q of queries) {
      const r = engine.searchNow(q)
      const ref = await referenceSearch(run, dialect, q)
      const facets = Object.fromEntries(
        Object.entries(r.facets).map(([k, items]) => [k, Object.fromEntries(items!.map((i) => [i.value, i.count]))]),
      )
      expect({ count: r.count, hitIds: r.hits.map((h) => h.id), facets }, JSON.stringify(q)).toEqual(ref)
      if (r.count) found++
      if (Object.keys(q.refinements ?? {}).length) refined++
    }
    expect(found).toBeGreaterThan(100)
    expect(refined).toBeGreaterThan(80)
  }, 300_000)

  it("text queries stay inside the site's scope and listing rules", async () => {
    const queries = generateQueries(stock, docs, { count: 200, seed: 23, text: true }).filter((q) => q.text)
    expect(queries.length).toBeGreaterThanOrEqual(40)
    let hits = 0
    for (const q of queries) {
      const r = engine.searchNow({ ...q, hitsPerPage: 250, page: 1 })
      if (!r.hits.length) continue
      hits += r.hits.length
      const rows = await run(
        sql`SELECT id, tenant_id, dealership_id FROM cars WHERE id IN (${sql.join(
          r.hits.map((h) => sql`${h.id}`),
          sql`, `,
        )})`,
      )
      expect(rows).toHaveLength(r.hits.length)
      for (const row of rows) {
        expect(Number(row.tenant_id)).toBe(q.scope.tenantId)
        expect(q.scope.dealershipIds.map(Number)).toContain(Number(row.dealership_id))
      }
      for (const h of r.hits) expect(isListed(h, q.scope, q.sort)).toBe(true)
    }
    expect(hits).toBeGreaterThan(0)
  })
})

describe('sync hooks keep the engine current', () => {
  const scope = (): SearchQuery['scope'] => ({
    tenantId: stock.tenants[0]!.id,
    dealershipIds: stock.dealerships.filter((d) => d.tenant === stock.tenants[0]!.id).map((d) => d.id),
    includeSoldCarsDays: 3,
    excludedStocknums: [],
  })

  it('after create, update and delete', async () => {
    const afterChange = syncCarAfterChange({ engine: () => engine })
    const afterDelete = syncCarAfterDelete({ engine: () => engine })
    const req = await createLocalReq({}, payload)
    const hook = { req, context: {}, collection: payload.collections.cars.config, previousDoc: {}, data: {} } as const
    const dealership = scope().dealershipIds[0] as number
    const car = await payload.create({
      collection: 'cars',
      context: ctx,
      data: {
        tenant: scope().tenantId as number,
        dealership,
        name: 'Sync Test Zoe',
        slug: `sync-zoe-${Date.now()}`,
        make: 'Renault',
        model: 'Zoe',
        car_type: 'used',
        status: 'in_stock',
        stocknum: 'SYNC1',
      },
    })
    await afterChange({ ...hook, doc: car, operation: 'create' } as never)
    let r = engine.searchNow({ scope: scope(), text: 'sync1' })
    expect(r.hits.map((h) => [h.id, h.make, h.dealership_name])).toEqual([
      [car.id, 'Renault', stock.dealerships.find((d) => d.id === dealership)!.name],
    ])

    const updated = await payload.update({
      collection: 'cars',
      id: car.id,
      context: ctx,
      data: { status: 'sold', sold_date: new Date(Date.now() - 10 * 86_400_000).toISOString() },
    })
    await afterChange({ ...hook, doc: updated, operation: 'update' } as never)
    expect(engine.searchNow({ scope: scope(), text: 'sync1' }).count).toBe(0) // sold 10 days ago: no longer listed

    await payload.update({ collection: 'cars', id: car.id, context: ctx, data: { status: 'in_stock' } })
    await afterChange({ ...hook, doc: updated, operation: 'update' } as never)
    expect(engine.searchNow({ scope: scope(), text: 'zoe' }).count).toBe(1)

    await payload.delete({ collection: 'cars', id: car.id, context: ctx })
    await afterDelete({ ...hook, doc: updated, id: car.id } as never)
    r = engine.searchNow({ scope: scope(), text: 'zoe' })
    expect(r.count).toBe(0)
  })
})
