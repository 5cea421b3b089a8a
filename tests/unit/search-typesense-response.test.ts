import { describe, expect, it } from 'vitest'

import { toTypesenseDoc } from '@/search/typesense/document'
import { toSearchResult, type TypesenseResult } from '@/search/typesense/response'
import { translate } from '@/search/typesense/translate'

import { car, query } from '../support/search/docs'

const facet = (field_name: string, counts: [string, number][]) => ({
  field_name,
  counts: counts.map(([value, count]) => ({ value, count })),
})
const hit = (id: number) => ({ document: toTypesenseDoc(car(id)) as unknown as Record<string, unknown> })

describe('multi_search results → SearchResult', () => {
  it('hits and count from the main search, refined facets from their own searches, sorted by count then value', () => {
    const t = translate(query({ refinements: { make: ['Toyota'] }, facets: ['make', 'body'], hitsPerPage: 2 }))
    const results: TypesenseResult[] = [
      {
        found: 5,
        hits: [hit(1), hit(2)],
        facet_counts: [
          facet('body', [
            ['SUV', 2],
            ['Hatch', 3],
            ['Ute', 0],
          ]),
          facet('make', [['Toyota', 5]]),
        ],
      },
      {
        found: 9,
        hits: [],
        facet_counts: [
          facet('make', [
            ['Ford', 4],
            ['Toyota', 5],
            ['BYD', 4],
          ]),
        ],
      },
    ]
    const r = toSearchResult(t, results, 3.5)
    expect(r.hits.map((h) => h.id)).toEqual([1, 2])
    expect(r.hits[0]).toEqual(car(1))
    expect(r).toMatchObject({ count: 5, pages: 3, ms: 3.5 })
    expect(r.facets.body).toEqual([
      { label: 'Hatch', value: 'Hatch', count: 3 },
      { label: 'SUV', value: 'SUV', count: 2 },
    ])
    expect(r.facets.make?.map((i) => i.value)).toEqual(['Toyota', 'BYD', 'Ford'])
  })

  it('uses the stock-number searches when the probe found the car', () => {
    const t = translate(query({ text: 'S7', facets: ['make'] }))
    const results: TypesenseResult[] = [
      { found: 0, hits: [] },
      { found: 1 },
      { found: 1, hits: [hit(7)], facet_counts: [facet('make', [['Toyota', 1]])] },
    ]
    expect(toSearchResult(t, results, 1).hits.map((h) => h.id)).toEqual([7])
    results[1]!.found = 0
    expect(toSearchResult(t, results, 1).count).toBe(0)
  })

  it('throws on an error inside the results', () => {
    const t = translate(query())
    expect(() => toSearchResult(t, [{ error: 'Could not find a field named `x`', code: 404 }], 1)).toThrow(/404.*field/)
    expect(() => toSearchResult(t, [], 1)).toThrow(/0 results for 1/)
  })
})
