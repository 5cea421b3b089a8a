/**
 * Search benchmark: npm run bench:search -- --cars 50000 [--queries 240] [--seed 42] [--keep]
 * Generates the stock deterministically, builds the embedded engine, loads the same rows into a fresh
 * SQLite file under data/, runs realistic queries on both (browse with 0-3 filters, ranges, text with
 * typos and stock numbers; one dealership, several, a whole tenant), compares every total, facet
 * count and page of hits, and prints timings. The last line is one JSON object. The SQLite file is
 * removed at the end unless --keep is given.
 */
import fs from 'node:fs'
import { isDeepStrictEqual } from 'node:util'

import { EmbeddedSearchEngine } from '@/search/embedded/engine'
import type { SearchQuery } from '@/search/types'

import { generateQueries } from '../tests/support/search/queries'
import { type Reference, referenceSearch } from '../tests/support/search/sql-reference'
import { generateStock, indexDocsOf } from '../tests/support/search/stock'
import { loadSqlDatabase } from './search-sql'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const cars = arg('cars', 50_000)
const queryCount = arg('queries', 240)
const seed = arg('seed', 42)
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`
const gc = () => (globalThis as { gc?: () => void }).gc?.()
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN
const fmt = (n: number) => n.toFixed(2)

const same = (a: Reference, b: Reference): boolean => isDeepStrictEqual(a, b)

async function main() {
  let t = performance.now()
  const stock = generateStock({ cars, seed })
  gc()
  const heapStock = process.memoryUsage().heapUsed
  const docs = indexDocsOf(stock)
  gc()
  const heapBefore = process.memoryUsage().heapUsed
  console.log(
    `generated ${cars} cars in ${stock.tenants.length} tenants, ${stock.dealerships.length} dealerships: ${Math.round(performance.now() - t)} ms; index documents ≈ ${mb(heapBefore - heapStock)}`,
  )
  t = performance.now()
  const engine = new EmbeddedSearchEngine(docs)
  const buildMs = performance.now() - t
  gc()
  const engineHeap = process.memoryUsage().heapUsed - heapBefore
  const rss = process.memoryUsage().rss
  console.log(
    `embedded build: ${Math.round(buildMs)} ms; engine columns and indexes ≈ ${mb(engineHeap)} (plus the documents); process RSS ${mb(rss)}`,
  )

  t = performance.now()
  const file = `data/bench-search-${cars}.db`
  const sqlDb = await loadSqlDatabase(file, stock, docs)
  console.log(`SQLite load (${file}): ${Math.round(performance.now() - t)} ms`)

  const queries = generateQueries(stock, docs, { count: queryCount, seed: seed + 1, text: true })
  for (const q of queries.slice(0, 20)) engine.searchNow(q) // warm up the JIT, as a running server would be

  const engineMs: number[] = []
  const sqlMs: number[] = []
  const byKind = new Map<string, number[]>()
  let mismatches = 0
  for (const q of queries) {
    const r = engine.searchNow(q)
    engineMs.push(r.ms)
    const kind = `${q.text ? 'text' : 'browse'}, ${scopeKind(q, stock.dealerships.filter((d) => d.tenant === q.scope.tenantId).length)}`
    byKind.set(kind, [...(byKind.get(kind) ?? []), r.ms])
    const started = performance.now()
    const ref = await referenceSearch(sqlDb.run, 'sqlite', q, { tokens: true }).catch((err: Error) => {
      throw new Error(`SQL failed for ${JSON.stringify(q)}: ${String(err.cause ?? err.message).slice(0, 300)}`)
    })
    sqlMs.push(performance.now() - started)
    const mine: Reference = {
      count: r.count,
      hitIds: r.hits.map((h) => Number(h.id)),
      facets: Object.fromEntries(
        Object.entries(r.facets).map(([k, items]) => [k, Object.fromEntries(items!.map((i) => [i.value, i.count]))]),
      ),
    }
    if (!same(mine, ref)) {
      mismatches++
      if (mismatches <= 3) console.log('MISMATCH', JSON.stringify(q))
    }
  }
  sqlDb.close()
  if (!process.argv.includes('--keep'))
    for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })

  console.log(`\n${queries.length} queries (${queries.filter((q) => q.text).length} with text), every facet counted:`)
  console.log(
    `  embedded  p50 ${fmt(pct(engineMs, 50))} ms  p95 ${fmt(pct(engineMs, 95))} ms  p99 ${fmt(pct(engineMs, 99))} ms`,
  )
  console.log(`  SQLite    p50 ${fmt(pct(sqlMs, 50))} ms  p95 ${fmt(pct(sqlMs, 95))} ms  p99 ${fmt(pct(sqlMs, 99))} ms`)
  for (const [kind, ms] of [...byKind].sort())
    console.log(`  embedded ${kind.padEnd(26)} n=${String(ms.length).padStart(3)}  p95 ${fmt(pct(ms, 95))} ms`)
  const ratio = pct(sqlMs, 95) / pct(engineMs, 95)
  console.log(`  p95 ratio SQL / embedded: ${ratio.toFixed(1)}x; mismatches: ${mismatches}\n`)
  console.log(
    JSON.stringify({
      cars,
      queries: queries.length,
      engine_p95_ms: Number(fmt(pct(engineMs, 95))),
      sql_p95_ms: Number(fmt(pct(sqlMs, 95))),
      ratio: Number(ratio.toFixed(1)),
      mismatches,
    }),
  )
}

function scopeKind(q: SearchQuery, tenantDealerships: number): string {
  const n = new Set(q.scope.dealershipIds).size
  return n === 1 ? 'one dealership' : n >= tenantDealerships ? 'whole tenant' : 'several dealerships'
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
