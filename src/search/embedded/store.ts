import { stocknumKey } from '@/domain/cars/stocknum'
import type { Id } from '@/domain/ids'

import { multiFacetValues, singleFacetValue } from '../facet-values'
import { docTokens } from '../text'
import { type CarIndexDoc, RANGE_KEYS } from '../types'
import { Columns, MULTI_KEYS, SINGLE_KEYS, STATUS_CODES } from './columns'
import { Dictionary } from './dictionary'
import { TenantPartition } from './partition'

const key = (id: Id) => String(id)

/**
 * The rows of the embedded index. Rows are only ever appended: replacing a car marks its old row dead
 * and appends a new one, so a search after upsert or remove sees the change at once. The engine
 * rebuilds the store when too many rows are dead.
 */
export class RowStore {
  readonly cols = new Columns()
  readonly singleDicts = SINGLE_KEYS.map(() => new Dictionary())
  readonly multiDicts = MULTI_KEYS.map(() => new Dictionary())
  readonly partitions = new Map<string, TenantPartition>()
  readonly docs: CarIndexDoc[] = []
  readonly tokens: string[][] = []
  private readonly rowById = new Map<string, number>()
  length = 0
  dead = 0

  get live(): number {
    return this.length - this.dead
  }

  partitionOf(tenant: Id): TenantPartition | undefined {
    return this.partitions.get(key(tenant))
  }

  upsert(doc: CarIndexDoc): void {
    this.remove(doc.id)
    const row = this.length++
    const c = this.cols
    c.ensure(row)
    this.docs[row] = doc
    this.rowById.set(key(doc.id), row)
    c.alive[row] = 1
    c.status[row] = STATUS_CODES[doc.status as keyof typeof STATUS_CODES] ?? 255
    c.show[row] = doc.show_on_dealer_website ? 1 : 0
    c.soldTs[row] = doc.sold_date_timestamp ?? NaN
    c.rank[row] = doc.rank ?? 0
    c.idNum[row] = typeof doc.id === 'number' ? doc.id : NaN
    RANGE_KEYS.forEach((k, i) => (c.range[i]![row] = doc[k] ?? NaN))
    SINGLE_KEYS.forEach((k, i) => (c.single[i]![row] = this.singleDicts[i]!.encode(singleFacetValue(doc, k))))
    MULTI_KEYS.forEach((k, i) => {
      const values = c.multiValues[i]!
      c.multiStart[i]![row] = values.length
      for (const v of multiFacetValues(doc, k)) values.push(this.multiDicts[i]!.encode(v))
      c.multiEnd[i]![row] = values.length
    })
    let partition = this.partitions.get(key(doc.tenant))
    if (!partition) this.partitions.set(key(doc.tenant), (partition = new TenantPartition()))
    partition.rowsOf(key(doc.dealership)).push(row)
    this.tokens[row] = docTokens(doc)
    partition.text.add(row, this.tokens[row], doc.stocknum ? stocknumKey(doc.stocknum) : null)
  }

  remove(id: Id): boolean {
    const row = this.rowById.get(key(id))
    if (row === undefined) return false
    const doc = this.docs[row]
    if (!doc) throw new Error(`No indexed car at row ${row}`)
    this.rowById.delete(key(id))
    this.cols.alive[row] = 0
    this.partitionOf(doc.tenant)?.text.remove(
      row,
      this.tokens[row] ?? [],
      doc.stocknum ? stocknumKey(doc.stocknum) : null,
    )
    this.tokens[row] = []
    this.dead++
    return true
  }

  liveDocs(): CarIndexDoc[] {
    const out: CarIndexDoc[] = []
    for (let r = 0; r < this.length; r++) if (this.cols.alive[r]) out.push(this.docs[r]!)
    return out
  }
}
