import type { Id } from '@/domain/ids'

import { pageCount, paging, sortOf } from '../paging'
import { assertScoped } from '../scope'
import type { CarIndexDoc, SearchEngine, SearchQuery, SearchResult } from '../types'
import { facetsOf } from './facets'
import { pageRows, rowComparator } from './order'
import { compilePlan } from './plan'
import { scan } from './scan'
import { RowStore } from './store'
import { TextMatcher } from './text-filter'

/** Rebuild once this many rows are dead and they are at least a quarter of the store. */
const COMPACT_MIN_DEAD = 1024

/**
 * The in-process columnar engine (FINDINGS "Search engines"): typed arrays per facet and range field,
 * dictionary-encoded facet values, rows grouped by tenant and dealership, one pass that counts every
 * facet disjunctively, and a per-tenant inverted index for text. Single process only.
 */
export class EmbeddedSearchEngine implements SearchEngine {
  readonly name = 'embedded'
  private store = new RowStore()
  private readonly text = new TextMatcher()

  constructor(docs: readonly CarIndexDoc[] = []) {
    for (const doc of docs) this.store.upsert(doc)
  }

  /** Live cars in the index. */
  get size(): number {
    return this.store.live
  }

  async upsert(cars: CarIndexDoc[]): Promise<void> {
    for (const car of cars) this.store.upsert(car)
  }

  async remove(ids: Id[]): Promise<void> {
    for (const id of ids) this.store.remove(id)
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    return this.searchNow(query)
  }

  async multiSearch(queries: SearchQuery[]): Promise<SearchResult[]> {
    return queries.map((q) => this.searchNow(q))
  }

  /** Synchronous search: nothing else can touch the shared scratch arrays while it runs. */
  searchNow(query: SearchQuery): SearchResult {
    const started = performance.now()
    assertScoped(query)
    this.compactIfNeeded()
    const store = this.store
    const plan = compilePlan(store, query)
    const text = query.text?.trim() ? this.text.match(store, query.scope, query.text) : null
    const { hits, count } = scan(store, plan, text)
    const { page, hitsPerPage } = paging(query)
    const rows = pageRows(hits, count, rowComparator(store, sortOf(query)), page, hitsPerPage)
    return {
      hits: rows.map((r) => ({ ...store.docs[r]! })),
      facets: facetsOf(plan.counters),
      count,
      pages: pageCount(count, hitsPerPage),
      ms: performance.now() - started,
    }
  }

  private compactIfNeeded(): void {
    const { dead, live } = this.store
    if (dead < COMPACT_MIN_DEAD || dead * 3 < live) return
    const docs = this.store.liveDocs()
    this.store = new RowStore()
    for (const doc of docs) this.store.upsert(doc)
  }
}
