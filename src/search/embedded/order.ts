import { compareIds, SORTS } from '../sorts'
import { RANGE_KEYS, type SortKey } from '../types'
import type { RowStore } from './store'

type Compare = (a: number, b: number) => number

/** The sort as a row comparator: missing values last in either direction, then id ascending. */
export function rowComparator(store: RowStore, sort: SortKey): Compare {
  const spec = SORTS[sort]
  const { idNum } = store.cols
  const values = spec.field === 'rank' ? store.cols.rank : store.cols.range[RANGE_KEYS.indexOf(spec.field)]
  if (!values) throw new Error(`No column to sort by ${spec.field}`)
  const dir = spec.direction === 'asc' ? 1 : -1
  const byId: Compare = (a, b) => {
    const ia = idNum[a]!
    const ib = idNum[b]!
    return ia === ia && ib === ib ? ia - ib : compareIds(store.docs[a]!.id, store.docs[b]!.id)
  }
  return (a, b) => {
    const va = values[a]!
    const vb = values[b]!
    if (va === vb) return byId(a, b)
    const noA = va !== va
    const noB = vb !== vb
    if (noA || noB) return noA && noB ? byId(a, b) : noA ? 1 : -1
    return va < vb ? -dir : dir
  }
}

/**
 * The rows of one page, in order. Only the first page*hitsPerPage rows are needed, so a bounded heap
 * keeps them instead of sorting every hit.
 */
export function pageRows(
  rows: Int32Array,
  count: number,
  compare: Compare,
  page: number,
  hitsPerPage: number,
): number[] {
  const start = (page - 1) * hitsPerPage
  if (start >= count) return []
  const keep = Math.min(count, start + hitsPerPage)
  if (keep * 4 >= count) return Array.from(rows.subarray(0, count)).sort(compare).slice(start, keep)

  // Max-heap under `compare`: the root is the worst of the best `keep` rows seen so far.
  const heap: number[] = []
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!])
  for (let i = 0; i < count; i++) {
    const r = rows[i]!
    if (heap.length < keep) {
      heap.push(r)
      for (let c = heap.length - 1; c > 0;) {
        const p = (c - 1) >> 1
        if (!worse(c, p)) break
        swap(c, p)
        c = p
      }
    } else if (compare(r, heap[0]!) < 0) {
      heap[0] = r
      for (let p = 0; ;) {
        const l = 2 * p + 1
        const rr = l + 1
        let w = p
        if (l < keep && worse(l, w)) w = l
        if (rr < keep && worse(rr, w)) w = rr
        if (w === p) break
        swap(w, p)
        p = w
      }
    }
  }
  return heap.sort(compare).slice(start, keep)
}
