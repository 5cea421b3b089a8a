import { stocknumKey } from '@/domain/cars/stocknum'
import { pageCount, paging, sortOf } from '@/search/paging'
import { compareIds } from '@/search/sorts'
import { docTokens, hasDigit, stocknumLookupKey, tokenize } from '@/search/text'
import { type CarIndexDoc, RANGE_KEYS, REFINEMENT_KEYS, type RefinementKey, type SearchQuery } from '@/search/types'

import { listed as isListed, ownCar as inScope, referenceFacetValues, SORT_BY as SORTS, typoOf } from './rules'

// The listing window, sold window, price bands, sorting, typo rules and each car's filter values are
// the reference's own (rules.ts).
const facetValues = referenceFacetValues

export type Expected = {
  count: number
  pages: number
  hitIds: CarIndexDoc['id'][]
  facets: Partial<Record<RefinementKey, Record<string, number>>>
}

/**
 * The search rules written the slow, obvious way, one car at a time: an oracle for the engines.
 * Its text rules restate TextIndex's on purpose (exact, then prefix for the last word, then typos
 * over the tenant's words without digits).
 */
export function naiveSearch(docs: readonly CarIndexDoc[], q: SearchQuery): Expected {
  const sort = sortOf(q)
  const tenantDocs = docs.filter((d) => String(d.tenant) === String(q.scope.tenantId))
  let listed = tenantDocs.filter((d) => isListed(d, q.scope, sort))

  const words = tokenize(q.text)
  if (words.length) {
    const key = stocknumLookupKey(q.text)
    const byStocknum = key
      ? tenantDocs.filter((d) => inScope(d, q.scope) && d.stocknum && stocknumKey(d.stocknum) === key)
      : []
    if (byStocknum.length) listed = listed.filter((d) => byStocknum.includes(d))
    else {
      const vocabulary = new Set(tenantDocs.flatMap(docTokens))
      const accepted = words.map((w, i) => {
        const exact = [...vocabulary].filter((t) => t === w || (i === words.length - 1 && t.startsWith(w)))
        if (exact.length || hasDigit(w)) return new Set(exact)
        return new Set([...vocabulary].filter((t) => !hasDigit(t) && typoOf(w, t)))
      })
      listed = listed.filter((d) => {
        const own = docTokens(d)
        return accepted.every((set) => own.some((t) => set.has(t)))
      })
    }
  }

  listed = listed.filter((d) =>
    RANGE_KEYS.every((k) => {
      const min = Number.isFinite(q.ranges?.[k]?.min) ? q.ranges![k]!.min! : null
      const max = Number.isFinite(q.ranges?.[k]?.max) ? q.ranges![k]!.max! : null
      if (min == null && max == null) return true
      const v = d[k]
      return v != null && (min == null || v >= min) && (max == null || v <= max)
    }),
  )

  const refinements = Object.entries(q.refinements ?? {}).filter(
    ([k, v]) => REFINEMENT_KEYS.includes(k as RefinementKey) && v?.length,
  ) as [RefinementKey, string[]][]
  const passes = (d: CarIndexDoc, skip?: RefinementKey) =>
    refinements.every(([k, values]) => k === skip || facetValues(d, k).some((v) => values.includes(v)))

  const hits = listed.filter((d) => passes(d))
  const facets: Expected['facets'] = {}
  for (const key of new Set(q.facets ?? REFINEMENT_KEYS)) {
    const counts: Record<string, number> = {}
    for (const d of listed) if (passes(d, key)) for (const v of facetValues(d, key)) counts[v] = (counts[v] ?? 0) + 1
    facets[key] = counts
  }

  const { field, direction } = SORTS[sort]
  const value = (d: CarIndexDoc) => d[field]
  hits.sort((a, b) => {
    const va = value(a)
    const vb = value(b)
    if (va == null || vb == null) return va == null && vb == null ? compareIds(a.id, b.id) : va == null ? 1 : -1
    return va === vb ? compareIds(a.id, b.id) : (va < vb ? -1 : 1) * (direction === 'asc' ? 1 : -1)
  })
  const { page, hitsPerPage } = paging(q)
  return {
    count: hits.length,
    pages: pageCount(hits.length, hitsPerPage),
    hitIds: hits.slice((page - 1) * hitsPerPage, page * hitsPerPage).map((d) => d.id),
    facets,
  }
}
