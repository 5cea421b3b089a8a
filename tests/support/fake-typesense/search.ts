import { tokenize } from '@/search/text'
import type { TypesenseResult } from '@/search/typesense/response'

import { edits } from '../search/rules'
import { type Doc, parseFilter } from './filter'

/** The search parameters the fake understands (those translate.ts sends). */
export type FakeSearchParams = {
  q?: string
  query_by?: string
  num_typos?: string
  min_len_1typo?: number | string
  min_len_2typo?: number | string
  prefix?: boolean | string
  filter_by?: string
  facet_by?: string
  sort_by?: string
  page?: number
  per_page?: number
  max_facet_values?: number
}

type Sorter = { field: string; desc: boolean; missingLast: boolean }

function sorters(sortBy = ''): Sorter[] {
  return sortBy
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const m = /^([a-z_]+)(\(missing_values: (first|last)\))?:(asc|desc)$/.exec(part.trim())
      if (!m) throw new Error(`sort_by: ${part}`)
      return { field: m[1]!, desc: m[4] === 'desc', missingLast: m[3] !== 'first' }
    })
}

function compare(a: Doc, b: Doc, by: Sorter[]): number {
  for (const s of by) {
    const va = a[s.field] as number | string | undefined
    const vb = b[s.field] as number | string | undefined
    if (va === vb) continue
    if (va == null) return s.missingLast ? 1 : -1
    if (vb == null) return s.missingLast ? -1 : 1
    return (va < vb ? -1 : 1) * (s.desc ? -1 : 1)
  }
  return 0
}

/** Every query word matches a word of the searched fields: exactly, by prefix (last word), or by typo. */
function textMatcher(docs: Doc[], p: FakeSearchParams): (d: Doc) => boolean {
  const words = tokenize(p.q === '*' ? '' : p.q)
  if (!words.length) return () => true
  const fields = (p.query_by ?? '').split(',')
  const typos = (p.num_typos ?? '').split(',').map(Number)
  const tokensOf = (d: Doc, typoOnly: boolean) =>
    fields.flatMap((f, i) => (typoOnly && typos[i] === 0 ? [] : tokenize(d[f] as string | undefined)))
  const vocabulary = new Set(docs.flatMap((d) => tokensOf(d, false)))
  const typoVocabulary = new Set(docs.flatMap((d) => tokensOf(d, true)))
  // Typesense's own rule: a word gets one typo from min_len_1typo letters (default 4) and two from
  // min_len_2typo (default 7), never more than the field's num_typos.
  const oneFrom = Number(p.min_len_1typo ?? 4)
  const twoFrom = Number(p.min_len_2typo ?? 7)
  const typoBudget = (w: string) => (w.length >= twoFrom ? 2 : w.length >= oneFrom ? 1 : 0)
  const prefix = p.prefix === true || p.prefix === 'true'
  const accepted = words.map((w, i) => {
    const last = i === words.length - 1
    const exact = [...vocabulary].filter((t) => t === w || (last && prefix && t.startsWith(w)))
    if (exact.length || /\d/.test(w)) return new Set(exact)
    const max = Math.min(typoBudget(w), Math.max(0, ...typos.filter(Number.isFinite)))
    return new Set([...typoVocabulary].filter((t) => !/\d/.test(t) && max > 0 && edits(w, t, max) <= max))
  })
  return (d) => {
    const own = new Set(tokensOf(d, false))
    return accepted.every((set) => [...set].some((t) => own.has(t)))
  }
}

function facetCounts(hits: Doc[], facetBy: string | undefined, max: number): TypesenseResult['facet_counts'] {
  return (facetBy ?? '')
    .split(',')
    .filter(Boolean)
    .map((field) => {
      const counts = new Map<string, number>()
      for (const d of hits) {
        const v = d[field]
        for (const x of Array.isArray(v) ? v : v == null ? [] : [v])
          counts.set(String(x), (counts.get(String(x)) ?? 0) + 1)
      }
      const items = [...counts].map(([value, count]) => ({ value, count, highlighted: value }))
      items.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      return { field_name: field, counts: items.slice(0, max), sampled: false, stats: {} }
    })
}

export function runSearch(docs: Doc[], p: FakeSearchParams): TypesenseResult {
  const filter = p.filter_by ? parseFilter(p.filter_by) : () => true
  const filtered = docs.filter(filter)
  const text = textMatcher(docs, p)
  const hits = filtered.filter(text).sort((a, b) => compare(a, b, sorters(p.sort_by)))
  const perPage = p.per_page ?? 10
  const page = p.page ?? 1
  return {
    found: hits.length,
    hits: hits.slice((page - 1) * perPage, page * perPage).map((document) => ({ document })),
    facet_counts: facetCounts(hits, p.facet_by, p.max_facet_values ?? 10),
  }
}
