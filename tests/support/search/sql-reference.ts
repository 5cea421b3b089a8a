import { type SQL, sql } from 'drizzle-orm'

import { stocknumKey } from '@/domain/cars/stocknum'
import { paging, sortOf } from '@/search/paging'
import { hasDigit, stocknumLookupKey, tokenize } from '@/search/text'
import { type RangeKey, REFINEMENT_KEYS, type RefinementKey, type SearchQuery } from '@/search/types'

import {
  AVAILABLE,
  type Band,
  needsPrice,
  PRICE_BANDS,
  soldSince,
  SORT_BY,
  typoBudget,
  typoOf,
  WEEKLY_PRICE_BANDS,
} from './rules'

/**
 * The reference the engines are tested against (architecture: "SQL GROUP BY on the same database is
 * the reference its counts are tested against"): plain SQL over Payload's cars table (and the bench's
 * copy of it), with the listing rules, refinements and ranges written as WHERE clauses and every facet
 * counted with its own GROUP BY that leaves the facet's refinement out.
 */
export type Dialect = 'sqlite' | 'postgres'
export type Run = (query: SQL) => Promise<Record<string, unknown>[]>
export type Reference = {
  count: number
  hitIds: number[]
  facets: Partial<Record<RefinementKey, Record<string, number>>>
}

