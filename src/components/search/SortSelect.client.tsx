'use client'

import { SORT_LABELS } from '@/domain/facets/sort-labels'
import { SORT_KEYS } from '@/search/types'
import { writeSortParam } from '@/search/url/values'

/**
 * The sort's label and select (SortForm). A client component only for what the page sends (docs/features/caching.md
 * "Caching and page weight"): drawn on the server, its eight <option>s went in the RSC payload as
 * element trees beside their HTML; from here the payload holds the chosen sort.
 */
export function SortSelect({ value }: { value: string }) {
  return (
    <>
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" name="sortBy" defaultValue={value}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={writeSortParam(key)}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </>
  )
}
