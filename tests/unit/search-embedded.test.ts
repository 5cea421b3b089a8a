import { describe, expect, it } from 'vitest'

import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import { facetValues } from '@/search/facet-values'
import type { SearchResult } from '@/search/types'

import { car, query } from '../support/search/docs'
import { type Expected, naiveSearch } from '../support/search/naive'
import { generateQueries } from '../support/search/queries'
import { listed as isListed } from '../support/search/rules'
import { generateStock, indexDocsOf } from '../support/search/stock'

const asExpected = (r: SearchResult): Expected => ({
  count: r.count,
  pages: r.pages,
  hitIds: r.hits.map((h) => h.id),
  facets: Object.fromEntries(
    Object.entries(r.facets).map(([k, items]) => [k, Object.fromEntries(items!.map((i) => [i.value, i.count]))]),
  ),
})

// Hundreds of queries against a one-car-at-a-time oracle: seconds of CPU, many more on a shared
// machine. A timing is not what these check (bench/ measures it), so they get room.
describe('embedded engine against the one-car-at-a-time oracle (generated stock)', { timeout: 120_000 }, () => {
  const stock = generateStock({ cars: 3000, seed: 11 })
  const docs = indexDocsOf(stock)
  const engine = new EmbeddedSearchEngine(docs)
  const queries = generateQueries(stock, docs, { count: 400, seed: 5, text: true })

  it('gives the same totals, every facet count and the same page of hits for 400 queries', () => {
    let withText = 0
    for (const q of queries) {
      if (q.text) withText++
      expect(asExpected(engine.searchNow(q)), JSON.stringify(q)).toEqual(naiveSearch(docs, q))
    }
    expect(withText).toBeGreaterThan(100)
  })

  it("never crosses the scope, even when asked for another tenant's values", () => {
    const foreign = generateQueries(stock, docs, { count: 200, seed: 99, text: true })
    for (const [i, q] of queries.slice(0, 200).entries()) {
      const crossed = {
        ...q,
        text: foreign[i]!.text,
        refinements: foreign[i]!.refinements,
        facets: undefined,
        hitsPerPage: 250,
      }
      const r = engine.searchNow(crossed)
      const own = new Set(
        docs
          .filter((d) => isListed(d, q.scope))
          .flatMap((d) => Object.keys(r.facets).flatMap((k) => facetValues(d, k as never).map((v) => `${k}:${v}`))),
      )
      for (const hit of r.hits) expect(isListed(hit, q.scope)).toBe(true)
      for (const [k, items] of Object.entries(r.facets))
        for (const item of items!) expect(own.has(`${k}:${item.value}`)).toBe(true)
    }
  })

  it('every hit obeys the listing rules of its scope (stock §4)', () => {
    for (const q of queries.slice(0, 100)) {
      for (const hit of engine.searchNow({ ...q, hitsPerPage: 250 }).hits)
        expect(isListed(hit, q.scope, q.sort)).toBe(true)
    }
  })

  it('has queries that find something and queries that find nothing', () => {
    const counts = queries.map((q) => engine.searchNow(q).count)
    expect(counts.filter((c) => c > 0).length).toBeGreaterThan(200)
    expect(counts.filter((c) => c === 0).length).toBeGreaterThan(10)
  })

  it('stays exact through upserts and removes, with dead rows and after the rebuild they trigger', async () => {
    const local = new EmbeddedSearchEngine(docs)
    const edit = (from: number, to: number) =>
      docs.slice(from, to).map((d, i) => ({
        ...d,
        make: i % 2 ? 'Kia' : d.make,
        status: i % 7 ? d.status : ('sold' as const),
        sold_date_timestamp: d.created_at_timestamp,
      }))
    const few = edit(0, 400) // 400 dead rows: below the rebuild threshold
    await local.upsert(few)
    await local.remove([docs[500]!.id])
    let current = [...few, ...docs.slice(400, 500), ...docs.slice(501)]
    for (const q of queries.slice(0, 60)) expect(asExpected(local.searchNow(q))).toEqual(naiveSearch(current, q))

    const many = edit(1000, 2600) // now most rows are dead: the next search rebuilds
    await local.upsert(many)
    await local.remove(docs.slice(2600, 2700).map((d) => d.id))
    current = [...few, ...docs.slice(400, 500), ...docs.slice(501, 1000), ...many, ...docs.slice(2700)]
    expect(local.size).toBe(current.length)
    for (const q of queries.slice(0, 60)) expect(asExpected(local.searchNow(q))).toEqual(naiveSearch(current, q))
  })
})

describe('embedded engine details', () => {
  it('returns copies of its documents', async () => {
    const engine = new EmbeddedSearchEngine([car(1)])
    const [hit] = (await engine.search(query())).hits
    hit!.make = 'Changed'
    expect((await engine.search(query())).hits[0]!.make).toBe('Toyota')
  })

  it('moves a car between tenants on upsert', async () => {
    const engine = new EmbeddedSearchEngine([car(1)])
    await engine.upsert([car(1, { tenant: 2 })])
    expect((await engine.search(query())).count).toBe(0)
    expect((await engine.search(query({}, { tenantId: 2 }))).count).toBe(1)
  })

  it('treats ids of either type alike in scope (numbers on SQL, strings on MongoDB)', async () => {
    const engine = new EmbeddedSearchEngine([car(1, { tenant: 'a1', dealership: 'b1' })])
    expect((await engine.search(query({}, { tenantId: 'a1', dealershipIds: ['b1'] }))).count).toBe(1)
  })

  it('hitsPerPage is capped at 250 and page is at least 1', async () => {
    const engine = new EmbeddedSearchEngine(Array.from({ length: 300 }, (_, i) => car(i + 1)))
    const r = await engine.search(query({ hitsPerPage: 1000, page: 0 }))
    expect(r.hits).toHaveLength(250)
    expect(r.pages).toBe(2)
  })
})
