import { AVAILABLE_STATUSES } from '@/domain/availability/is-available'

import { MULTI_VALUED_KEYS, type SingleValuedKey } from '../facet-values'
import { RANGE_KEYS, REFINEMENT_KEYS } from '../types'
import { GrowableInt32, grown } from './growable'

/** The facets stored as one code per row, then the multi-valued ones stored as code lists. */
export const SINGLE_KEYS = REFINEMENT_KEYS.filter(
  (k): k is SingleValuedKey => !(MULTI_VALUED_KEYS as readonly string[]).includes(k),
)
export const MULTI_KEYS = MULTI_VALUED_KEYS

export const STATUS_CODES = { in_stock: 0, coming_soon: 1, sold: 2 } as const
export const SOLD = STATUS_CODES.sold
/** AVAILABLE[statusCode] is 1 for the available statuses (stock §4); unknown statuses are code 255. */
export const AVAILABLE = new Uint8Array(256)
for (const status of AVAILABLE_STATUSES) AVAILABLE[STATUS_CODES[status]] = 1

/**
 * One typed array per field, indexed by row. Numbers that may be missing are NaN, which fails every
 * range comparison (so a bound excludes cars without a value) and sorts last.
 */
export class Columns {
  capacity: number
  alive: Uint8Array
  status: Uint8Array
  show: Uint8Array
  soldTs: Float64Array
  rank: Float64Array
  idNum: Float64Array
  range: Float64Array[]
  single: Int32Array[]
  multiStart: Int32Array[]
  multiEnd: Int32Array[]
  readonly multiValues: GrowableInt32[]

  constructor(capacity = 1024) {
    this.capacity = capacity
    this.alive = new Uint8Array(capacity)
    this.status = new Uint8Array(capacity)
    this.show = new Uint8Array(capacity)
    this.soldTs = new Float64Array(capacity).fill(NaN)
    this.rank = new Float64Array(capacity)
    this.idNum = new Float64Array(capacity).fill(NaN)
    this.range = RANGE_KEYS.map(() => new Float64Array(capacity).fill(NaN))
    this.single = SINGLE_KEYS.map(() => new Int32Array(capacity))
    this.multiStart = MULTI_KEYS.map(() => new Int32Array(capacity))
    this.multiEnd = MULTI_KEYS.map(() => new Int32Array(capacity))
    this.multiValues = MULTI_KEYS.map(() => new GrowableInt32(capacity))
  }

  /** Makes room for row index `row`. */
  ensure(row: number): void {
    if (row < this.capacity) return
    let capacity = this.capacity
    while (capacity <= row) capacity *= 2
    this.alive = grown(this.alive, capacity)
    this.status = grown(this.status, capacity)
    this.show = grown(this.show, capacity)
    this.soldTs = grown(this.soldTs, capacity, NaN)
    this.rank = grown(this.rank, capacity)
    this.idNum = grown(this.idNum, capacity, NaN)
    this.range = this.range.map((c) => grown(c, capacity, NaN))
    this.single = this.single.map((c) => grown(c, capacity))
    this.multiStart = this.multiStart.map((c) => grown(c, capacity))
    this.multiEnd = this.multiEnd.map((c) => grown(c, capacity))
    this.capacity = capacity
  }
}
