import { stocknumKey } from '@/domain/cars/stocknum'

import { isMultiValued } from '../facet-values'
import { requiresPositivePrice, soldCutoffSeconds } from '../listing'
import { sortOf } from '../paging'
import { RANGE_KEYS, REFINEMENT_KEYS, type RefinementKey, type SearchQuery } from '../types'
import { MULTI_KEYS, SINGLE_KEYS } from './columns'
import type { Dictionary } from './dictionary'
import type { GrowableInt32 } from './growable'
import type { RowStore } from './store'

/** A facet to count: its key and where its codes live. */
export type FacetCounter = {
  key: RefinementKey
  multi: number // index into MULTI_KEYS, or -1
  col: Int32Array // single-valued codes (unused when multi)
  counts: Int32Array
  values: readonly string[]
}

/** A refinement: the codes it accepts (OR within the key); counter is its own facet, if counted. */
export type Refinement = { multi: number; col: Int32Array; accept: Uint8Array; counter: number }

export type Plan = {
  /** The scope's rows, one list per dealership. */
  lists: GrowableInt32[]
  /** Per list: sold cars sold at or after this epoch second are listed (+Infinity: none). */
  cutoffs: number[]
  positivePrice: boolean
  excludedRows: Set<number> | null
  rangeCols: Float64Array[]
  rangeMin: number[]
  rangeMax: number[]
  refinements: Refinement[]
  counters: FacetCounter[]
}

const unique = <T>(xs: readonly T[]) => [...new Set(xs)]

/** Where a key's codes live: its dictionary, and its column when single-valued (multi is then -1). */
function codesOf(store: RowStore, key: RefinementKey): { multi: number; dict: Dictionary; col: Int32Array } {
  const multi = isMultiValued(key) ? MULTI_KEYS.indexOf(key) : -1
  const single = SINGLE_KEYS.indexOf(key as never)
  const dict = multi >= 0 ? store.multiDicts[multi] : store.singleDicts[single]
  const col = multi >= 0 ? new Int32Array(0) : store.cols.single[single]
  if (!dict || !col) throw new Error(`No index column for facet ${key}`)
  return { multi, dict, col }
}

/** Compiles the query's scope, listing rules, ranges, refinements and facets against the store. */
export function compilePlan(store: RowStore, query: SearchQuery): Plan {
  const { scope } = query
  const partition = store.partitionOf(scope.tenantId)
  // Each dealership's rows with its own sold window (a dealership may override the site's).
  const dealerships = partition
    ? unique(scope.dealershipIds.map(String)).filter((d) => partition.rowsByDealership.has(d))
    : []
  const lists = dealerships.map((d) => partition!.rowsByDealership.get(d)!)
  const cutoffs = dealerships.map((d) => soldCutoffSeconds(scope, d) ?? Number.POSITIVE_INFINITY)

  const counters: FacetCounter[] = unique(query.facets ?? REFINEMENT_KEYS)
    .filter((k) => REFINEMENT_KEYS.includes(k))
    .map((key) => {
      const { multi, dict, col } = codesOf(store, key)
      return { key, multi, col, counts: new Int32Array(dict.size), values: dict.values }
    })

  const refinements: Refinement[] = []
  for (const [k, values] of Object.entries(query.refinements ?? {}) as [RefinementKey, string[] | undefined][]) {
    if (!values?.length || !REFINEMENT_KEYS.includes(k)) continue
    const { multi, dict, col } = codesOf(store, k)
    const accept = new Uint8Array(dict.size)
    for (const v of values) accept[dict.lookup(String(v))] = 1
    accept[0] = 0
    refinements.push({ multi, col, accept, counter: counters.findIndex((c) => c.key === k) })
  }

  const rangeCols: Float64Array[] = []
  const rangeMin: number[] = []
  const rangeMax: number[] = []
  RANGE_KEYS.forEach((k, i) => {
    const r = query.ranges?.[k]
    const min = Number.isFinite(r?.min) ? r!.min! : null // a bound that is not a number is no bound
    const max = Number.isFinite(r?.max) ? r!.max! : null
    if (min == null && max == null) return
    const col = store.cols.range[i]
    if (!col) throw new Error(`No index column for range ${k}`)
    rangeCols.push(col)
    rangeMin.push(min ?? Number.NEGATIVE_INFINITY)
    rangeMax.push(max ?? Number.POSITIVE_INFINITY)
  })

  // Excluded stock numbers match trimmed and case-insensitively (domain listing rule).
  let excludedRows: Set<number> | null = null
  if (scope.excludedStocknums?.length && partition) {
    excludedRows = new Set()
    for (const s of scope.excludedStocknums)
      for (const r of partition.text.rowsWithStocknum(stocknumKey(s))) excludedRows.add(r)
  }

  return {
    lists,
    cutoffs,
    positivePrice: requiresPositivePrice(scope, sortOf(query)),
    excludedRows,
    rangeCols,
    rangeMin,
    rangeMax,
    refinements,
    counters,
  }
}
