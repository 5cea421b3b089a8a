import { stocknumLookupKey, tokenize } from '../text'
import type { SearchScope } from '../types'
import { grown } from './growable'
import type { RowStore } from './store'

/** Rows that matched the text: mark[row] === stamp. */
export type TextMatch = { mark: Uint32Array; stamp: number }

/**
 * Text matching over one tenant. A one-word query equal to a stock number of a car in the scope
 * returns that car only. Otherwise every query word must match a word of the car (make, model, badge, name, colour,
 * stock number): exactly, by prefix for the last word, or within the typo distance when neither exists.
 * Marks are stamped in a reused array; stamps grow per query so nothing needs clearing.
 */
export class TextMatcher {
  private mark = new Uint32Array(0)
  private next = 1

  match(store: RowStore, scope: SearchScope, text: string): TextMatch | null {
    const partition = store.partitionOf(scope.tenantId)
    const words = tokenize(text)
    if (!words.length) return null
    if (this.mark.length < store.cols.capacity) this.mark = grown(this.mark, store.cols.capacity)
    if (this.next + words.length + 1 >= 0xffffffff) {
      this.mark.fill(0)
      this.next = 1
    }
    const base = this.next
    this.next += words.length + 1
    const { mark } = this
    const alive = store.cols.alive
    if (!partition) return { mark, stamp: base + 1 }

    const dealerships = new Set(scope.dealershipIds.map(String))
    const lookup = stocknumLookupKey(text)
    const byStocknum = (lookup ? partition.text.rowsWithStocknum(lookup) : []).filter(
      (r) => alive[r] && dealerships.has(String(store.docs[r]!.dealership)),
    )
    if (byStocknum.length) {
      for (const r of byStocknum) mark[r] = base + 1
      return { mark, stamp: base + 1 }
    }

    for (const [w, word] of words.entries()) {
      const from = base + w
      const to = from + 1
      for (const token of partition.text.wordsMatching(word, w === words.length - 1)) {
        const list = partition.text.postingsOf(token)
        if (!list) continue
        const rows = list.data
        for (let i = 0; i < list.length; i++) {
          const r = rows[i]!
          if (w === 0 || mark[r] === from) mark[r] = to
        }
      }
    }
    return { mark, stamp: base + words.length }
  }
}
