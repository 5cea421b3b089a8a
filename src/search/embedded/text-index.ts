import { hasDigit } from '../text'
import { allowedTypos, osaDistance } from '../typo'
import { GrowableInt32 } from './growable'

/**
 * One tenant's inverted index: word → rows. Rows of replaced or removed cars stay in the posting
 * lists (the engine skips dead rows) but their words are counted out, so the vocabulary the typo
 * search and the prefix search see is exactly the tenant's live words.
 */
export class TextIndex {
  private readonly postings = new Map<string, GrowableInt32>()
  private readonly liveCount = new Map<string, number>()
  /** Live words without digits: the only ones typo tolerance considers. */
  private readonly letterWords = new Set<string>()
  /** stocknumKey → live rows with that stock number. */
  private readonly stocknums = new Map<string, number[]>()

  add(row: number, tokens: readonly string[], stocknum: string | null): void {
    for (const t of tokens) {
      let list = this.postings.get(t)
      if (!list) this.postings.set(t, (list = new GrowableInt32(4)))
      list.push(row)
      const n = (this.liveCount.get(t) ?? 0) + 1
      this.liveCount.set(t, n)
      if (n === 1 && !hasDigit(t)) this.letterWords.add(t)
    }
    if (stocknum) {
      const rows = this.stocknums.get(stocknum)
      if (rows) rows.push(row)
      else this.stocknums.set(stocknum, [row])
    }
  }

  remove(row: number, tokens: readonly string[], stocknum: string | null): void {
    for (const t of tokens) {
      const n = (this.liveCount.get(t) ?? 0) - 1
      if (n > 0) {
        this.liveCount.set(t, n)
        continue
      }
      this.liveCount.delete(t)
      this.postings.delete(t)
      this.letterWords.delete(t)
    }
    if (stocknum) {
      const rows = this.stocknums.get(stocknum)?.filter((r) => r !== row)
      if (rows?.length) this.stocknums.set(stocknum, rows)
      else this.stocknums.delete(stocknum)
    }
  }

  rowsWithStocknum(key: string): readonly number[] {
    return this.stocknums.get(key) ?? []
  }

  postingsOf(token: string): GrowableInt32 | undefined {
    return this.postings.get(token)
  }

  /**
   * The live words a query word matches: itself, plus (for the last word) the words it begins. Only
   * when none exist does typo tolerance look for words within the allowed edit distance; words with
   * digits (stock numbers, years) never get typo matches.
   */
  wordsMatching(word: string, isLast: boolean): string[] {
    const out: string[] = []
    if (this.liveCount.has(word)) out.push(word)
    if (isLast) for (const t of this.liveCount.keys()) if (t.length > word.length && t.startsWith(word)) out.push(t)
    if (out.length || hasDigit(word)) return out
    const max = allowedTypos(word)
    if (max === 0) return out
    for (const t of this.letterWords) if (osaDistance(word, t, max) <= max) out.push(t)
    return out
  }
}