const FROM = sql.raw(
  'cars c JOIN dealerships d ON d.id = c.dealership_id LEFT JOIN locations l ON l.id = c.location_id',
)
const FEATURES = sql.raw(`c.id = t.parent_id AND t.path = 'standardEquipment'`)
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`

function bands(column: string, buckets: readonly Band[]): string {
  const whens = buckets.map(
    (b) =>
      `WHEN ${column} >= ${b.min}${Number.isFinite(b.max) ? ` AND ${column} < ${b.max}` : ''} THEN ${literal(b.label)}`,
  )
  return `(CASE WHEN ${column} > 0 THEN CASE ${whens.join(' ')} END END)`
}

/** Each single-valued facet as a SQL expression (facet-values.ts says what each means). */
const EXPR: Record<Exclude<RefinementKey, 'filtered_features' | 'categories'>, string> = {
  car_type: 'CAST(c.car_type AS TEXT)', // enums on PostgreSQL: compare as text
  make: 'c.make',
  model: 'c.model',
  make_model: "(c.make || '|' || c.model)",
  badge: 'c.badge',
  body: 'c.simple_body',
  fuel: 'c.simple_fuel',
  transmission: 'c.simple_transmission',
  drive: 'c.simple_drive',
  colour: 'c.colour',
  seats: 'c.seats',
  year: 'c.year',
  state: 'c.state',
  city: 'c.city',
  location_name: 'l.name',
  dealership_name: 'd.name',
  status: 'CAST(c.status AS TEXT)',
  tag: 'c.tag',
  item_type: "coalesce(CAST(c.item_type AS TEXT), 'car')",
  certified: "(CASE WHEN coalesce(c.certified, false) THEN 'true' ELSE 'false' END)",
  price_range: bands('c.price', PRICE_BANDS),
  weekly_price_range: bands('c.youx_quote_weekly_repayment_amount', WEEKLY_PRICE_BANDS),
}
const NUMERIC_FACETS = new Set(['year', 'seats'])

const RANGE_COLUMN: Record<Exclude<RangeKey, 'created_at_timestamp'>, string> = {
  price: 'c.price',
  km: 'c.km',
  year: 'c.year',
  weekly_price: 'c.youx_quote_weekly_repayment_amount',
  subscription_price: 'c.subscription_price',
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )
const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`1 = 1`)
const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
const epochSeconds = (d: Dialect) =>
  d === 'sqlite' ? "CAST(strftime('%s', c.created_at) AS INTEGER)" : 'floor(extract(epoch from c.created_at))'

function refinementSql(key: RefinementKey, values: string[]): SQL {
  const real = values.filter((v) => v !== '')
  if (key === 'categories' || !real.length) return sql`1 = 0` // the cars table has no categories
  if (key === 'filtered_features')
    return sql`EXISTS (SELECT 1 FROM cars_texts t WHERE ${FEATURES} AND t.text IN (${list(real)}))`
  if (NUMERIC_FACETS.has(key)) {
    const nums = real.filter((v) => String(Number(v)) === v).map(Number)
    return nums.length ? sql`${sql.raw(EXPR[key as 'year'])} IN (${list(nums)})` : sql`1 = 0`
  }
  return sql`${sql.raw(EXPR[key as 'make'])} IN (${list(real)})`
}

/** Scope, listing rules (stock §4, §9), ranges and text: everything but the refinements. */
async function baseWhere(run: Run, dialect: Dialect, q: SearchQuery, withTokens: boolean): Promise<SQL[]> {
  const { scope } = q
  const dealers = [...new Set(scope.dealershipIds.map(Number))]
  const inScope = [
    sql`c.tenant_id = ${Number(scope.tenantId)}`,
    dealers.length ? sql`c.dealership_id IN (${list(dealers)})` : sql`1 = 0`,
  ]
  const where = [...inScope, sql`coalesce(c.show_on_dealer_website, true)`]
  // Each dealership's own sold window (finance §3), written out per dealership for plainness.
  const available = sql`c.status IN (${list(AVAILABLE)})`
  const soldWindows = dealers.flatMap((d) => {
    const cutoff = soldSince(scope, d)
    return cutoff == null ? [] : [sql`(c.dealership_id = ${d} AND c.sold_date >= ${iso(cutoff)})`]
  })
  where.push(
    soldWindows.length
      ? sql`(${available} OR (c.status = 'sold' AND (${sql.join(soldWindows, sql` OR `)})))`
      : available,
  )
  const excluded = [...new Set(scope.excludedStocknums.map(stocknumKey).filter(Boolean))]
  if (excluded.length) where.push(sql`(c.stocknum IS NULL OR lower(trim(c.stocknum)) NOT IN (${list(excluded)}))`)
  if (needsPrice(scope, sortOf(q))) where.push(sql`c.price > 0`)
  for (const [key, column] of Object.entries(RANGE_COLUMN)) {
    const r = q.ranges?.[key as RangeKey]
    if (Number.isFinite(r?.min)) where.push(sql`${sql.raw(column)} >= ${r!.min}`)
    if (Number.isFinite(r?.max)) where.push(sql`${sql.raw(column)} <= ${r!.max}`)
  }
  const created = q.ranges?.created_at_timestamp
  if (Number.isFinite(created?.min)) where.push(sql`c.created_at >= ${iso(Math.ceil(created!.min!))}`)
  if (Number.isFinite(created?.max)) where.push(sql`c.created_at < ${iso(Math.floor(created!.max!) + 1)}`)
  if (tokenize(q.text).length) {
    if (!withTokens) throw new Error('Text queries need the car_tokens table (bench only)')
    where.push(await textWhere(run, q, and(inScope)))
  }
  return where
}

/** Text via the bench's car_tokens(car_id, tenant_id, token) table, with the engine's word rules. */
async function textWhere(run: Run, q: SearchQuery, inScope: SQL): Promise<SQL> {
  const tenant = Number(q.scope.tenantId)
  const key = stocknumLookupKey(q.text)
  if (key) {
    const found = await run(
      sql`SELECT 1 AS found FROM cars c WHERE ${inScope} AND lower(trim(c.stocknum)) = ${key} LIMIT 1`,
    )
    if (found.length) return sql`lower(trim(c.stocknum)) = ${key}`
  }
  const words = tokenize(q.text)
  const parts: SQL[] = []
  for (const [i, w] of words.entries()) {
    const matches = i === words.length - 1 ? sql`(token = ${w} OR token LIKE ${`${w}%`})` : sql`token = ${w}`
    const exists = await run(sql`SELECT 1 AS found FROM car_tokens WHERE tenant_id = ${tenant} AND ${matches} LIMIT 1`)
    if (exists.length) {
      parts.push(sql`c.id IN (SELECT car_id FROM car_tokens WHERE tenant_id = ${tenant} AND ${matches})`)
      continue
    }
    const max = hasDigit(w) ? 0 : typoBudget(w)
    const vocabulary = max ? await run(sql`SELECT DISTINCT token FROM car_tokens WHERE tenant_id = ${tenant}`) : []
    const typos = vocabulary.map((r) => String(r.token)).filter((t) => !hasDigit(t) && typoOf(w, t))
    parts.push(
      typos.length
        ? sql`c.id IN (SELECT car_id FROM car_tokens WHERE tenant_id = ${tenant} AND token IN (${list(typos)}))`
        : sql`1 = 0`,
    )
  }
  return and(parts)
}

export async function referenceSearch(
  run: Run,
  dialect: Dialect,
  q: SearchQuery,
  { tokens = false } = {},
): Promise<Reference> {
  const base = await baseWhere(run, dialect, q, tokens)
  const refined = (Object.entries(q.refinements ?? {}) as [RefinementKey, string[] | undefined][]).filter(
    (e): e is [RefinementKey, string[]] => REFINEMENT_KEYS.includes(e[0]) && Boolean(e[1]?.length),
  )
  const whereWithout = (skip?: RefinementKey) =>
    and([...base, ...refined.filter(([k]) => k !== skip).map(([k, v]) => refinementSql(k, v))])

  const selects: SQL[] = [sql`SELECT '' AS k, '' AS v, COUNT(*) AS n FROM ${FROM} WHERE ${whereWithout()}`]
  for (const key of new Set(q.facets ?? REFINEMENT_KEYS)) {
    if (key === 'categories') continue
    if (key === 'filtered_features') {
      selects.push(
        sql`SELECT ${key} AS k, t.text AS v, COUNT(DISTINCT c.id) AS n FROM ${FROM} JOIN cars_texts t ON ${FEATURES} WHERE ${whereWithout(key)} AND t.text <> '' GROUP BY t.text`,
      )
      continue
    }
    const expr = sql.raw(EXPR[key])
    selects.push(
      sql`SELECT ${key} AS k, CAST(${expr} AS TEXT) AS v, COUNT(*) AS n FROM ${FROM} WHERE ${whereWithout(key)} AND ${expr} IS NOT NULL AND CAST(${expr} AS TEXT) <> '' GROUP BY ${expr}`,
    )
  }
  const rows = await run(sql.join(selects, sql` UNION ALL `))

  const facets: Reference['facets'] = {}
  for (const key of new Set(q.facets ?? REFINEMENT_KEYS)) facets[key] = {}
  let count = 0
  for (const r of rows) {
    if (r.k === '') count = Number(r.n)
    else facets[r.k as RefinementKey]![String(r.v)] = Number(r.n)
  }

  const { field, direction } = SORT_BY[sortOf(q)]
  const sortExpr = sql.raw(
    field === 'rank' ? 'coalesce(c.rank, 0)' : field === 'created_at_timestamp' ? epochSeconds(dialect) : `c.${field}`,
  )
  const { page, hitsPerPage } = paging(q)
  const hits = await run(
    sql`SELECT c.id AS id FROM ${FROM} WHERE ${whereWithout()} ORDER BY (${sortExpr} IS NULL), ${sortExpr} ${sql.raw(direction.toUpperCase())}, c.id ASC LIMIT ${hitsPerPage} OFFSET ${(page - 1) * hitsPerPage}`,
  )
  return { count, hitIds: hits.map((h) => Number(h.id)), facets }
}
