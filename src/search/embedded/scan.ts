import { RANGE_KEYS } from '../types'
import { AVAILABLE, SOLD } from './columns'
import type { Plan } from './plan'
import type { RowStore } from './store'
import type { TextMatch } from './text-filter'

/**
 * The one pass over the scope's rows. Hard filters (listing rules, ranges, text) drop a row. Then the
 * refinements: a row failing none is a hit and counts in every facet; a row failing exactly one
 * refinement counts only in that refinement's own facet (disjunctive faceting, as InstantSearch and
 * Typesense do: a facet's own selection is left out when counting it); a row failing two counts nowhere.
 */
const PRICE = RANGE_KEYS.indexOf('price')

export function scan(store: RowStore, plan: Plan, text: TextMatch | null): { hits: Int32Array; count: number } {
  const { alive, status, show, soldTs, multiStart, multiEnd, multiValues } = store.cols
  const price = store.cols.range[PRICE]!
  const { cutoffs, positivePrice, excludedRows, rangeCols, rangeMin, rangeMax, refinements, counters } = plan
  const nRanges = rangeCols.length
  const nRefs = refinements.length
  const nCounters = counters.length
  const textMark = text?.mark ?? null
  const textStamp = text?.stamp ?? 0
  const multiData = multiValues.map((m) => m.data)

  let capacity = 0
  for (const list of plan.lists) capacity += list.length
  const hits = new Int32Array(capacity)
  let count = 0

  for (let l = 0; l < plan.lists.length; l++) {
    const list = plan.lists[l]!
    const cutoff = cutoffs[l]!
    const rows = list.data
    const n = list.length
    rowLoop: for (let i = 0; i < n; i++) {
      const r = rows[i]!
      if (alive[r] === 0 || show[r] === 0) continue
      const st = status[r]!
      if (AVAILABLE[st] === 0 && (st !== SOLD || !(soldTs[r]! >= cutoff))) continue
      if (textMark !== null && textMark[r] !== textStamp) continue
      if (excludedRows !== null && excludedRows.has(r)) continue
      if (positivePrice && !(price[r]! > 0)) continue
      for (let k = 0; k < nRanges; k++) {
        const v = rangeCols[k]![r]!
        if (!(v >= rangeMin[k]! && v <= rangeMax[k]!)) continue rowLoop
      }

      let failed = -1
      for (let k = 0; k < nRefs; k++) {
        const ref = refinements[k]!
        let ok = false
        if (ref.multi < 0) ok = ref.accept[ref.col[r]!] === 1
        else {
          const values = multiData[ref.multi]!
          for (let j = multiStart[ref.multi]![r]!, end = multiEnd[ref.multi]![r]!; j < end; j++) {
            if (ref.accept[values[j]!] === 1) {
              ok = true
              break
            }
          }
        }
        if (!ok) {
          if (failed >= 0) continue rowLoop
          failed = k
        }
      }

      if (failed >= 0) {
        const c = refinements[failed]!.counter
        if (c >= 0) countRow(counters[c]!, r)
        continue
      }
      hits[count++] = r
      for (let c = 0; c < nCounters; c++) countRow(counters[c]!, r)
    }
  }
  return { hits, count }

  function countRow(counter: Plan['counters'][number], r: number): void {
    if (counter.multi < 0) {
      counter.counts[counter.col[r]!]!++
      return
    }
    const values = multiData[counter.multi]!
    for (let j = multiStart[counter.multi]![r]!, end = multiEnd[counter.multi]![r]!; j < end; j++)
      counter.counts[values[j]!]!++
  }
}
